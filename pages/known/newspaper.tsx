import Link from 'next/link';
import { useCallback } from 'react';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { getInformationHome, listInformation, type ArticleCard, type ArticleCategory } from '@/services/article';
import type { Paged } from '@/services/goods';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { Empty } from '@/components/common/Empty';
import { ArticleRow } from '@/components/home/ArticleRow';
import { usePagedList } from '@/components/planner/usePagedList';
import { PagedFooter } from '@/components/planner/PagedFooter';
import styles from '@/components/home/newspaper.module.css';

const PAGE_SIZE = 10;

type Props = ReadyProps<{ category: string; categories: ArticleCategory[]; first: Paged<ArticleCard> | null }>;

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const home = await getInformationHome({ limit: 1 }, client).catch(() => null);
    const categories = home?.categories ?? [];
    const wanted = query.category || '';
    const category = categories.some((c) => c.code === wanted) ? wanted : '';
    const first = await optional(listInformation({ page: 1, limit: PAGE_SIZE, category: category || undefined }, client));
    return { category, categories, first };
  },
  { errorPage: true },
);

/** 资讯 list (/known/newspaper): newest first, one tab per category, more pages on scroll. */
const NewspaperPage: PageWithLayout<Props> = ({ data: { category, categories, first } }) => {
  const fetchPage = useCallback((page: number) => listInformation({ page, limit: PAGE_SIZE, category: category || undefined }), [category]);
  const list = usePagedList(fetchPage, category, first);
  const tabs = [{ code: '', name: '全部' }, ...categories];
  return (
    <>
      <Seo
        title="资讯精选 - 薯片企服"
        description="公司注册、财税、商标专利、法律合规和政策解读，创业路上的实用资讯。"
        path={category ? `/known/newspaper?category=${category}` : '/known/newspaper'}
      />
      <HeaderBar title="资讯精选" fixed />
      <nav className={styles.tabs} aria-label="资讯分类">
        {tabs.map((t) => (
          <Link
            key={t.code || 'all'}
            href={t.code ? `/known/newspaper?category=${t.code}` : '/known/newspaper'}
            replace
            scroll={false}
            className={t.code === category ? styles.tabActive : styles.tab}
            aria-current={t.code === category ? 'page' : undefined}
          >
            {t.name}
          </Link>
        ))}
      </nav>
      <main className={styles.list}>
        {list.failed ? (
          <Empty text="资讯加载失败，请稍后再试">
            <button type="button" className="button-primary" onClick={() => void list.refresh()}>
              重新加载
            </button>
          </Empty>
        ) : list.loading && !list.items.length ? (
          <p className={styles.loading} role="status">
            加载中…
          </p>
        ) : !list.items.length ? (
          <Empty text="暂无资讯" />
        ) : (
          <ul>
            {list.items.map((a, i) => (
              <li key={a.id}>
                <ArticleRow article={a} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
        {!list.failed && list.items.length ? <PagedFooter hasMore={list.hasMore} loadMore={list.loadMore} empty={!list.items.length} /> : null}
      </main>
    </>
  );
};

NewspaperPage.getLayout = defaultLayout;
export default NewspaperPage;
