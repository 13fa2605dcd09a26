import Link from 'next/link';
import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import styles from './profile.module.css';

type Props = {
  label: string;
  /** Text or an element (the avatar); empty text reads 未设置, none shows only the arrow. */
  value?: ReactNode;
  href?: string;
  onClick?: () => void;
};

/** One row of 个人信息 / 设置: a label, its value and an arrow; a link or a button. */
export function InfoRow({ label, value, href, onClick }: Props) {
  const shown = value === '' || value === null ? '未设置' : value;
  const body = (
    <>
      <span className={styles.label}>{label}</span>
      <span className={styles.value}>
        {typeof shown === 'string' ? <span className={styles.valueText}>{shown}</span> : (shown ?? null)}
        <RightOutline aria-hidden />
      </span>
    </>
  );
  if (href) {
    return (
      <Link className={styles.row} href={href}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" className={styles.row} onClick={onClick}>
      {body}
    </button>
  );
}
