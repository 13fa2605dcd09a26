/** Opening the 薯片找人 app from the web, with store fallbacks (inventory §6.7, openappV2). */
import { OPEN_APP_FALLBACK_MS } from '@/lib/constants';
import { nav } from '@/lib/navigate';

export const APP_SCHEME_URL = 'cpsccustomer://';
export const IOS_STORE_URL = 'https://apps.apple.com/cn/app/id1535886630';
export const ANDROID_STORE_URL = 'https://a.app.qq.com/o/simple.jsp?pkgname=com.chips.cpscustomer';
export const DOWNLOAD_PAGE = '/activity/download';

export type Device = 'ios' | 'android' | 'other';

export function deviceOf(ua: string): Device {
  if (/\(i[^;]+;( U;)? CPU.+Mac OS X/i.test(ua) || /iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android|Adr/i.test(ua)) return 'android';
  return 'other';
}

/** WeChat, QQ and Weibo in-app browsers block custom URL schemes. */
export function isMessagingBrowser(ua: string): boolean {
  return /MicroMessenger|\bQQ\/|Weibo/i.test(ua);
}

export function storeUrlFor(device: Device): string {
  if (device === 'ios') return IOS_STORE_URL;
  if (device === 'android') return ANDROID_STORE_URL;
  return DOWNLOAD_PAGE;
}

type Env = {
  ua: string;
  go: (url: string) => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  /** True once the page went to the background, i.e. the app did open. */
  pageHidden: () => boolean;
};

/** Returns the URL it sent the browser to first. */
export function openApp(env: Env): string {
  const device = deviceOf(env.ua);
  if (isMessagingBrowser(env.ua)) {
    const url = storeUrlFor(device);
    env.go(url);
    return url;
  }
  env.go(APP_SCHEME_URL);
  env.setTimer(() => {
    if (!env.pageHidden()) env.go(storeUrlFor(device));
  }, OPEN_APP_FALLBACK_MS);
  return APP_SCHEME_URL;
}

export function browserOpenAppEnv(): Env {
  let hidden = false;
  const onHide = () => {
    if (document.visibilityState === 'hidden') hidden = true;
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', () => (hidden = true), { once: true });
  return {
    ua: navigator.userAgent,
    go: (url) => nav.assign(url),
    setTimer: (fn, ms) =>
      window.setTimeout(() => {
        document.removeEventListener('visibilitychange', onHide);
        fn();
      }, ms),
    pageHidden: () => hidden || document.visibilityState === 'hidden',
  };
}
