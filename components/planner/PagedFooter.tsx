import { InfiniteScroll } from 'antd-mobile';
import { SpinLoading } from '@/components/common/SpinLoading';
import { LoadError } from '@/components/common/Empty';
import type { ReactNode } from 'react';
import type { PagedList } from './usePagedList';
import styles from './list.module.css';

type Props = {
  hasMore: boolean;
  loadMore: () => Promise<void>;
  /** Nothing listed: the page shows its own empty state instead of 没有更多了. */
  empty: boolean;
};

/** The infinite list's footer with the original texts: loading, 请求失败，点击重新加载, 没有更多了. */
export function PagedFooter({ hasMore, loadMore, empty }: Props) {
  return (
    <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={200}>
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className={styles.footerRetry} onClick={() => void retry()}>
            请求失败，点击重新加载
          </button>
        ) : more ? (
          <span className={styles.footer} role="status">
            <SpinLoading color="primary" style={{ '--size': '0.32rem' }} /> 加载中
          </span>
        ) : empty ? null : (
          <span className={styles.footer}>没有更多了</span>
        )
      }
    </InfiniteScroll>
  );
}

/**
 * The end of a paged list (usePagedList): the first page failed → 请求失败，点击重新加载 with 重新加载; nothing
 * listed → the caller's empty state; otherwise the infinite footer.
 */
export function PagedListEnd({ list, empty }: { list: Pick<PagedList<unknown>, 'items' | 'loading' | 'failed' | 'hasMore' | 'loadMore' | 'refresh'>; empty: ReactNode }) {
  if (list.failed) {
    return <LoadError text="请求失败，点击重新加载" onRetry={() => void list.refresh()} />;
  }
  if (!list.loading && list.items.length === 0) return <>{empty}</>;
  return <PagedFooter hasMore={list.hasMore && !list.loading} loadMore={list.loadMore} empty={list.items.length === 0} />;
}
