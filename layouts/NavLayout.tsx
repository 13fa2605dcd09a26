import type { ReactNode } from 'react';
import { BottomDock, BottomDockPlaceholder } from './BottomDock';

/** Page + bottom tab bar (with the open-app banner) outside the native app. Used by /my. */
export function NavLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main className="layout-nav">{children}</main>
      <BottomDockPlaceholder />
      <BottomDock />
    </>
  );
}
