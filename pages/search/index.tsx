import { useRouter } from 'next/router';
import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { findKeywordList, type KeywordListData } from '@/services/search';
import { Seo } from '@/components/common/Seo';
import { useAppFlags } from '@/components/common/AppFlags';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchPanel } from '@/components/search/SearchPanel';
import { addHistory } from '@/components/search/history';
import { resultsHref } from '@/components/search/routes';
import styles from '@/components/search/search.module.css';
import { goBack } from '@/lib/goBack';

type Props = ReadyProps<{ keywords: KeywordListData | null; initial: string }>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => ({
    keywords: await optional(findKeywordList({ findType: 3, topLimit: 10, heightLimit: 4, hotLimit: 5 }, client)),
    initial: query.keywords || '',
  }),
  { errorPage: true },
);

/** 搜索: the field, history, 猜您需要 and 热搜词; Enter opens the results and remembers the word. */
const SearchPage: PageWithLayout<Props> = ({ data: { keywords, initial } }) => {
  const router = useRouter();
  const { isApplets } = useAppFlags();
  const [typed, setTyped] = useState(initial);

  const go = (word: string, remember: boolean) => {
    if (remember) addHistory('goods', word);
    const href = resultsHref(word);
    // Opened from a results page to change its word: replace, so back leads to where the search began.
    if (initial) void router.replace(href);
    else void router.push(href);
  };

  const cancel = () => {
    if (isApplets) void router.replace('/');
    else goBack(router, '/');
  };

  return (
    <div className={styles.page}>
      <Seo title="搜索-薯片企服" description="搜索公司注册、代理记账、商标专利、法律服务等企业服务，以及公司、商标、专利、资质交易。" path="/search" />
      <div className={styles.stickyTop}>
        <SearchBox
          value={typed}
          onChange={setTyped}
          onSubmit={(w) => go(w, true)}
          autoFocus={!initial}
          right={
            <button type="button" className={styles.cancel} onClick={cancel}>
              取消
            </button>
          }
        />
      </div>
      <SearchPanel keywords={keywords} typed={typed} onSearch={(w, fromTyped) => go(w, !!fromTyped)} />
    </div>
  );
};

SearchPage.getLayout = defaultLayout;
export default SearchPage;
