import { TabBar } from '@/components/common/TabBar';
import { OpenAppBanner, useOpenAppBannerVisible } from '@/components/common/OpenAppBanner';
import { useAppFlags } from '@/components/common/AppFlags';
import styles from './layouts.module.css';

/** The open-app banner stacked on the tab bar, fixed to the bottom; nothing inside the native app. */
export function BottomDock() {
  const { isInApp } = useAppFlags();
  if (isInApp) return null;
  return (
    <div className={`${styles.dock} fixed-column`}>
      <OpenAppBanner />
      <TabBar />
    </div>
  );
}

/** Reserves the dock's height at the end of the page so the last content is not hidden under it. */
export function BottomDockPlaceholder() {
  const { isInApp } = useAppFlags();
  const banner = useOpenAppBannerVisible();
  if (isInApp) return null;
  return <div className={banner ? styles.placeholderWithBanner : styles.placeholder} aria-hidden />;
}
