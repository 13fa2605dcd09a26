import styles from './card.module.css';

/** Grey placeholders of feed cards while a first page loads, so nothing jumps when it arrives. */
export function CardSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} aria-hidden>
          <div className={styles.skeletonHead}>
            <span className={styles.skeletonDot} />
            <span className={styles.skeletonLine} style={{ width: '30%', marginTop: 0 }} />
          </div>
          <div className={styles.skeletonLine} style={{ width: '90%' }} />
          <div className={styles.skeletonLine} style={{ width: '70%' }} />
        </div>
      ))}
    </div>
  );
}
