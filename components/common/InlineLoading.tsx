import { SpinLoading } from '@/components/common/SpinLoading';
import styles from './LoadingOverlay.module.css';

/**
 * Inline placeholder while a section loads. A module of its own: the full-screen LoadingOverlay brings antd-mobile's
 * Mask (and its animation library) with it, which a page that only shows this spinner does not need.
 */
export function InlineLoading({ text = '加载中' }: { text?: string }) {
  return (
    <div className={styles.inline} role="status" aria-live="polite">
      <SpinLoading color="primary" style={{ '--size': '0.4rem' }} />
      <span>{text}</span>
    </div>
  );
}
