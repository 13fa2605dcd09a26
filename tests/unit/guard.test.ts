import { isAppUserRefreshPath, isProtectedPath } from '@/lib/guardPaths';
import {
  isHideNavOn,
  isMiniProgram,
  loginRedirectUrl,
  shouldPropagateHideNav,
  utf8Header,
  withHideNav,
} from '@/lib/guard';

describe('isProtectedPath', () => {
  it.each([
    '/my/settings',
    '/my/complain',
    '/my/complain/list',
    '/my/shippingAddress/add/12',
    '/my/wallet/bankCards/add',
    '/my/afterSale/apply',
    '/my/info/nickname',
    '/my/set/privacy',
    '/order',
    '/order/',
    '/order/detail?id=1',
    '/order/invoice/headAdd',
    '/m-order?type=0',
    '/contract/preview',
    '/shopCart',
    '/shoppingCar',
    '/signcontract',
    '/auth',
    '/myDemandCard/companyRegister',
    '/creatCenter/myData',
    '/known/publish/question',
    '/known/createCenter',
    '/known/home/personalData',
  ])('protects %s', (path) => {
    expect(isProtectedPath(path)).toBe(true);
  });

  it.each(['/', '/my', '/my/about', '/my/help', '/login', '/login/register', '/known', '/known/detail/article', '/known/home/fans', '/known/home/attention', '/orderly', '/detail'])(
    'leaves %s public',
    (path) => {
      expect(isProtectedPath(path)).toBe(false);
    },
  );
});

describe('loginRedirectUrl', () => {
  it('keeps the whole path and query, encoded', () => {
    expect(loginRedirectUrl('/order/detail?id=1&x=a b')).toBe('/login?redirect=%2Forder%2Fdetail%3Fid%3D1%26x%3Da%20b');
  });
  it('falls back to / for an empty path', () => {
    expect(loginRedirectUrl('')).toBe('/login?redirect=%2F');
  });
});

describe('shouldPropagateHideNav', () => {
  it('copies the flag when the previous page had it and the next one lacks it', () => {
    expect(shouldPropagateHideNav('/a?isHideH5Nav=1', '/b')).toBe(true);
    expect(shouldPropagateHideNav('https://x.test/a?isHideH5Nav=true', '/b?c=1')).toBe(true);
  });
  it('does nothing when the flag was 0, absent, or the target already says something', () => {
    expect(shouldPropagateHideNav('/a?isHideH5Nav=0', '/b')).toBe(false);
    expect(shouldPropagateHideNav('/a', '/b')).toBe(false);
    expect(shouldPropagateHideNav(null, '/b')).toBe(false);
    expect(shouldPropagateHideNav('/a?isHideH5Nav=1', '/b?isHideH5Nav=1')).toBe(false);
    expect(shouldPropagateHideNav('/a?isHideH5Nav=1', '/b?isHideH5Nav=0')).toBe(false);
  });
  it('adds the flag keeping query and hash', () => {
    expect(withHideNav('/b')).toBe('/b?isHideH5Nav=1');
    expect(withHideNav('/b?c=1#top')).toBe('/b?c=1&isHideH5Nav=1#top');
  });
  it('reads the flag value', () => {
    expect(isHideNavOn('1')).toBe(true);
    expect(isHideNavOn('')).toBe(true);
    expect(isHideNavOn('0')).toBe(false);
    expect(isHideNavOn(undefined)).toBe(false);
  });
});

describe('utf8Header', () => {
  it('reads UTF-8 bytes delivered as latin1 text, leaving other text alone', () => {
    expect(utf8Header(Buffer.from('AppInfo:{"APPNAME":"薯片找人"}', 'utf8').toString('latin1'))).toBe('AppInfo:{"APPNAME":"薯片找人"}');
    expect(utf8Header('Mozilla/5.0')).toBe('Mozilla/5.0');
    expect(utf8Header('caf\u00e9')).toBe('caf\u00e9');
    expect(utf8Header(null)).toBe('');
  });
});

describe('app and mini-program rules', () => {
  it('lists the routes that refresh the user from the native app', () => {
    expect(isAppUserRefreshPath('/order/detail?id=3')).toBe(true);
    expect(isAppUserRefreshPath('/known')).toBe(true);
    expect(isAppUserRefreshPath('/my/settings')).toBe(true);
    expect(isAppUserRefreshPath('/my/wallet')).toBe(false);
  });
  it('detects a mini-program web-view by query or UA', () => {
    expect(isMiniProgram(new URLSearchParams('isApplets=1'), 'Mozilla')).toBe(true);
    expect(isMiniProgram(new URLSearchParams(''), 'Mozilla miniProgram')).toBe(true);
    expect(isMiniProgram(null, 'Mozilla')).toBe(false);
  });
});

describe('SESSION_COOKIES', () => {
  it('names exactly the cookies the user store writes', async () => {
    const { SESSION_COOKIES } = await import('@/lib/guard');
    const { USER_COOKIES } = await import('@/stores/user');
    expect([...SESSION_COOKIES].sort()).toEqual([...USER_COOKIES].sort());
  });
});

