import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { SearchOutline } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { useKeepAliveStore } from '@/stores/keepAlive';
import type { SearchTab } from '@/lib/contract/known/enums';
import { loadSearchResult, type SearchResultData } from '@/services/loaders/knownFeed';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { SearchResults } from '@/components/known/search/SearchResults';
import { resultHref, searchHref } from '@/lib/known/searchHistory';
import styles from '@/components/known/search/search.module.css';

const RESULT_PATH = '/known/search/result';

export const getServerSideProps = pageLoader(loadSearchResult, { errorPage: true });

/**
 * 必懂 search results (inventory known.md §13b): the keyword in a read-only box (tap to change it), and the 问题 /
 * 文章 / 回答 / 用户 tabs. Kept alive with its lists while the visitor reads a result.
 */
const KnownSearchResultPage: PageWithLayout<ReadyProps<SearchResultData>> = ({ data }) => {
  const router = useRouter();
  const [tab, setTab] = useState<SearchTab>(data.tab);
  // Another keyword (a new search replaced the page while it was kept alive) starts over.
  const [keyword, setKeyword] = useState(data.keyword);
  if (data.keyword !== keyword) {
    setKeyword(data.keyword);
    setTab(data.tab);
  }

  useEffect(() => {
    useKeepAliveStore.getState().add(RESULT_PATH);
  }, []);

  const changeTab = (t: SearchTab) => {
    setTab(t);
    window.scrollTo(0, 0);
    void router.replace({ pathname: RESULT_PATH, query: { keyword, type: t } }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.page}>
      <Seo title={`${keyword || '搜索'}_必懂搜索-薯片企服`} description={`必懂中与“${keyword}”相关的问题、文章、回答和用户。`} path="/known/search" noindex />
      <HeaderBar
        fixed
        wide
        title={
          <button type="button" className={styles.fakeBox} aria-label={`搜索：${keyword}，点击修改`} onClick={() => void router.replace(searchHref(tab, keyword))}>
            <SearchOutline aria-hidden />
            <span className={styles.fakeText}>{keyword || '请输入搜索关键词'}</span>
          </button>
        }
      />
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} tab={tab} first={data.tab === tab ? data.first : null} onTab={changeTab} />
      ) : (
        <section className={styles.section} aria-labelledby="known-result-hot">
          <p className={styles.emptyTip}>还没有输入要搜索的内容。输入关键词，搜索必懂的问题、文章、回答和用户。</p>
          {data.hot.length ? (
            <>
              <h2 id="known-result-hot" className={styles.sectionTitle}>
                大家都在搜
              </h2>
              <div className={styles.chips}>
                {data.hot.map((h) => (
                  <Link key={h} href={resultHref(h, tab)} className={styles.chip}>
                    {h}
                  </Link>
                ))}
              </div>
            </>
          ) : null}
        </section>
      )}
    </div>
  );
};

KnownSearchResultPage.getLayout = keepAliveLayout;
export default KnownSearchResultPage;
