/**
 * The proxy (Next's request hook before every page, formerly middleware.ts): the navigation guard of spec §2 on the
 * server, so a protected page is never rendered for a visitor, plus the app context that lets the first SSR frame know
 * where it runs. Client-side (SPA) navigations pass through here too: Next fetches their data through it.
 * It runs in the server's own Node.js process (Next 16's proxy), not in the Edge sandbox middleware.ts ran in
 * (docs/adr/0058-proxy-on-node.md).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { parseAppUA } from '@/bridge/ua';
import { isAppUserRefreshPath, isProtectedPath } from '@/lib/guardPaths';
import {
  isHideNavOn,
  isMiniProgram,
  loginRedirectUrl,
  SESSION_COOKIES,
  shouldPropagateHideNav,
  utf8Header,
  withHideNav,
} from '@/lib/guard';
import { APP_CONTEXT_HEADER, encodeAppContext, type AppContext } from '@/lib/app/appContext';
import { contentSecurityPolicy, newNonce } from '@/lib/csp';

/** This request's CSP (lib/csp.ts); build-time settings come through next.config.ts `env`. */
const cspFor = (nonce: string) =>
  contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    frameAncestors: process.env.NEXT_PUBLIC_FRAME_ANCESTORS,
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    chatSite: process.env.NEXT_PUBLIC_CHAT_SITE_URL,
    paySite: process.env.NEXT_PUBLIC_PAY_SITE_URL,
    orderSite: process.env.NEXT_PUBLIC_ORDER_SITE_URL,
    wechatJsSdk: !!process.env.NEXT_PUBLIC_WECHAT_MP_USERNAME,
  });

function refererPath(req: NextRequest): string | null {
  const referer = req.headers.get('referer');
  if (!referer) return null;
  try {
    const u = new URL(referer);
    // Only our own pages pass the flag on; another site's query means nothing here. Compared with the
    // host the browser used (nextUrl may name the server's own listen address instead).
    const host = req.headers.get('x-forwarded-host') ?? req.headers.get('host') ?? req.nextUrl.host;
    return u.host === host ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}

/** Query parameters that put a credential in a page URL (chat and share-pay hand-offs, third-party hand-offs). */
export const CREDENTIAL_PARAMS = ['token', 'accessToken', 'access_token', 'ticket', 'sourcePlatform', 'policy', 'signature'];
/** Pages whose URL is a hand-off credential by itself (share-pay links). */
const HANDOFF_PATHS = ['/order/sharePay', '/pay/sharePayResult', '/im'];

/**
 * Referrer-Policy of a page: strict-origin-when-cross-origin, or no-referrer when the URL carries a credential, so
 * that neither a link, an image nor a script request of that page sends the token on in a Referer.
 */
export function referrerPolicyOf(path: string, params: URLSearchParams): string {
  const handoff = HANDOFF_PATHS.some((p) => path === p || path.startsWith(`${p}/`)) || CREDENTIAL_PARAMS.some((k) => params.has(k));
  return handoff ? 'no-referrer' : 'strict-origin-when-cross-origin';
}

/** The order site's hand-off path, shown by /order (a rewrite: the address bar keeps it). */
const M_ORDER_PATH = '/m-order';

function clearUserCookies(res: NextResponse): NextResponse {
  for (const name of SESSION_COOKIES) res.cookies.set(name, '', { path: '/', maxAge: 0 });
  return res;
}

export function proxy(req: NextRequest) {
  const url = req.nextUrl;
  const path = url.pathname;
  const fullPath = `${path}${url.search}`;
  const ua = utf8Header(req.headers.get('user-agent'));
  const app = parseAppUA(ua);
  const applets = isMiniProgram(url.searchParams, ua);
  // A third-party hand-off (?sourcePlatform=IM) always starts logged out.
  const handoff = url.searchParams.has('sourcePlatform');
  const referrerPolicy = referrerPolicyOf(path, url.searchParams);
  const csp = cspFor(newNonce());
  const finish = (res: NextResponse) => {
    res.headers.set('Referrer-Policy', referrerPolicy);
    res.headers.set('Content-Security-Policy', csp);
    return handoff ? clearUserCookies(res) : res;
  };

  const from = refererPath(req);
  if (shouldPropagateHideNav(from, fullPath)) {
    return finish(NextResponse.redirect(new URL(withHideNav(fullPath), url), 307));
  }

  const loggedIn = !handoff && !!req.cookies.get('token')?.value;

  if (path === '/login' && loggedIn && !url.searchParams.has('redirect')) {
    return finish(NextResponse.redirect(new URL('/', url), 307));
  }

  // Mini-program web-views log in through the mini-program; inside the app, the designated routes
  // first ask the app for its user (client side, _app), so neither is blocked here.
  const deferToApp = app.isInApp && isAppUserRefreshPath(path);
  if (!loggedIn && !applets && !deferToApp && isProtectedPath(path)) {
    return finish(NextResponse.redirect(new URL(loginRedirectUrl(fullPath), url), 307));
  }

  const ctx: AppContext = {
    isInApp: app.isInApp,
    appPlatform: app.appPlatform,
    appInfo: app.appInfo,
    isApplets: applets,
    hideH5Nav: isHideNavOn(url.searchParams.get('isHideH5Nav')),
  };
  const headers = new Headers(req.headers);
  headers.set(APP_CONTEXT_HEADER, encodeAppContext(ctx));
  // The render reads the nonce from here (Next's own inline scripts; pages/_document.tsx passes it to NextScript).
  headers.set('content-security-policy', csp);
  // The order site's m-order hand-off lands on our own orders page when no order host is configured. Rewritten here,
  // after the guard, not in next.config.ts: a config rewrite makes every page carry the client's rewrite matching.
  if (path === M_ORDER_PATH) {
    const target = url.clone();
    target.pathname = '/order';
    return finish(NextResponse.rewrite(target, { request: { headers } }));
  }
  return finish(NextResponse.next({ request: { headers } }));
}

export const config = {
  // Pages only: the API, build assets and public files need none of this.
  matcher: ['/((?!api/|_next/static/|_next/image|images/|media/|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
