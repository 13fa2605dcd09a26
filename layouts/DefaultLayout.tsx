import type { ReactNode } from 'react';

/** A bare wrapper: no tab bar, no banner (login pages, activity pages, error pages). */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return <main className="layout-default">{children}</main>;
}
