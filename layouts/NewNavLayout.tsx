import type { ReactNode } from 'react';
import { BottomDock } from './BottomDock';
import { useOpenAppBannerVisible } from '@/components/common/OpenAppBanner';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './layouts.module.css';

/**
 * A full-height scroll area above the tab bar (used by /): pages with their own sticky headers
 * and pull-to-refresh scroll inside it instead of the window.
 */
export function NewNavLayout({ children }: { children: ReactNode }) {
  const { isInApp } = useAppFlags();
  const banner = useOpenAppBannerVisible();
  const cls = isInApp ? styles.scrollFull : banner ? styles.scrollWithBanner : styles.scroll;
  return (
    <>
      <main className={cls} data-scroll-root>
        {children}
      </main>
      <BottomDock />
    </>
  );
}
