/**
 * Navigation-guard rules (spec §2 "Navigation guard", inventory §1.6). Pure functions so the proxy
 * (proxy.ts), the client router hooks and unit tests share one definition. The lists of pages are in lib/guardPaths.ts.
 */

const HIDE_NAV_KEY = 'isHideH5Nav';

function queryOf(pathOrUrl: string): URLSearchParams {
  const noHash = pathOrUrl.split('#')[0];
  const q = noHash.indexOf('?');
  return new URLSearchParams(q === -1 ? '' : noHash.slice(q + 1));
}

/** The login page URL that brings the user back to `fullPath` (path + query) afterwards. */
export function loginRedirectUrl(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath || '/')}`;
}

function hasHideNav(url: string): boolean {
  const v = queryOf(url).get(HIDE_NAV_KEY);
  return v !== null && v !== '0';
}

/**
 * True when the page we come from hid the H5 header (isHideH5Nav present and not '0') and the
 * target URL does not mention the flag at all: the app opened us without a header, keep it so.
 * An explicit isHideH5Nav=0 on the target is respected.
 */
export function shouldPropagateHideNav(from: string | null | undefined, to: string): boolean {
  if (!from) return false;
  return hasHideNav(from) && !queryOf(to).has(HIDE_NAV_KEY);
}

/** `url` with isHideH5Nav=1 added, keeping its path, other query keys and hash. */
export function withHideNav(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${HIDE_NAV_KEY}=1${hash}`;
}

/** True when the hide-H5-nav flag in this query means "hide". */
export function isHideNavOn(value: string | string[] | undefined | null): boolean {
  const v = Array.isArray(value) ? value[0] : value;
  return v !== undefined && v !== null && v !== '0';
}

/**
 * Whether to show the page as in a mini-program web-view (spec §0.6): the isApplets query (any value) or a UA saying
 * miniProgram. Display only (hidden back buttons, trade tabs, IM flags): anyone can add the query, so it never decides
 * whether a session is taken from the URL (lib/miniProgram.ts, ADR 0029).
 */
export function isMiniProgram(query: URLSearchParams | null, ua: string): boolean {
  return (query?.has('isApplets') ?? false) || /miniProgram/i.test(ua);
}

/**
 * The session cookies, for the proxy (proxy.ts), which does not import the user store (zustand,
 * js-cookie, the http client: browser code). tests/unit/guard.test.ts keeps it equal to stores/user USER_COOKIES.
 */
export const SESSION_COOKIES: readonly string[] = [
  'token',
  'userId',
  'userType',
  'customerID',
  'userNo',
  'userName',
  'userPhone',
  'realStatus',
  'mainAccountFull',
  'avatar',
];

export type AppUserAnswer = { code: number; data?: unknown };
export type AppUserDecision =
  | { action: 'set'; user: { userId: string; token: string } & Record<string, unknown> }
  | { action: 'clear' }
  | { action: 'keep' };

/**
 * What the native app's dgg_getUserInfo answer means (inventory §1.6 step 8): code 200 with userId
 * and token sets the user; another code, or 200 without them, clears it; data that could not be
 * parsed (still a string) leaves the session as it is.
 */
export function appUserDecision(res: AppUserAnswer): AppUserDecision {
  if (res.code !== 200) return { action: 'clear' };
  const data = res.data;
  if (typeof data === 'string') return { action: 'keep' };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (d.userId && d.token) return { action: 'set', user: { ...d, userId: String(d.userId), token: String(d.token) } };
  }
  return { action: 'clear' };
}

/** A route change failed because a code chunk could not be loaded (usually a deploy replaced it). */
export function isChunkLoadError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const e = err as { name?: unknown; message?: unknown; code?: unknown };
  const text = `${String(e.name ?? '')} ${String(e.message ?? '')}`;
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Failed to load script|Importing a module script failed|error loading dynamically imported module/i.test(
    text,
  );
}

/**
 * Header values arrive as bytes read one per character (latin1). The app's UA carries UTF-8 JSON
 * (APPNAME 薯片找人): turn such bytes back into text; anything that is not valid UTF-8 stays as is.
 */
export function utf8Header(value: string | null | undefined): string {
  const v = value || '';
  if (!/[\u0080-\u00ff]/.test(v) || /[^\u0000-\u00ff]/.test(v)) return v;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(v, (c) => c.charCodeAt(0)));
  } catch {
    return v;
  }
}
