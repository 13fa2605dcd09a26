import { useRouter } from 'next/router';
import { useState } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { isApiError } from '@/lib/http';
import { errorText, pageLoader, throwIfSession, withStatus, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import { findAlreadyEvaluatePageList, type EvaluationPage, type EvaluationRecord } from '@/services/evaluate';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { ReviewItem } from '@/components/detail/ReviewItem';
import { filterChips, filterInput, filterKey, parseFilter, type ReviewFilter } from '@/lib/detail/reviewFilter';
import styles from '@/components/detail/reviews.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

const PAGE_SIZE = 15;

type Data = { goodId: string; filter: ReviewFilter; page: EvaluationPage | null; error: string | null };
type Props = ReadyProps<Data>;

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<PageAnswer<Data>> => {
    const goodId = query.goodId || query.goodsId || '';
    const filter = parseFilter(query.filter);
    if (!goodId) return withStatus(404, { goodId, filter, page: null, error: '缺少商品信息' });
    try {
      const page = await findAlreadyEvaluatePageList({ ext1: goodId, start: 1, limit: PAGE_SIZE, ...filterInput(filter) }, client);
      return { goodId, filter, page, error: null };
    } catch (err) {
      throwIfSession(err);
      const data: Data = { goodId, filter, page: null, error: errorText(err, '请求失败') };
      return isApiError(err) && err.code === 404 ? withStatus(404, data) : data;
    }
  },
  { errorPage: true, bare: bareLanding('goods', ['goodId', 'goodsId']) },
);

/** 评价列表 (inventory §10): all reviews of a goods, 15 at a time, filtered by 有图 / 好评 / tag. */
const CommentListPage: PageWithLayout<Props> = ({ data: { goodId, filter, page, error } }) => {
  const router = useRouter();
  const [records, setRecords] = useState<EvaluationRecord[]>(page?.records ?? []);
  const [next, setNext] = useState(2);
  const [hasMore, setHasMore] = useState(!!page && page.current < page.totalPage);
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(page);
  // A new server answer (filter chip, or another goods) replaces the list.
  if (shown !== page) {
    setShown(page);
    setRecords(page?.records ?? []);
    setNext(2);
    setHasMore(!!page && page.current < page.totalPage);
    setFailed(false);
  }

  const loadMore = async () => {
    try {
      const more = await findAlreadyEvaluatePageList({ ext1: goodId, start: next, limit: PAGE_SIZE, ...filterInput(filter) });
      setRecords((r) => [...r, ...more.records]);
      setNext(next + 1);
      setHasMore(more.current < more.totalPage);
    } catch (err) {
      setFailed(true);
      setHasMore(false);
      throw err;
    }
  };

  const choose = (f: ReviewFilter) => {
    const q: Record<string, string> = { goodId };
    if (f.kind !== 'all') q.filter = filterKey(f);
    void router.replace({ pathname: '/detail/commentList', query: q }, undefined, { scroll: false });
  };

  const stats = page?.stats;
  const active = filterKey(filter);
  return (
    <>
      <Seo
        title="评价列表 - 薯片企服"
        description={stats ? `共${stats.total}条用户评价${stats.goodRate !== null ? `，好评率${stats.goodRate}%` : ''}，来自薯片企服真实订单。` : '薯片企服商品的用户评价。'}
        path={`/detail/commentList?goodId=${encodeURIComponent(goodId)}`}
      />
      <HeaderBar title="评价列表" fixed />
      {stats ? (
        <>
          {stats.goodRate !== null ? (
            <div className={styles.listSummary}>
              <span className={styles.rate}>{stats.goodRate}%</span>
              <span className={styles.rateLabel}>好评率 · 共{stats.total}条评价</span>
            </div>
          ) : null}
          <div className={styles.filters} role="group" aria-label="评价筛选">
            {filterChips(stats).map((c) => (
              <button
                key={c.key}
                type="button"
                aria-pressed={c.key === active}
                className={`${styles.filter} ${c.key === active ? styles.filterOn : ''}`}
                onClick={() => c.key !== active && choose(c.filter)}
              >
                {c.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
      {records.length ? (
        <div className={styles.list}>
          {records.map((r) => (
            <ReviewItem key={r.id} review={r} />
          ))}
        </div>
      ) : (
        error && goodId ? (
          <LoadError text={error} />
        ) : (
          <Empty text={error || (filter.kind === 'all' ? '暂无评价' : '没有符合条件的评价')} />
        )
      )}
      {records.length ? (
        <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
          {hasMore ? (
            '加载中…'
          ) : failed ? (
            <button
              type="button"
              className={styles.more}
              onClick={() => {
                setFailed(false);
                setHasMore(true);
              }}
            >
              请求失败，点击重新加载
            </button>
          ) : (
            '没有更多了'
          )}
        </InfiniteScroll>
      ) : null}
    </>
  );
};

CommentListPage.getLayout = defaultLayout;

export default withBarePage(CommentListPage);
