/**
 * Where a mini-program hand-off may come from (ADR 0029). The `isApplets` query only changes what the page shows; a
 * session is adopted only inside a real mini-program web-view: WeChat's user agent says `miniProgram`, or its JS-SDK
 * environment is `miniprogram` (on iOS set only once `WeixinJSBridgeReady` has fired).
 */

/** Query keys of the hand-off: never kept in the address bar, never read by a server render. */
export const HANDOFF_PARAMS = ['ticket', 'token', 'userId'] as const;

/**
 * Pages whose own link carries a `token` of another kind (a share-pay link, the chat site's hand-off): the mini-program
 * hand-off neither reads nor removes their keys.
 */
const OTHER_TOKEN_PATHS = ['/order/sharePay', '/pay/sharePayResult', '/im'];

/** Whether the mini-program hand-off applies to this page path. */
export const handoffAppliesTo = (pathname: string) => !OTHER_TOKEN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** How long a WeChat page waits for its JS bridge before deciding it is no mini-program. */
export const BRIDGE_WAIT_MS = 1500;

/** The user agent of a mini-program web-view (WeChat 7 and later, Android and iOS). */
export const isMiniProgramUA = (ua: string) => /miniProgram/i.test(ua);

/** WeChat's own browser: a mini-program web-view whose UA does not say so may still reveal itself through the bridge. */
export const isWeChatUA = (ua: string) => /MicroMessenger/i.test(ua);

type WxWindow = Pick<Window, 'document'> & { __wxjs_environment?: unknown; WeixinJSBridge?: unknown };

/**
 * Resolves true inside a mini-program web-view. Outside WeChat it answers at once; in WeChat without the UA marker it
 * waits (at most `waitMs`) for the JS bridge that sets `__wxjs_environment`.
 */
export function detectMiniProgram(win: WxWindow, ua: string, waitMs = BRIDGE_WAIT_MS): Promise<boolean> {
  const known = () => isMiniProgramUA(ua) || win.__wxjs_environment === 'miniprogram';
  if (known()) return Promise.resolve(true);
  if (!isWeChatUA(ua) || win.WeixinJSBridge) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      win.document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(known());
    };
    const timer = setTimeout(done, waitMs);
    win.document.addEventListener('WeixinJSBridgeReady', done);
  });
}

export type Handoff = { ticket: string } | { token: string; userId: string };

/** The hand-off this query carries: a ticket first; else a token with its userId; else none. */
export function readHandoff(query: URLSearchParams): Handoff | null {
  const ticket = query.get('ticket');
  if (ticket) return { ticket };
  const token = query.get('token');
  const userId = query.get('userId');
  return token && userId ? { token, userId } : null;
}

export const hasHandoffParams = (query: URLSearchParams) => HANDOFF_PARAMS.some((k) => query.has(k));

/** `url` (path, query, hash) without the hand-off's keys, every other key kept in its order. */
export function withoutHandoffParams(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const qAt = base.indexOf('?');
  if (qAt === -1) return url;
  const query = new URLSearchParams(base.slice(qAt + 1));
  for (const k of HANDOFF_PARAMS) query.delete(k);
  const rest = query.toString();
  return `${base.slice(0, qAt)}${rest ? `?${rest}` : ''}${hash}`;
}

type HistoryWindow = Pick<Window, 'location' | 'history'>;

/**
 * Takes the hand-off's keys out of the address bar (and out of the router's entry, so going back to it does not
 * bring them back). True when there was anything to take out.
 */
export function cleanHandoffFromAddressBar(win: HistoryWindow): boolean {
  if (!handoffAppliesTo(win.location.pathname) || !hasHandoffParams(new URLSearchParams(win.location.search))) return false;
  const { pathname, search, hash } = win.location;
  const clean = withoutHandoffParams(`${pathname}${search}${hash}`);
  const state = win.history.state as { as?: unknown; url?: unknown } | null;
  const next =
    state && typeof state === 'object'
      ? {
          ...state,
          ...(typeof state.as === 'string' ? { as: withoutHandoffParams(state.as) } : {}),
          ...(typeof state.url === 'string' ? { url: withoutHandoffParams(state.url) } : {}),
        }
      : state;
  win.history.replaceState(next, '', clean);
  return true;
}
