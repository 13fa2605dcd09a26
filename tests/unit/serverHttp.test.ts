import type { IncomingMessage } from 'node:http';
import { ApiError, http, loginRedirect, serverHttp } from '@/lib/http';
import { registerApp, signedApp, type Echo } from './support/signedApp';

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
  it("sends the visitor's session and city from the request cookies, signed, in-process", async () => {
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
