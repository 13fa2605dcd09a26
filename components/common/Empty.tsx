import type { ReactNode } from 'react';
import styles from './Empty.module.css';

/** "Nothing here" block with the shared illustration. */
export function Empty({ text = '暂无数据', children }: { text?: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <img src="/images/error.svg" alt="" width={160} height={110} className={styles.image} />
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}
