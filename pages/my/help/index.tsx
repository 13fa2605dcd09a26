import Head from 'next/head';
import Link from 'next/link';
import { SearchOutline } from 'antd-mobile-icons';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadHelpHome, type HelpHomeData } from '@/services/loaders/myHelp';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { HelpCategoryBrowser } from '@/components/my/help/HelpCategoryBrowser';
import { HelpContactBar } from '@/components/my/help/HelpContactBar';
import { HelpEntryList } from '@/components/my/help/HelpEntryList';
import { helpSearchHref } from '@/lib/help/helpLinks';
import { useBackTo } from '@/components/my/help/useBackTo';
import styles from '@/components/my/help/help.module.css';

type Props = PageProps<HelpHomeData>;

export const getServerSideProps = pageLoader(loadHelpHome, { fallback: '帮助中心加载失败，请稍后再试' });

/** 帮助中心 (inventory my.md §9): search entry, 常见问题, the questions by category, and the ways to reach us. */
const HelpPage: PageWithLayout<Props> = ({ data, error }) => {
  const back = useBackTo('/my');
  const home = data?.home;
  return (
    <div className={`${styles.page} ${styles.withBar}`}>
      <Head>
        <title key="title">帮助中心</title>
      </Head>
      <HeaderBar title="帮助中心" fixed onBack={back} />
      <section className={styles.hero} aria-label="搜索帮助">
        <p className={styles.hello}>您好，有什么可以帮您？</p>
        <p className={styles.helloSub}>账号、下单支付、发票、退款售后、钱包的常见问题都在这里</p>
        <Link className={styles.searchEntry} href={helpSearchHref()}>
          <SearchOutline aria-hidden />
          搜索您遇到的问题
        </Link>
      </section>
      {!home ? (
        <LoadError text={error || '帮助中心加载失败，请稍后再试'} />
      ) : (
        <div className={styles.cards}>
          {home.commonList.length ? (
            <section className={styles.card} aria-labelledby="help-common">
              <h2 id="help-common" className={styles.cardTitle}>
                常见问题
              </h2>
              <HelpEntryList entries={home.commonList} label="常见问题" ranked />
            </section>
          ) : null}
          {home.categoryList.length ? (
            <HelpCategoryBrowser key={home.categoryCode} categories={home.categoryList} initialCode={home.categoryCode} initialPage={home.articleData} />
          ) : (
            <Empty text="暂无帮助内容" />
          )}
        </div>
      )}
      <HelpContactBar />
    </div>
  );
};

HelpPage.getLayout = defaultLayout;
export default HelpPage;
