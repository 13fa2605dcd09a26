import type { ReactNode } from 'react';
import { InfiniteScroll } from 'antd-mobile';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import styles from './list.module.css';

/**
 * Pull-to-refresh + infinite scroll around a list (antd-mobile), with the list's own end and retry texts.
 * `loadMore` must reject on failure so InfiniteScroll offers its retry.
 */
export function PagedList({
  children,
  hasMore,
  loadMore,
  refresh,
  showFoot,
  endText = '我是有底线的...',
}: {
  children: ReactNode;
  hasMore: boolean;
  loadMore: () => Promise<void>;
  refresh: () => Promise<void>;
  /** False while the list is empty (its empty state speaks instead). */
  showFoot: boolean;
  endText?: string;
}) {
  return (
    <PullToRefresh onRefresh={refresh} pullingText="下拉刷新" canReleaseText="释放立即刷新" refreshingText="加载中..." completeText="刷新成功">
      {children}
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore} threshold={300}>
        {(more, failed, retry) =>
          !showFoot ? null : failed ? (
            <button type="button" className={styles.retry} onClick={retry}>
              加载失败，点击重试
            </button>
          ) : more ? (
            <span className={styles.loadingText}>
              <i className={styles.spinner} aria-hidden />
              加载中
            </span>
          ) : (
            <span className={styles.endText}>{endText}</span>
          )
        }
      </InfiniteScroll>
    </PullToRefresh>
  );
}
