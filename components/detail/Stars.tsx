import { StarFill } from 'antd-mobile-icons';
import styles from './reviews.module.css';

/** Five stars, `filled` of them lit (floor(averageScore / 200), computed by the server). */
export function Stars({ filled }: { filled: number }) {
  const n = Math.max(0, Math.min(5, Math.floor(filled)));
  return (
    <span className={styles.stars} role="img" aria-label={`${n}星`}>
      {[0, 1, 2, 3, 4].map((i) => (
        <StarFill key={i} aria-hidden className={i < n ? styles.starOn : styles.starOff} />
      ))}
    </span>
  );
}
