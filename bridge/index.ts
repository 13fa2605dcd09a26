/**
 * Native app bridge (WebViewJavascriptBridge protocol of the 薯片找人 app; inventory platform §1.7).
 * Outside the app every call resolves { code: -1 } instead of waiting for a bridge that never comes.
 */
import { isAndroidUA, isIOSUA, isMiniProgramUA, parseAppUA } from './ua';

export type BridgeResult<T = unknown> = { code: number; data?: T; msg?: string; [key: string]: unknown };
type Callback = (response: unknown) => void;
export type WebViewBridge = {
  callHandler(name: string, data: unknown, cb?: Callback): void;
  registerHandler(name: string, fn: (data: unknown, respond: Callback) => void): void;
  init?(handler: (message: unknown, respond: Callback) => void): void;
};
type BridgeWindow = Window & {
  WebViewJavascriptBridge?: WebViewBridge;
  WVJBCallbacks?: ((b: WebViewBridge) => void)[];
  uni?: { navigateBack?: (o: { delta: number }) => void };
};

export { isAndroidUA, isIOSUA, isMiniProgramUA, parseAppUA };

const SETUP_TIMEOUT_MS = 3000;
let initialised = false;

function currentUA() {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent;
}

/** Resolves the bridge once the app has injected it, or null outside the app / after a time-out. */
export function setupBridge(timeoutMs = SETUP_TIMEOUT_MS): Promise<WebViewBridge | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const w = window as BridgeWindow;
  const ready = (b: WebViewBridge) => {
    // Android's bridge needs init() exactly once before native code can message us.
    if (!initialised && typeof b.init === 'function' && isAndroidUA(currentUA())) {
      initialised = true;
      try {
        b.init((_message, respond) => respond({ 'Javascript Responds': 'Wee!' }));
      } catch {
        // already initialised by the page before us
      }
    }
    return b;
  };
  if (w.WebViewJavascriptBridge) return Promise.resolve(ready(w.WebViewJavascriptBridge));
  const ua = currentUA();
  if (!parseAppUA(ua).isInApp) return Promise.resolve(null);
  return new Promise((resolve) => {
    let done = false;
    const finish = (b: WebViewBridge | null) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(b ? ready(b) : null);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    if (isIOSUA(ua)) {
      (w.WVJBCallbacks ||= []).push((b) => finish(b));
      const frame = document.createElement('iframe');
      frame.style.display = 'none';
      frame.src = 'wvjbscheme://__BRIDGE_LOADED__';
      document.documentElement.appendChild(frame);
      setTimeout(() => frame.remove(), 0);
    } else {
      document.addEventListener('WebViewJavascriptBridgeReady', () => finish(w.WebViewJavascriptBridge ?? null), {
        once: true,
      });
    }
  });
}

const parse = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

/** Calls a native handler; string responses are JSON-parsed. No bridge: { code: -1 }. */
export async function callHandler<T = unknown>(name: string, data: unknown = {}): Promise<BridgeResult<T>> {
  const b = await setupBridge();
  if (!b) return { code: -1 };
  return new Promise((resolve) => {
    b.callHandler(name, data, (res) => {
      const r = parse(res);
      resolve(r && typeof r === 'object' ? (r as BridgeResult<T>) : { code: -1, data: r as T });
    });
  });
}

/** Lets native code call into the page. */
export async function registerHandler(name: string, fn: (data: unknown, respond: Callback) => void): Promise<boolean> {
  const b = await setupBridge();
  if (!b) return false;
  b.registerHandler(name, (data, respond) => fn(parse(data), respond));
  return true;
}

/** `data` of a user answer may itself be a JSON string. */
const withParsedData = <T>(r: BridgeResult<T>): BridgeResult<T> => ({ ...r, data: parse(r.data) as T });

export type BridgeUser = { userId?: string; token?: string; userType?: string; [key: string]: unknown };

export const bridge = {
  callHandler,
  registerHandler,
  getUserInfo: () => callHandler<BridgeUser>('dgg_getUserInfo', {}).then(withParsedData),
  login: () => callHandler<BridgeUser>('dgg_login', {}).then(withParsedData),
  /** Back in the app; in a mini-program web-view, back through uni. `duration` reports the time spent on the page. */
  goBack(opts: { duration?: number } = {}): Promise<BridgeResult> {
    const w = typeof window === 'undefined' ? undefined : (window as BridgeWindow);
    if (w && isMiniProgramUA(currentUA()) && w.uni?.navigateBack) {
      w.uni.navigateBack({ delta: 1 });
      return Promise.resolve({ code: 200 });
    }
    return callHandler('dgg_webGoBack', opts.duration !== undefined ? { duration: opts.duration } : {});
  },
  openWebview: ({ url, title }: { url: string; title?: string }) =>
    callHandler('dgg_openNewWeb', { urlString: url, title: title ?? '' }),
  /** The app's own dialer. */
  callPhone: (phone: string) => callHandler('dgg_callPhone', { phone }),
  /** The app's own conversation with a planner (inventory platform: dgg_openIM). */
  openIM: (p: { name: string; userId: string; userType: string; requireCode: string; requireName: string }) => callHandler('dgg_openIM', p),
  /** The app's own share panel. */
  share: (p: { image: string; title: string; subTitle: string; url: string }) => callHandler('dgg_share', p),
};

/** Tests only. */
export function resetBridgeState(): void {
  initialised = false;
}
