import type { ReactNode } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import styles from './tick.module.css';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Visible text after the circle; `label` alone names it for screen readers. */
  children?: ReactNode;
  label?: string;
  size?: string;
};

/**
 * A round tick that is a real checkbox for assistive technology (antd-mobile's hides its input with
 * display:none, so it has no role at all).
 */
export function Tick({ checked, onChange, disabled, children, label, size = '0.36rem' }: Props) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={styles.tick}
      onClick={() => onChange(!checked)}
    >
      <span className={`${styles.circle} ${checked ? styles.on : ''}`} style={{ width: size, height: size }} aria-hidden>
        {checked ? <CheckOutline /> : null}
      </span>
      {children ? <span className={styles.text}>{children}</span> : null}
    </button>
  );
}
