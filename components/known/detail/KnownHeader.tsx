import Link from 'next/link';
import type { ReactNode } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import styles from './detail.module.css';

type Props = {
  /** Opened from a shared link: no back (nothing of ours behind it), a way to 必懂 instead. */
  isShare: boolean;
  title?: ReactNode;
  right?: ReactNode;
};

/** The fixed header of the 必懂 detail pages. */
export function KnownHeader({ isShare, title, right }: Props) {
  return (
    <HeaderBar
      fixed
      shadow
      title={title}
      left={
        isShare ? (
          <Link href="/known" className={styles.homeLink}>
            必懂首页
          </Link>
        ) : undefined
      }
      right={right}
    />
  );
}

/** An icon button of the header (a 40px target), optionally with a word beside it. */
export function HeadButton({ label, text, onClick, children }: { label: string; text?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.headIcon} aria-label={text ? undefined : label} onClick={onClick}>
      {children}
      {text ? <span className={styles.headText}>{text}</span> : null}
    </button>
  );
}
