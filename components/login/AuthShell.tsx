import type { ReactNode } from 'react';
import { CloseOutline } from 'antd-mobile-icons';
import { HeaderBar } from '@/components/common/HeaderBar';
import styles from './AuthShell.module.css';

type Props = {
  /** Visible page heading (手机快捷登录, 注册账号...). */
  heading: string;
  subheading?: string;
  onClose: () => void;
  headerRight?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The frame shared by login, register and forget: close ×, optional right link, big heading, form, footer links. */
export function AuthShell({ heading, subheading, onClose, headerRight, children, footer }: Props) {
  return (
    <div className={styles.page}>
      <HeaderBar
        left={
          <button type="button" className={styles.close} aria-label="关闭" onClick={onClose}>
            <CloseOutline aria-hidden />
          </button>
        }
        right={headerRight}
      />
      <div className={styles.body}>
        <h1 className={styles.heading}>{heading}</h1>
        {subheading ? <p className={styles.subheading}>{subheading}</p> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>
  );
}

type SubmitProps = { children: ReactNode; ready: boolean };

/**
 * The form's submit button: always clickable (the toast says what is missing), dimmed until the form is valid. The
 * dimmed state is announced as aria-disabled (a dimmed control is inactive, so its text need not meet contrast).
 */
export function SubmitButton({ children, ready }: SubmitProps) {
  return (
    <button type="submit" className={`${styles.submit} ${ready ? '' : styles.notReady}`} aria-disabled={!ready}>
      {children}
    </button>
  );
}
