/**
 * The Content-Security-Policy of pages, built per request by proxy.ts with a fresh script nonce.
 *
 * Scripts: this origin plus the nonce. Turbopack's production build of the Pages Router inlines one bootstrap script
 * per page (the chunk list); _document passes the nonce to it (NextScript/Head). No 'unsafe-inline' for scripts.
 * The JSON blocks (__NEXT_DATA__, the app context) are data, which CSP does not execute. The shared page cache
 * (scripts/pageCache.mjs) keeps a landing page's headers with its body, so a cached copy's nonce still matches.
 * Styles keep 'unsafe-inline' (antd-mobile and React set style attributes). Development adds 'unsafe-eval' and
 * websockets for hot reload.
 * Framing: our own pages (the contract signing iframe) plus FRAME_ANCESTORS (space-separated origins, build time);
 * the native app and mini-program web-views load pages directly, they do not frame them.
 */

export type CspInput = {
  nonce: string;
  dev?: boolean;
  /** Space-separated origins that may frame our pages (FRAME_ANCESTORS). */
  frameAncestors?: string;
  sentryDsn?: string;
  chatSite?: string;
  paySite?: string;
  orderSite?: string;
  /** WeChat's JS-SDK (res.wx.qq.com), loaded in WeChat's browser when the mini-program's open tag is configured. */
  wechatJsSdk?: boolean;
};

/** Where WeChat's JS-SDK comes from (components/wechat/useWxOpenTag.ts). */
export const WECHAT_JS_ORIGIN = 'https://res.wx.qq.com';

export const originOf = (url: string | undefined): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The valid origins of a FRAME_ANCESTORS value. */
export const frameAncestorOrigins = (value: string | undefined): string[] =>
  (value || '')
    .split(/\s+/)
    .map(originOf)
    .filter((o): o is string => !!o && o !== 'null');

const list = (xs: (string | null | undefined | false)[]) => [...new Set(xs.filter(Boolean))].join(' ');

export function contentSecurityPolicy(i: CspInput): string {
  const connect = ["'self'", originOf(i.sentryDsn), originOf(i.chatSite), ...(i.dev ? ['ws:', 'wss:'] : [])];
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${i.nonce}'${i.wechatJsSdk ? ` ${WECHAT_JS_ORIGIN}` : ''}${i.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src ${list(connect)}`,
    "media-src 'self' blob: https:",
    // No blob: frames: the signed PDFs (invoice, contract, library document) are drawn on canvases by PDF.js
    // (components/invoice/PdfPages.tsx), whose parser runs in a worker of this origin (worker-src below).
    "frame-src 'self'",
    `frame-ancestors ${list(["'self'", ...frameAncestorOrigins(i.frameAncestors)])}`,
    `form-action ${list(["'self'", originOf(i.paySite), originOf(i.orderSite)])}`,
    "base-uri 'self'",
    "object-src 'none'",
    "worker-src 'self' blob:",
  ].join('; ');
}

/** A fresh nonce (128 random bits, base64), for the edge runtime and browsers alike. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce of a CSP header value (what _document hands to Next's inline scripts). */
export function nonceOf(csp: string | string[] | undefined | null): string | undefined {
  const v = Array.isArray(csp) ? csp[0] : csp;
  return v ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(v)?.[1] : undefined;
}
