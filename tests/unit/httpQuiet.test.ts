import { ApiError } from '@/lib/http';
import { cancelSessionRedirect } from '@/lib/httpClient';
import { postQuietly } from '@/lib/httpQuiet';
import { nav } from '@/lib/navigate';
import { resetServerTime, serverOffset } from '@/lib/serverClock';
import { toast } from '@/lib/toast';
import { useUserStore } from '@/stores/user';
import '@/stores/session'; // the client learns the session from the stores, as pages/_app.tsx wires it
import { clearAllCookies, cookieMap } from './support/cookies';
import { signedApp, type Echo } from './support/signedApp';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;
const calls: { url: string; init: RequestInit }[] = [];
function serve(answer: Fetch) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  });
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (i: number, name: string) => new Headers(calls[i].init.headers).get(name);

beforeEach(() => {
  calls.length = 0;
  clearAllCookies();
  useUserStore.getState().clearUser();
  resetServerTime();
});
afterEach(() => {
  cancelSessionRedirect();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a quiet POST (page view, visitor registration)', () => {
  it('is signed exactly as the server verifies, with the session of a logged-in user', async () => {
    const app = signedApp();
    serve(async (url, init) => app.request(url, init));
    useUserStore.getState().setUser({ token: 'tok', userId: 'u1', userType: 'ORDINARY_USER', nickName: '薯片用户8000' });
    const echo = await postQuietly<Echo>('/analytics/page_view', { path: '/detail', title: '商标注册 详情' });
    expect(echo.path).toBe('/api/analytics/page_view');
    expect(Object.fromEntries(new URLSearchParams(echo.body))).toEqual({ path: '/detail', title: '商标注册 详情' });
    expect(echo.headers['x-auth-token']).toBe('tok');
    expect(echo.headers.platformcode).toBe('COMDIC_PLATFORM_CRISPS');
    expect(calls[0].init.keepalive).toBe(true);
  });

  it('a visitor calls without session headers', async () => {
    const app = signedApp();
    serve(async (url, init) => app.request(url, init));
    const echo = await postQuietly<Echo>('/authentication/v1/register_anonymous_id', { sourceType: 'EQUIPMENT', sourceId: 'd1' });
    expect(echo.headers['x-auth-token']).toBeUndefined();
    expect(echo.headers.areacode).toBe('510100');
  });

  it('signs again, once, on the server time a 4003 answer carries, and keeps that clock', async () => {
    const serverTime = Date.now() + 10 * 60_000;
    serve(async () => (calls.length === 1 ? json({ code: 4003, data: { serverTime }, msg: '签名已过期' }) : json({ code: 200, data: null, msg: 'success' })));
    await expect(postQuietly('/analytics/page_view', { path: '/' })).resolves.toBeNull();
    expect(calls).toHaveLength(2);
    expect(Number(header(1, 'x-sign-time'))).toBeGreaterThanOrEqual(serverTime);
    expect(serverOffset()).toBeGreaterThan(9 * 60_000);
  });

  it('another code, an answer that is no envelope, or no network reject with an ApiError', async () => {
    serve(async () => json({ code: 400, data: null, msg: 'path：必填' }));
    await expect(postQuietly('/analytics/page_view', {})).rejects.toMatchObject({ code: 400, field: 'path', message: '必填' });
    serve(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(postQuietly('/analytics/page_view', {})).rejects.toMatchObject({ code: 502, message: '服务返回格式错误' });
    serve(async () => {
      throw new TypeError('Failed to fetch');
    });
    const err = await postQuietly('/analytics/page_view', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: -1, message: '网络异常，请检查网络后重试' });
  });

  it('a session-invalid answer goes to the client rule: the user is forgotten and sent to login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    window.history.replaceState({}, '', '/my');
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
    useUserStore.getState().setUser({ token: 'tok', userId: 'u1', userType: 'ORDINARY_USER', nickName: '薯片用户8000' });
    serve(async () => json({ code: 5223, data: null, msg: '登录失效' }));
    await expect(postQuietly('/analytics/page_view', { path: '/my' })).rejects.toMatchObject({ code: 5223 });
    await vi.waitFor(() => expect(useUserStore.getState().token).toBe(''));
    expect(cookieMap().token).toBeUndefined();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '登录失效，请重新登录' }));
    vi.advanceTimersByTime(1500);
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fmy');
  });
});
