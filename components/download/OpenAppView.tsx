import Link from 'next/link';
import { useEffect } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { DOWNLOAD_PAGE, appSchemeFor, browserOpenAppEnv, openApp, type Place } from '@/components/common/openApp';
import { OPEN_APP_FALLBACK_MS } from '@/lib/constants';
import styles from './download.module.css';

/**
 * 打开APP (where the open-app banner's 立即打开 leads): on a phone's own browser it tries the app at once (the
 * page it came from, when given) and, if the app did not take over within 3 s, goes on to the store by device;
 * the 打开APP button tries again (some browsers open an app only from a tap). Inside WeChat and other messaging
 * apps, which refuse app links, it explains how to open the page in a browser; on a computer, to use a phone.
 */
export function OpenAppView({ place, path }: { place: Place; path: string }) {
  const phone = place === 'ios' || place === 'android';
  const scheme = appSchemeFor(path);
  const tryOpen = () => void openApp(browserOpenAppEnv(), scheme);
  // Once, on arrival, on a phone's own browser.
  useEffect(() => {
    if (phone) openApp(browserOpenAppEnv(), scheme);
  }, [phone, scheme]);

  return (
    <div className={styles.page}>
      {place === 'wechat' ? null : <HeaderBar title="打开APP" />}
      {place === 'wechat' || place === 'messaging' ? (
        <div className={styles.guide} role="note">
          <img src="/images/download/browser-hint.svg" alt="" width={200} height={140} className={styles.guideArrow} />
          <p>
            {place === 'wechat' ? '微信' : '当前应用'}内无法直接打开薯片找人APP
            <br />
            请点击右上角「···」，选择「在浏览器打开」
          </p>
        </div>
      ) : null}
      <section className={styles.hero}>
        <img src="/images/logo.svg" alt="" width={64} height={64} className={styles.logo} />
        <h1 className={styles.name}>薯片找人APP</h1>
        <p className={styles.slogan}>找人服务，尽在薯片找人</p>
        <p className={styles.status} role="status">
          {phone
            ? `正在打开薯片找人APP…未安装将在 ${OPEN_APP_FALLBACK_MS / 1000} 秒后前往下载`
            : place === 'other'
              ? '请使用手机浏览器访问本页面即可打开薯片找人APP'
              : '在浏览器中打开后，即可一键打开APP'}
        </p>
      </section>
      <div className={styles.bar}>
        {phone ? (
          <button type="button" className={`button-primary ${styles.download}`} onClick={tryOpen}>
            打开APP
          </button>
        ) : null}
        <Link href={DOWNLOAD_PAGE} className={phone ? styles.linkButton : `button-primary ${styles.download}`}>
          {phone ? '还没有安装？去下载' : '下载APP'}
        </Link>
        {path ? (
          <Link href={path} className={styles.linkButton}>
            继续浏览网页版
          </Link>
        ) : null}
      </div>
    </div>
  );
}
