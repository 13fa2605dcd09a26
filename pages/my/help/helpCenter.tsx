import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { isApiError } from '@/lib/http';
import { HELP_HOTLINE, HELP_SERVICE_ENTRANCE, helpSearchWords } from '@/lib/contract/cms/enums';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { helpSearch, type HelpSearchPage } from '@/services/cms';
import { HELP_SEARCH_PAGE_SIZE, loadHelpSearch, type HelpSearchData } from '@/services/loaders/myHelp';
import { startCustomerService } from '@/components/chat/startChat';
import { Empty, LoadError } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { HelpEntryList } from '@/components/my/help/HelpEntryList';
import { HelpSearchForm } from '@/components/my/help/HelpSearchForm';
import { helpSearchHref } from '@/lib/help/helpLinks';
import { useBackTo } from '@/components/my/help/useBackTo';
import styles from '@/components/my/help/help.module.css';
import searchStyles from '@/components/my/help/helpSearch.module.css';

type Props = PageProps<HelpSearchData>;

export const getServerSideProps = pageLoader(loadHelpSearch, { fallback: '搜索失败，请稍后再试' });

/** Words people look for most; each is a search. */
const SUGGESTED = ['发票', '退款', '支付密码', '验证码', '优惠券', '合同'];

function Results({ keyword, first }: { keyword: string; first: HelpSearchPage }) {
  const [result, setResult] = useState(first);
  const [loading, setLoading] = useState(false);
  const words = helpSearchWords(keyword);
  const more = async () => {
    setLoading(true);
    try {
      const next = await helpSearch({ keyword, page: result.current + 1, limit: HELP_SEARCH_PAGE_SIZE });
      setResult({ ...next, records: [...result.records, ...next.records] });
    } catch (e) {
      toast.warning(isApiError(e) && e.message ? e.message : '加载失败，请稍后再试');
    } finally {
      setLoading(false);
    }
  };

  if (!result.totalCount) {
    return (
      <Empty text="抱歉，未找到相关问题">
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => void startCustomerService({ entrance: HELP_SERVICE_ENTRANCE.NOT_FOUND })}>
            联系客服
          </button>
          <a className={styles.actionGhost} href={`tel:${HELP_HOTLINE}`}>
            电话客服
          </a>
        </div>
      </Empty>
    );
  }
  return (
    <>
      <p className={searchStyles.count} role="status">
        共找到 {result.totalCount} 个相关问题
      </p>
      <section className={styles.card}>
        <HelpEntryList entries={result.records} label="搜索结果" words={words} />
        {result.current < result.totalPage ? (
          <button type="button" className={styles.more} disabled={loading} onClick={() => void more()}>
            {loading ? '加载中…' : '查看更多'}
          </button>
        ) : null}
      </section>
    </>
  );
}

/** 帮助中心 search (inventory my.md §9 helpCenter): the words of ?keyword= in titles and answers. */
const HelpCenterPage: PageWithLayout<Props> = ({ data, error }) => {
  const back = useBackTo('/my/help');
  const keyword = data?.keyword ?? '';
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">{keyword ? `${keyword} - 帮助中心` : '帮助中心'}</title>
      </Head>
      <HeaderBar title="帮助中心" fixed onBack={back} />
      <HelpSearchForm keyword={keyword} />
      {error ? (
        <LoadError text={error} />
      ) : data?.result ? (
        <Results key={`results:${keyword}`} keyword={keyword} first={data.result} />
      ) : (
        <section className={`${styles.card} ${styles.first}`} aria-labelledby="help-suggest">
          <h2 id="help-suggest" className={styles.cardTitle}>
            大家都在搜
          </h2>
          <div className={searchStyles.suggest}>
            {SUGGESTED.map((w) => (
              <Link key={w} href={helpSearchHref(w)} replace>
                {w}
              </Link>
            ))}
          </div>
        </section>
      )}
    </div>
  );
};

HelpCenterPage.getLayout = defaultLayout;
export default HelpCenterPage;
