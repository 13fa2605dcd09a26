/** Opening the 薯片找人 app from the web, with store fallbacks (inventory §6.7, openappV2). */
import { OPEN_APP_FALLBACK_MS } from '@/lib/constants';
import { nav } from '@/lib/navigate';
import { deviceOf, type Device } from '@/lib/app/deviceOf';

export const APP_SCHEME_URL = 'cpsccustomer://';
export const IOS_STORE_URL = 'https://apps.apple.com/cn/app/id1535886630';
export const ANDROID_STORE_URL = 'https://a.app.qq.com/o/simple.jsp?pkgname=com.chips.cpscustomer';
export const DOWNLOAD_PAGE = '/activity/download';

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

/** Returns the URL it sent the browser to first. `scheme`: the in-app address to open (default the app's home). */
export function openApp(env: Env, scheme: string = APP_SCHEME_URL): string {
  const device = deviceOf(env.ua);
  if (isMessagingBrowser(env.ua)) {
    const url = storeUrlFor(device);
    env.go(url);
    return url;
  }
  env.go(scheme);
  env.setTimer(() => {
    if (!env.pageHidden()) env.go(storeUrlFor(device));
  }, OPEN_APP_FALLBACK_MS);
  return scheme;
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

// ——— the download page (/activity/download) and the open-app page (/activity/openApp) ———

/** The Android package itself (configurable); without one the app market page, which carries it too. */
export const ANDROID_APK_URL = process.env.NEXT_PUBLIC_ANDROID_APK_URL || ANDROID_STORE_URL;
export { OPEN_APP_PAGE } from './openAppPage';

export const APP_TEXT = {
  wechat: '微信内不支持打开外部应用，请更换为其他浏览器打开本页面。',
  messaging: '当前应用内不支持打开外部应用，请更换为其他浏览器打开本页面。',
  desktopOpen: '请使用手机浏览器访问本页面即可打开薯片找人APP',
  desktopDownload: '请使用手机浏览器访问本页面下载薯片找人APP',
} as const;

export function isWeChat(ua: string): boolean {
  return /MicroMessenger/i.test(ua);
}

/** Where the visitor is, for the download and open-app pages. */
export type Place = 'wechat' | 'messaging' | Device;

export function placeOf(ua: string): Place {
  if (isWeChat(ua)) return 'wechat';
  if (isMessagingBrowser(ua)) return 'messaging';
  return deviceOf(ua);
}

/** A tap either leaves for a URL or explains, in a toast, why it cannot. */
export type AppAction = { go: string } | { toast: string };

const blocked = (place: Place): AppAction | null =>
  place === 'wechat' ? { toast: APP_TEXT.wechat } : place === 'messaging' ? { toast: APP_TEXT.messaging } : null;

/** 若您已安装APP，点此打开: the app's scheme on a phone's own browser. */
export function openInstalledAction(place: Place): AppAction {
  return blocked(place) ?? (place === 'other' ? { toast: APP_TEXT.desktopOpen } : { go: APP_SCHEME_URL });
}

/** 点击立即下载: the App Store on iOS, the package on Android. */
export function downloadAction(place: Place): AppAction {
  return blocked(place) ?? (place === 'ios' ? { go: IOS_STORE_URL } : place === 'android' ? { go: ANDROID_APK_URL } : { toast: APP_TEXT.desktopDownload });
}

/**
 * The in-app address of a page of this site: the scheme with the web path, so the app opens it where it has a
 * screen for it (and its home otherwise). Only paths of this site are passed on.
 */
export function appSchemeFor(path: string | undefined): string {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return APP_SCHEME_URL;
  return `${APP_SCHEME_URL}web?path=${encodeURIComponent(path)}`;
}
