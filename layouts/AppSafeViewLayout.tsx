import type { ReactNode } from 'react';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './layouts.module.css';

/** Adds bottom breathing room inside the native app, whose home indicator overlaps the page. */
export function AppSafeViewLayout({ children }: { children: ReactNode }) {
  const { isInApp } = useAppFlags();
  return <main className={isInApp ? styles.appSafe : undefined}>{children}</main>;
}
