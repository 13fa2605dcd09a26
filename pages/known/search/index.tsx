import Head from 'next/head';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Dialog } from '@/components/common/lazyAntd';
import { ClockCircleOutline, CloseOutline, DeleteOutline } from 'antd-mobile-icons';
import { bridge } from '@/bridge';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { knownKeywords, type Keywords } from '@/services/known';
import { flatQuery } from '@/lib/query';
import { useAppFlags } from '@/components/common/AppFlags';
import { KnownSearchBar } from '@/components/known/search/KnownSearchBar';
import { resultHref, searchTabOf } from '@/lib/known/searchHistory';
import { useSearchHistory } from '@/components/known/search/useSearchHistory';
import styles from '@/components/known/search/search.module.css';
import { goBack } from '@/lib/goBack';

/** 热门搜索 (and a logged-in user's 历史记录) come with the page; without them the page still works. */
export const getServerSideProps = pageLoader(async ({ client }) => ({ keywords: await optional(knownKeywords(client)) }), { errorPage: true });

/**
 * 必懂 search (inventory known.md §13a): the field, 历史记录 (the server's for a logged-in user, this browser's for a
 * visitor) and 热门搜索. Enter replaces this page with the results; a history or hot keyword opens them on top.
 */
const KnownSearchPage: PageWithLayout<ReadyProps<{ keywords: Keywords | null }>> = ({ data }) => {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const q = flatQuery(router.query);
  const tab = searchTabOf(q.type);
  const [text, setText] = useState(q.keyword ?? '');
  // A kept-alive page opened again with another ?keyword starts from it.
  const [seenKeyword, setSeenKeyword] = useState(q.keyword);
  if (q.keyword !== seenKeyword) {
    setSeenKeyword(q.keyword);
    setText(q.keyword ?? '');
  }
  const kw = useSearchHistory(data.keywords);

  const search = (keyword: string, replace: boolean) => {
    const k = keyword.trim();
    if (!k) return;
    kw.remember(k);
    if (replace) void router.replace(resultHref(k, tab));
    else void router.push(resultHref(k, tab));
  };
  const cancel = () => {
    if (isInApp) void bridge.goBack();
    else goBack(router, '/known');
  };
  const clearAll = async () => {
    if (await Dialog.confirm({ content: '确定清空全部历史记录吗？', confirmText: '清空', cancelText: '取消' })) await kw.clear();
  };

  return (
    <div className={styles.page}>
      <Head>
        <title key="title">搜索_必懂-薯片企服</title>
        <meta key="robots" name="robots" content="noindex,follow" />
      </Head>
      <KnownSearchBar value={text} onChange={setText} onSubmit={(v) => search(v, true)} onCancel={cancel} />
      {kw.history.length ? (
        <section className={styles.section} aria-labelledby="known-history">
          <div className={styles.sectionHead}>
            <h2 id="known-history" className={styles.sectionTitle}>
              历史记录
            </h2>
            <button type="button" className={styles.iconBtn} aria-label="清空历史记录" onClick={() => void clearAll()}>
              <DeleteOutline aria-hidden />
            </button>
          </div>
          <ul>
            {kw.history.map((h) => (
              <li key={h} className={styles.historyRow}>
                <button type="button" className={styles.historyWord} onClick={() => search(h, false)}>
                  <ClockCircleOutline aria-hidden className={styles.clock} />
                  <span>{h}</span>
                </button>
                {kw.canForgetOne ? (
                  <button type="button" className={styles.iconBtn} aria-label={`删除${h}`} onClick={() => kw.forget(h)}>
                    <CloseOutline aria-hidden />
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className={`${styles.section} ${styles.emptyTip}`}>输入关键词，搜索必懂里的问题、文章、回答和用户</p>
      )}
      {kw.hot.length ? (
        <section className={styles.section} aria-labelledby="known-hot">
          <div className={styles.sectionHead}>
            <h2 id="known-hot" className={styles.sectionTitle}>
              热门搜索
            </h2>
          </div>
          <div className={styles.chips}>
            {kw.hot.map((h, i) => (
              <button key={h} type="button" className={i < 3 ? `${styles.chip} ${styles.chipHot}` : styles.chip} onClick={() => search(h, false)}>
                {h}
              </button>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
};

KnownSearchPage.getLayout = keepAliveLayout;
export default KnownSearchPage;
