/** The containers a publish page may run in besides a browser: the native app (bridge/) and Alipay's mPaaS. */
import { bridge } from '@/bridge';

type AlipayWindow = Window & { AlipayJSBridge?: { call: (name: string, ...args: unknown[]) => void } };

/** Alipay's mPaaS container: its bridge object, or the page opened with ?platForm=mpass. */
export function isMpaas(platForm: string | string[] | undefined): boolean {
  if ((Array.isArray(platForm) ? platForm[0] : platForm) === 'mpass') return true;
  return typeof window !== 'undefined' && !!(window as AlipayWindow).AlipayJSBridge;
}

/** Closes the mPaaS web view; false when its bridge is not there. */
export function closeMpaas(): boolean {
  const b = typeof window === 'undefined' ? undefined : (window as AlipayWindow).AlipayJSBridge;
  if (!b) return false;
  b.call('closeWebview');
  return true;
}

/** Closes the app's web view (dgg_close_webView); false outside the app. */
export async function closeAppWebview(): Promise<boolean> {
  const r = await bridge.callHandler('dgg_close_webView', {});
  return r.code !== -1;
}
