import type { CSSProperties } from 'react';
import 'antd-mobile/es/components/spin-loading/spin-loading.css';
import styles from './SpinLoading.module.css';

const COLORS: Record<string, string> = { default: 'var(--adm-color-weak)', primary: 'var(--adm-color-primary)', white: 'var(--adm-color-white)' };
const CIRCUMFERENCE = 15 * Math.PI * 2;

type Props = { color?: 'default' | 'primary' | 'white' | (string & {}); className?: string; style?: CSSProperties & Partial<Record<'--size' | '--color', string>> };

/**
 * antd-mobile's SpinLoading, markup and look, with its arc animated in CSS instead of react-spring: the spinner is on
 * many first screens (lists' footers, the loading overlay), and antd-mobile's pulls its spring library (~16 KB gzip)
 * into every one of them. Same props (color, --size).
 */
export function SpinLoading({ color = 'default', className, style }: Props) {
  return (
    <div className={className ? `adm-spin-loading ${className}` : 'adm-spin-loading'} style={{ '--color': COLORS[color] ?? color, ...style } as CSSProperties}>
      <svg className="adm-spin-loading-svg" viewBox="0 0 32 32">
        <circle className={`adm-spin-loading-fill ${styles.fill}`} fill="transparent" strokeWidth="2" strokeDasharray={CIRCUMFERENCE} strokeLinecap="square" r="15" cx="16" cy="16" />
      </svg>
    </div>
  );
}
