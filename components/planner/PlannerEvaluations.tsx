import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Empty } from '@/components/common/Empty';
import { ReviewItem } from '@/components/detail/ReviewItem';
import { filterChips, filterInput, filterKey, type ReviewFilter } from '@/lib/detail/reviewFilter';
import { findAlreadyEvaluatePageList, type EvaluationPage } from '@/services/evaluate';
import { PagedListEnd } from './PagedFooter';
import { EVALUATE_PAGE_SIZE } from '@/lib/planner/evaluations';
import { usePagedList } from './usePagedList';
import reviewStyles from '@/components/detail/reviews.module.css';
import styles from './evaluate.module.css';

type Props = {
  mchUserId: string;
  filter: ReviewFilter;
  /** The first page for `filter`, rendered on the server; its stats cover every review of the planner. */
  page: EvaluationPage | null;
};

/** A planner's reviews with the 全部 / 有图 / 好评 / tag chips, ten at a time. */
export function PlannerEvaluations({ mchUserId, filter: initialFilter, page }: Props) {
  const router = useRouter();
  const [filter, setFilter] = useState(initialFilter);
  const key = filterKey(filter);
  const fetchPage = useCallback(
    (start: number) => findAlreadyEvaluatePageList({ plannerId: mchUserId, start, limit: EVALUATE_PAGE_SIZE, ...filterInput(filter) }),
    [mchUserId, filter],
  );
  const list = usePagedList(fetchPage, `${mchUserId}|${key}`, page);

  const choose = (f: ReviewFilter) => {
    setFilter(f);
    const query = { ...router.query };
    if (f.kind === 'all') delete query.filter;
    else query.filter = filterKey(f);
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };

  const stats = page?.stats;
  return (
    <section className={styles.board} aria-label="评价列表">
      {stats && stats.total > 0 ? (
        <div className={reviewStyles.filters} role="group" aria-label="评价筛选">
          {filterChips(stats).map((c) => (
            <button
              key={c.key}
              type="button"
              aria-pressed={c.key === key}
              className={`${reviewStyles.filter} ${c.key === key ? reviewStyles.filterOn : ''}`}
              onClick={() => c.key !== key && choose(c.filter)}
            >
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.list} aria-busy={list.loading}>
        {list.items.map((r) => (
          <ReviewItem key={r.id} review={r} />
        ))}
      </div>
      <PagedListEnd list={list} empty={<Empty text={filter.kind === 'all' ? '暂无评价' : '没有符合条件的评价'} />} />
    </section>
  );
}
