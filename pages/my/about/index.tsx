import Head from 'next/head';
import { LoadError } from '@/components/common/Empty';
import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { ABOUT_VERSION, HELP_HOTLINE } from '@/lib/contract/cms/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { loadAbout, type AboutData } from '@/services/loaders/myHelp';
import { HeaderBar } from '@/components/common/HeaderBar';
import { aboutHref, groupEntries } from '@/lib/help/helpLinks';
import { AboutJoinLinks } from '@/components/my/join/AboutJoinLinks';
import { useBackTo } from '@/components/my/help/useBackTo';
import styles from '@/components/my/help/help.module.css';
import aboutStyles from '@/components/my/help/about.module.css';

type Props = PageProps<AboutData>;

export const getServerSideProps = pageLoader(loadAbout, { fallback: '加载失败，请稍后再试' });

/** 关于我们 (inventory my.md §11): the brand and version, then the about pages and the agreements, from the CMS. */
const AboutPage: PageWithLayout<Props> = ({ data, error }) => {
  const back = useBackTo('/my');
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">关于我们</title>
      </Head>
      <HeaderBar title="关于我们" fixed onBack={back} />
      <section className={aboutStyles.brand} aria-label="薯片企服">
        <img src="/images/logo.svg" alt="" width={72} height={72} />
        <p className={aboutStyles.brandName}>薯片企服</p>
        <p className={aboutStyles.brandSub}>企业服务一站式交易平台</p>
        <p className={aboutStyles.brandSub}>当前版本：{ABOUT_VERSION}</p>
      </section>
      {data ? (
        groupEntries(data.entries).map((g) => (
          <section key={g.name} className={aboutStyles.group} aria-labelledby={`about-${g.name}`}>
            <h2 id={`about-${g.name}`} className={aboutStyles.groupTitle}>
              {g.name}
            </h2>
            <ul className={styles.list} aria-label={g.name}>
              {g.entries.map((e) => (
                <li key={e.code}>
                  <Link className={styles.item} href={aboutHref(e.code)}>
                    <span className={styles.itemText}>{e.title}</span>
                    <RightOutline aria-hidden className={styles.itemArrow} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      ) : (
        <LoadError text={error || '加载失败，请稍后再试'} />
      )}
      <AboutJoinLinks />
      <footer className={aboutStyles.footer}>
        <p>客服电话：{HELP_HOTLINE}</p>
        <p>成都薯片企业服务有限公司 版权所有</p>
      </footer>
    </div>
  );
};

AboutPage.getLayout = defaultLayout;
export default AboutPage;
