import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './list.module.css';

/**
 * The foot of an infinite list without a library: an IntersectionObserver asks for the next page when the
 * foot comes within `margin` of the screen. Shows 加载中 / the end text / a retry.
 */
export function LoadMoreSentinel({
  hasMore,
  loading,
  failed,
  onLoad,
  endText = '我是有底线的...',
  margin = '400px',
}: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
  endText?: string;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const load = useEffectEvent(() => onLoad());

  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || failed || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    }, { rootMargin: margin });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, failed, margin, loading]);

  return (
    <div ref={ref} className={styles.foot} role="status" aria-live="polite">
      {failed ? (
        <button type="button" className={styles.retry} onClick={onLoad}>
          加载失败，点击重试
        </button>
      ) : hasMore ? (
        <span className={styles.loadingText}>
          <i className={styles.spinner} aria-hidden />
          加载中
        </span>
      ) : (
        endText
      )}
    </div>
  );
}
