import { useRouter } from 'next/router';
import { useCallback, useEffect, useState } from 'react';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { SpinLoading } from '@/components/common/SpinLoading';
import { SearchOutline } from 'antd-mobile-icons';
import { ARTICLE_CATEGORY_NAMES } from '@/lib/contract/article/enums';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { keepAliveLayout, type PageWithLayout } from '@/layouts';
import { useKeepAliveStore } from '@/stores/keepAlive';
import { getInformationHome, listInformation, type ArticleCard, type ArticleCategory, type ArticlePage } from '@/services/article';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { FoundBanner } from '@/components/found/FoundBanner';
import { FoundCard } from '@/components/found/FoundCard';
import { ALL_TAB, foundTabs, PULL_TEXTS, tabOf } from '@/components/found/foundText';
import { useReadIds } from '@/components/found/readIds';
import { useKeptScroll } from '@/components/found/useKeptScroll';
import styles from '@/components/found/found.module.css';

const FOUND_PATH = '/found';
const PAGE_SIZE = 10;
const BANNER_COUNT = 5;
const CATEGORIES: ArticleCategory[] = Object.entries(ARTICLE_CATEGORY_NAMES).map(([code, name]) => ({ code, name }));

type Data = { category: string; categories: ArticleCategory[]; banner: ArticleCard[]; first: ArticlePage | null };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<Data> => {
    const category = tabOf(query.category, CATEGORIES);
    // Either part may fail on its own: the browser then loads the list itself, and the page goes without a banner.
    const [home, first] = await Promise.all([
      optional(getInformationHome({ limit: BANNER_COUNT }, client)),
      optional(listInformation({ page: 1, limit: PAGE_SIZE, category: category || undefined }, client)),
    ]);
    return {
      category,
      categories: home?.categories.length ? home.categories : CATEGORIES,
      banner: (home?.records ?? []).filter((a) => a.coverUrl),
      first,
    };
  },
  { errorPage: true },
);

/**
 * 发现 (inventory §16a): the category tabs, the newest articles as a banner, then every article newest first, ten at
 * a time on scroll, with pull-to-refresh. Kept alive (the list and its scroll) while the visitor reads an article or
 * searches, and comes back. No tab bar: 发现 is not one of the five tabs, and pages outside them show none here.
 */
const FoundPage: PageWithLayout<Props> = ({ data }) => {
  const router = useRouter();
  // Kept alive but hidden under another page: the carousel stops (the infinite list skips hidden footers itself).
  const shown = router.pathname === FOUND_PATH;
  const [category, setCategory] = useState(data.category);
  const [pulling, setPulling] = useState(false);
  const fetchPage = useCallback((page: number) => listInformation({ page, limit: PAGE_SIZE, category: category || undefined }), [category]);
  const list = usePagedList(fetchPage, category, data.first);
  const read = useReadIds();

  useEffect(() => {
    useKeepAliveStore.getState().add(FOUND_PATH);
  }, []);
  useKeptScroll(FOUND_PATH);

  const changeTab = (key: string) => {
    const next = key === ALL_TAB ? '' : key;
    if (next === category) return;
    setCategory(next);
    window.scrollTo(0, 0);
    void router.replace({ pathname: FOUND_PATH, query: next ? { category: next } : {} }, undefined, { shallow: true, scroll: false });
  };
  const pullRefresh = async () => {
    setPulling(true);
    try {
      await list.refresh();
    } finally {
      setPulling(false);
    }
  };
  const busy = list.loading && !pulling;
  const name = data.categories.find((c) => c.code === category)?.name;
  // Each tab's own banner (inventory §16a: the banner is asked per category): its newest articles with a cover.
  const banner = category ? list.items.filter((a) => a.coverUrl).slice(0, BANNER_COUNT) : data.banner;

  return (
    <div className={styles.page}>
      <Seo
        title={name ? `${name}_发现-薯片企服` : '发现_企业服务行业资讯与政策解读-薯片企服'}
        description="薯片企服发现频道：公司注册、财税知识、知识产权、法律合规与政策解读等企业服务资讯，每日更新。"
        path={category ? `${FOUND_PATH}?category=${encodeURIComponent(category)}` : FOUND_PATH}
      />
      <div className={styles.top}>
        <HeaderBar
          title="发现"
          right={
            <button type="button" className={styles.iconButton} aria-label="搜索资讯" onClick={() => void router.push('/found/foundSearch')}>
              <SearchOutline aria-hidden />
            </button>
          }
        />
        <Tabs activeKey={category || ALL_TAB} onChange={changeTab} className={styles.tabs}>
          {foundTabs(data.categories).map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={pullRefresh} {...PULL_TEXTS}>
        <FoundBanner key={category || ALL_TAB} articles={banner} playing={shown} />
        {busy ? (
          <div className={styles.loader} role="status" aria-label="加载中">
            <SpinLoading color="primary" style={{ '--size': '0.48rem' }} />
          </div>
        ) : null}
        {list.items.length ? (
          <ul className={busy ? `${styles.list} ${styles.listBusy}` : styles.list} aria-label="资讯列表" aria-busy={list.loading}>
            {list.items.map((a, i) => (
              <li key={a.id}>
                <FoundCard article={a} index={i} read={read.has(a.id)} eager={i < 2} />
              </li>
            ))}
          </ul>
        ) : null}
        <div className={styles.listEnd}>
          <PagedListEnd list={list} empty={<Empty text="暂无数据" />} />
        </div>
      </PullToRefresh>
    </div>
  );
};

FoundPage.getLayout = keepAliveLayout;
export default FoundPage;
