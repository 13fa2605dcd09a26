import type { IncomingMessage } from 'node:http';
import { ApiError, http, loginRedirect, serverHttp } from '@/lib/http';
import { registerApp, signedApp, type Echo } from './support/signedApp';
import { HTTP_TIMEOUT_MS } from '@/lib/constants';

const req = (headers: Record<string, string>, remoteAddress = '10.0.0.8') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

const cookie = [
  'token=tok-9',
  'userId=u9',
  'userType=ORDINARY_USER',
  'userNo=N9',
  `currentCity=${encodeURIComponent(JSON.stringify({ code: '440100', name: '广州市' }))}`,
].join('; ');

afterEach(() => registerApp(undefined));

describe('serverHttp (getServerSideProps)', () => {
  it("sends the visitor's session and city from the request cookies, in-process", async () => {
    registerApp(signedApp());
    const echo = await serverHttp(req({ cookie, 'user-agent': 'Mozilla/5.0' })).get<Echo>('/user/v1/info', { id: 'u9' });
    expect(echo.path).toBe('/api/user/v1/info');
    expect(echo.query).toEqual({ id: 'u9' });
    expect(echo.headers).toMatchObject({
      'x-auth-token': 'tok-9',
      'x-req-userid': 'u9',
      imuserid: 'u9',
      'x-req-userno': 'N9',
      areacode: '440100',
      terminalcode: 'COMDIC_TERMINAL_WAP',
      platformcode: 'COMDIC_PLATFORM_CRISPS',
      'x-real-ip': '10.0.0.8',
    });
  });

  it('carries no signature: only the in-process mark lets it through, an HTTP request like it is refused', async () => {
    const app = signedApp();
    const marks: unknown[] = [];
    registerApp({ request: (url: string, init?: RequestInit, env?: object) => (marks.push(env), app.request(url, init, env)) });
    const echo = await serverHttp(req({ cookie })).post<Echo>('/order/submit', { goodsId: 'g1' });
    expect(marks).toEqual([{ crispsInProcess: true }]);
    expect(Object.keys(echo.headers).filter((h) => h.startsWith('x-sign'))).toEqual([]);
    // The same request from outside (no mark): the signature middleware refuses it.
    const outside = await app.request('/api/order/submit', { method: 'POST', headers: echo.headers, body: echo.body });
    expect(await outside.json()).toMatchObject({ code: 4001 });
  });

  it("answers the browser client's failures: status with an envelope, status without one, not an envelope, time-out", async () => {
    const answer = (status: number, body: string, type = 'application/json') => ({
      request: () => new Response(body, { status, headers: { 'content-type': type } }),
    });
    const fail = (p: Promise<unknown>) => p.then(expectFailure, (e: ApiError) => e);
    registerApp(answer(403, JSON.stringify({ code: 5004, data: null, msg: '无权访问' })));
    expect(await fail(serverHttp(req({})).get('/x'))).toMatchObject({ code: 5004, message: '无权访问' });
    registerApp(answer(502, '<html>bad gateway</html>', 'text/html'));
    expect(await fail(serverHttp(req({})).get('/x'))).toMatchObject({ code: 502, message: '服务繁忙，请稍后再试' });
    registerApp(answer(200, '<html></html>', 'text/html'));
    expect(await fail(serverHttp(req({})).get('/x'))).toMatchObject({ code: -1, message: '服务返回格式错误' });
    registerApp(answer(200, JSON.stringify({ code: 5003, data: { a: 1 }, msg: '定位失败' })));
    expect(await serverHttp(req({})).envelope('GET', '/x')).toEqual({ code: 5003, data: { a: 1 }, msg: '定位失败' });
    vi.useFakeTimers();
    try {
      registerApp({ request: () => new Promise<Response>(() => {}) });
      const late = fail(serverHttp(req({})).get('/x'));
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS + 1);
      expect(await late).toMatchObject({ code: -1, message: '请求超时，请稍后再试' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses the app terminal code for the native app user agent', async () => {
    registerApp(signedApp());
    const ua = 'Mozilla/5.0 (Linux; Android 12) AppInfo:{"APPNAME":"薯片找人","statusBarHeight":20}';
    const echo = await serverHttp(req({ 'user-agent': ua })).post<Echo>('/a', { x: 1 });
    expect(echo.headers.terminalcode).toBe('COMDIC_TERMINAL_APP');
    expect(echo.headers.areacode).toBe('510100');
    expect(echo.body).toBe('x=1');
  });

  it('passes 5223 through as an ApiError for the page to redirect', async () => {
    registerApp(signedApp(() => ({ code: 5223, data: null, msg: '登录失效，请重新登录' })));
    const err = await serverHttp(req({ cookie })).get('/x').then(expectFailure, (e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(5223);
    expect(loginRedirect('/my?tab=1')).toEqual({ redirect: { destination: '/login?redirect=%2Fmy%3Ftab%3D1', permanent: false } });
  });

  it('fails clearly when the backend is not registered', async () => {
    const err = await serverHttp(req({})).get('/x').then(expectFailure, (e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toContain('__crispsApp');
  });

  it('http without a window also runs in-process, as an anonymous caller', async () => {
    registerApp(signedApp());
    const echo = await http.get<Echo>('/goods', { page: 1 });
    expect(echo.headers['x-auth-token']).toBeUndefined();
    expect(echo.headers.areacode).toBe('510100');
  });
});

function expectFailure(): never {
  throw new Error('expected the call to fail');
}
