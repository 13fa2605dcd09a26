import { IntentLink } from './IntentLink';
import { useRouter } from 'next/router';
import { Glyph } from './Glyph';
import { useAppStore } from '@/stores/app';
import { useAppFlags } from './AppFlags';
import { OPEN_APP_PAGE } from './openAppPage';
import styles from './OpenAppBanner.module.css';

/**
 * "Open the app" strip shown above the tab bar. Never on /my, never inside the app; closing it
 * hides it for the browser session (the store remembers it in sessionStorage).
 */
export function useOpenAppBannerVisible(): boolean {
  const { pathname } = useRouter();
  const { isInApp, isShowOpenApp } = useAppFlags();
  return isShowOpenApp && !isInApp && pathname !== '/my';
}

export function OpenAppBanner() {
  const visible = useOpenAppBannerVisible();
  const { asPath } = useRouter();
  const closeOpenApp = useAppStore((s) => s.closeOpenApp);
  if (!visible) return null;

  return (
    <aside className={styles.banner} aria-label="打开薯片找人APP">
      <button type="button" className={styles.close} aria-label="关闭" onClick={() => closeOpenApp()}>
        <Glyph name="close" />
      </button>
      <img className={styles.logo} src="/images/logo.svg" alt="" width={40} height={40} />
      <div className={styles.text}>
        <strong className={styles.name}>薯片找人APP</strong>
        <span className={styles.tagline}>找人服务，尽在薯片找人</span>
      </div>
      {/* The open-app page tries the app (this page in it) and explains where it cannot (WeChat, a computer). */}
      <IntentLink href={`${OPEN_APP_PAGE}?path=${encodeURIComponent(asPath || '/')}`} className={styles.open}>
        立即打开
      </IntentLink>
    </aside>
  );
}
