import { InfiniteScroll, SpinLoading } from 'antd-mobile';
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
