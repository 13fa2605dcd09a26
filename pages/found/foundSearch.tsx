import Head from 'next/head';
import { useRouter } from 'next/router';
import { useMemo, useState } from 'react';
import { DeleteOutline, RightOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { getInformationHome, type ArticleCard } from '@/services/article';
import { useAppFlags } from '@/components/common/AppFlags';
import { Empty } from '@/components/common/Empty';
import { useClientReady } from '@/components/common/useClientReady';
import { hotArticles, FoundHotList } from '@/components/found/FoundHotList';
import { FoundSearchBar } from '@/components/found/FoundSearchBar';
import { clearFoundHistory, readFoundHistory, saveFoundKeyword } from '@/components/found/foundHistory';
import { kwordHref } from '@/components/found/foundText';
import styles from '@/components/found/found.module.css';

/** 热门资讯 come with the page (a failure leaves them out; the search works without them). */
export const getServerSideProps = pageLoader(
  async ({ client }) => ({ hot: hotArticles((await getInformationHome({ limit: 10 }, client).catch(() => null))?.records ?? []) }),
  { errorPage: true },
);

/**
 * 发现 search (inventory §16c): the field, the live row 搜索"…", and the history (localStorage foundHistory) as chips.
 * A keyword, from Enter, the live row or a chip, is saved first and opens /found/kword. 热门资讯 follow.
 */
const FoundSearchPage: PageWithLayout<ReadyProps<{ hot: ArticleCard[] }>> = ({ data }) => {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const [text, setText] = useState('');
  const ready = useClientReady();
  const stored = useMemo(() => (ready ? readFoundHistory() : []), [ready]);
  const [changed, setHistory] = useState<string[] | null>(null);
  const history = changed ?? stored;
  const typed = text.trim();

  const go = (word: string) => {
    const w = word.trim();
    if (!w) return;
    setHistory(saveFoundKeyword(w));
    void router.push(kwordHref(w));
  };
  const cancel = () => {
    if (isInApp) void bridge.goBack();
    else void router.replace('/found');
  };
  const wipe = () => {
    clearFoundHistory();
    setHistory([]);
  };

  return (
    <div className={styles.searchPage}>
      <Head>
        <title key="title">搜索</title>
        <meta key="robots" name="robots" content="noindex,follow" />
      </Head>
      <FoundSearchBar value={text} onChange={setText} onSubmit={go} onCancel={cancel} autoFocus />
      {typed ? (
        <button type="button" className={styles.liveRow} onClick={() => go(typed)}>
          <span>
            搜索{'"'}
            <strong>{typed}</strong>
            {'"'}
          </span>
          <RightOutline aria-hidden className={styles.liveArrow} />
        </button>
      ) : null}
      <section className={styles.history} aria-labelledby="found-history">
        <div className={styles.historyHead}>
          <h2 id="found-history">搜索历史</h2>
          {history.length ? (
            <button type="button" className={styles.trash} aria-label="清空搜索历史" onClick={wipe}>
              <DeleteOutline aria-hidden />
            </button>
          ) : null}
        </div>
        {history.length ? (
          <div className={styles.chips}>
            {history.map((w) => (
              <button key={w} type="button" className={styles.chip} onClick={() => go(w)}>
                {w}
              </button>
            ))}
          </div>
        ) : (
          <Empty text="没有任何搜索历史" />
        )}
      </section>
      <FoundHotList articles={data.hot} />
    </div>
  );
};

FoundSearchPage.getLayout = keepAliveLayout;
export default FoundSearchPage;
