/** Handing a visitor over to our mini-program (/xcxTransferPage/*, /activity/openWxApplet): rules without React. */
import { MINI_PATH_PATTERN, MINI_QUERY_PATTERN } from '@/lib/contract/wechat/enums';
import { deviceOf } from '@/lib/app/deviceOf';

/**
 * Where the visitor is decides how the mini-program opens:
 * - `miniProgram`: already inside its web-view → navigate there directly;
 * - `wechat`: WeChat's own browser ignores URL schemes → guidance to open the page in the phone's browser;
 * - `mobile`: a phone browser → the URL scheme (WeChat asks to open the mini-program);
 * - `desktop`: no WeChat app here → a QR code of this page, to scan with the phone.
 */
export type HandoffMode = 'miniProgram' | 'wechat' | 'mobile' | 'desktop';

export function handoffMode(ua: string): HandoffMode {
  if (/miniProgram/i.test(ua)) return 'miniProgram';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  return deviceOf(ua) === 'other' ? 'desktop' : 'mobile';
}

/** The page's own flags, never handed on to the mini-program. */
const OWN_PARAMS = new Set(['path', 'query', 'isHideH5Nav', 'hideHeader', 'sourcePlatform', 'isApplets', 'token', 'userId']);

/** The rest of a hand-off page's query, as the mini-program page's query ('' when nothing is left). */
export function passThroughQuery(query: Record<string, string | string[] | undefined>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (OWN_PARAMS.has(k) || v === undefined) continue;
    const value = Array.isArray(v) ? v[0] : v;
    if (value !== undefined && value !== '') out.set(k, value);
  }
  return out.toString();
}

export type MiniTarget = { path: string; query: string };

/** A target named by a link (?path=&query=): null when it is not a page of the mini-program or its query is unusable. */
export function targetFromLink(path: string | undefined, query: string | undefined, fallbackPath: string): MiniTarget | null {
  const p = (path ?? '').trim().replace(/^\//, '') || fallbackPath;
  const q = (query ?? '').trim().replace(/^\?/, '');
  if (!MINI_PATH_PATTERN.test(p) || !MINI_QUERY_PATTERN.test(q)) return null;
  return { path: p, query: q };
}

/** The mini-program route for uni.navigateTo inside its own web-view. */
export const miniRoute = (t: MiniTarget) => `/${t.path}${t.query ? `?${t.query}` : ''}`;