describe('appUserDecision', () => {
  it('sets the user on 200 with userId and token', async () => {
    const { appUserDecision } = await import('@/lib/guard');
    expect(appUserDecision({ code: 200, data: { userId: 'u1', token: 't', userType: 'ORDINARY_USER' } })).toEqual({
      action: 'set',
      user: { userId: 'u1', token: 't', userType: 'ORDINARY_USER' },
    });
  });
  it('clears on any other code or a 200 without credentials, keeps on unparsable data', async () => {
    const { appUserDecision } = await import('@/lib/guard');
    expect(appUserDecision({ code: 401 })).toEqual({ action: 'clear' });
    expect(appUserDecision({ code: 200, data: { userId: 'u1' } })).toEqual({ action: 'clear' });
    expect(appUserDecision({ code: 200, data: '{not json' })).toEqual({ action: 'keep' });
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed chunk loads only', async () => {
    const { isChunkLoadError } = await import('@/lib/guard');
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Route Cancelled'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('proxy', () => {
  const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppInfo:{"APPNAME":"薯片找人","statusBarHeight":20}';

  async function run(path: string, init: { cookie?: string; ua?: string; referer?: string; host?: string } = {}) {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('@/proxy');
    const headers: Record<string, string> = { host: init.host ?? '127.0.0.1:3100' };
    if (init.cookie) headers.cookie = init.cookie;
    // Node hands header bytes over one per character, so the UTF-8 of 薯片找人 arrives as latin1 text.
    if (init.ua) headers['user-agent'] = Buffer.from(init.ua, 'utf8').toString('latin1');
    if (init.referer) headers.referer = init.referer;
    // The server's own idea of its URL (localhost) differs from the host the browser used.
    return proxy(new NextRequest(`http://localhost:3100${path}`, { headers }));
  }
  const location = (res: Response) => {
    const l = res.headers.get('location');
    return l ? new URL(l).pathname + new URL(l).search : null;
  };

  it('sends a visitor on a protected page to login, keeping the whole path', async () => {
    const res = await run('/order/detail?id=1&x=2');
    expect(res.status).toBe(307);
    expect(location(res)).toBe('/login?redirect=%2Forder%2Fdetail%3Fid%3D1%26x%3D2');
  });

  it('lets a logged-in user, a public page, a mini-program and the app on its routes through', async () => {
    expect((await run('/my/settings', { cookie: 'token=t' })).headers.get('location')).toBeNull();
    expect((await run('/my')).headers.get('location')).toBeNull();
    expect((await run('/my/settings?isApplets=1')).headers.get('location')).toBeNull();
    expect((await run('/my/collection', { ua: APP_UA })).headers.get('location')).toBeNull();
    expect((await run('/my/settings', { ua: APP_UA })).headers.get('location')).toBeNull();
    expect(location(await run('/my/wallet', { ua: APP_UA }))).toBe('/login?redirect=%2Fmy%2Fwallet');
  });

  it('sends a logged-in user from /login to / unless a redirect is asked for', async () => {
    expect(location(await run('/login', { cookie: 'token=t' }))).toBe('/');
    expect((await run('/login?redirect=%2Fmy', { cookie: 'token=t' })).headers.get('location')).toBeNull();
  });

  it('clears the session cookies on a sourcePlatform hand-off and treats the user as logged out', async () => {
    const res = await run('/my/settings?sourcePlatform=IM', { cookie: 'token=t; userId=u' });
    expect(location(res)).toBe('/login?redirect=%2Fmy%2Fsettings%3FsourcePlatform%3DIM');
    const cleared = res.headers.getSetCookie().map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining(['token', 'userId', 'userType', 'avatar']));
  });

  it('keeps the hide-H5-nav flag when coming from one of our pages that had it', async () => {
    const res = await run('/my?a=1', { referer: 'http://127.0.0.1:3100/login?isHideH5Nav=1' });
    expect(res.status).toBe(307);
    expect(location(res)).toBe('/my?a=1&isHideH5Nav=1');
    expect((await run('/my?a=1', { referer: 'http://127.0.0.1:3100/login?isHideH5Nav=0' })).headers.get('location')).toBeNull();
    expect((await run('/my', { referer: 'https://other.test/x?isHideH5Nav=1' })).headers.get('location')).toBeNull();
  });

  it('shows /order at the order site hand-off /m-order (a rewrite, query kept), after the login guard', async () => {
    expect(location(await run('/m-order?type=0'))).toBe('/login?redirect=%2Fm-order%3Ftype%3D0');
    const res = await run('/m-order?type=0', { cookie: 'token=t' });
    expect(res.headers.get('location')).toBeNull();
    const rewrite = new URL(res.headers.get('x-middleware-rewrite') ?? 'http://x/none');
    expect(rewrite.pathname + rewrite.search).toBe('/order?type=0');
    expect(res.headers.get('Content-Security-Policy')).toBeTruthy();
    expect((await run('/order', { cookie: 'token=t' })).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('passes the app context to the page as a request header', async () => {
    const { APP_CONTEXT_HEADER, decodeAppContext } = await import('@/lib/app/appContext');
    const res = await run('/my?isHideH5Nav=1', { ua: APP_UA });
    const forwarded = res.headers.get(`x-middleware-request-${APP_CONTEXT_HEADER}`);
    expect(decodeAppContext(forwarded)).toEqual({
      isInApp: true,
      appPlatform: 'ios',
      appInfo: { APPNAME: '薯片找人', statusBarHeight: 20 },
      isApplets: false,
      hideH5Nav: true,
    });
  });
});
