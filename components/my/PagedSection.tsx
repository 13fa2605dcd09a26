import type { ReactNode } from 'react';
import { Empty, LoadError } from '@/components/common/Empty';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedFooter } from '@/components/planner/PagedFooter';
import type { PagedList } from '@/components/planner/usePagedList';

type Props<T> = {
  list: PagedList<T>;
  emptyText: string;
  label: string;
  render: (item: T) => ReactNode;
  emptyImage?: ReactNode;
};

/** An infinite list with its loading, failure (请求失败，点击重新加载), empty and 没有更多了 states. */
export function PagedSection<T>({ list, emptyText, label, render }: Props<T>) {
  const emptyNow = !list.loading && !list.failed && list.items.length === 0;
  return (
    <section aria-label={label} aria-busy={list.loading}>
      {list.loading && list.items.length === 0 ? <InlineLoading /> : list.items.map(render)}
      {list.failed ? (
        <LoadError text="请求失败，点击重新加载" onRetry={() => void list.refresh()} />
      ) : emptyNow ? (
        <Empty text={emptyText} />
      ) : list.loading ? null : (
        <PagedFooter hasMore={list.hasMore} loadMore={list.loadMore} empty={list.items.length === 0} />
      )}
    </section>
  );
}
