import type { ReactNode } from 'react';
import { CheckOutline } from 'antd-mobile-icons';
import styles from './favourites.module.css';

type Props = { checked: boolean; onToggle: () => void; children: ReactNode; className?: string };

/**
 * A round tick with its content as one checkbox a screen reader and a test can find by its text (antd-mobile's
 * Checkbox hides its input with display: none, so it has no checkbox role at all).
 */
export function Tick({ checked, onToggle, children, className }: Props) {
  return (
    <button type="button" role="checkbox" aria-checked={checked} className={`${styles.tickBtn} ${className ?? ''}`} onClick={onToggle}>
      <span className={checked ? styles.tickOn : styles.tick} aria-hidden>
        {checked ? <CheckOutline /> : null}
      </span>
      {children}
    </button>
  );
}
