import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError, http } from '@/lib/http';
import { api, cancelSessionRedirect, resetServerClock } from '@/lib/httpClient';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { resetTracking } from '@/lib/analytics';
import { progressDone, progressStart } from '@/lib/progress';
import { useUserStore } from '@/stores/user';
import { useCityStore } from '@/stores/city';
import { useAppStore } from '@/stores/app';
import '@/stores/session'; // the client learns the session from the stores, as pages/_app.tsx wires it
import { clearAllCookies, cookieMap } from './support/cookies';
import { registerApp, signedApp, signedAppAdapter } from './support/signedApp';

vi.mock('@/lib/analytics', () => ({ resetTracking: vi.fn(), trackPageView: vi.fn() }));
vi.mock('@/lib/progress', () => ({ progressStart: vi.fn(), progressDone: vi.fn() }));

type Reply = { code: number; data?: unknown; msg?: string };
let seen: InternalAxiosRequestConfig[] = [];
let reply: Reply | Error = { code: 200, data: { ok: true }, msg: 'success' };

const mockAdapter: AxiosAdapter = async (config) => {
  seen.push(config);
  if (reply instanceof Error) throw reply;
  return { data: reply, status: 200, statusText: 'OK', headers: {}, config };
};
const last = () => seen[seen.length - 1];
const header = (name: string) => last().headers.get(name);

const initialUser = useUserStore.getState();
const initialCity = useCityStore.getState();
const initialApp = useAppStore.getState();

beforeEach(() => {
  seen = [];
  reply = { code: 200, data: { ok: true }, msg: 'success' };
  api.defaults.adapter = mockAdapter;
  clearAllCookies();
  useUserStore.setState(initialUser, true);
  useCityStore.setState(initialCity, true);
  useAppStore.setState(initialApp, true);
  window.history.replaceState({}, '', '/detail?productId=1');
  vi.mocked(progressStart).mockClear();
  vi.mocked(progressDone).mockClear();
  vi.mocked(resetTracking).mockClear();
});

afterEach(() => {
  cancelSessionRedirect();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('request headers', () => {
  it('carries platform, terminal, default area code and the signature on every call, no session headers when logged out', async () => {
    await http.get('/goods/list', { page: 1 });
    expect(header('platformCode')).toBe('COMDIC_PLATFORM_CRISPS');
    expect(header('terminalCode')).toBe('COMDIC_TERMINAL_WAP');
    expect(header('areaCode')).toBe('510100');
    expect(header('x-sign')).toMatch(/^[0-9A-F]{32}$/);
    expect(header('x-sign-time')).toMatch(/^\d{13}$/);
    expect(header('x-sign-nonce')).toBeTruthy();
    expect(header('x-sys-code')).toBe('spc-wap');
    expect(header('X-Auth-Token')).toBeUndefined();
    expect(last().url).toBe('/api/goods/list?page=1');
    expect(last().timeout).toBe(60000);
    expect(last().withCredentials).toBe(false);
  });

  it('adds X-Auth-Token, X-Req-UserId, imUserId and X-Req-UserNo when logged in', async () => {
    useUserStore.setState({ token: 'tok', userId: 'u1', userType: 'ORDINARY_USER', userNo: 'N001' });
    await http.get('/user/v1/info', { id: 'u1' });
    expect(header('X-Auth-Token')).toBe('tok');
    expect(header('X-Req-UserId')).toBe('u1');
    expect(header('imUserId')).toBe('u1');
    expect(header('X-Req-UserNo')).toBe('N001');
  });

  it('falls back to the session cookies when the store is empty', async () => {
    document.cookie = 'token=ctok; path=/';
    document.cookie = 'userId=cu; path=/';
    await http.get('/x');
    expect(header('X-Auth-Token')).toBe('ctok');
    expect(header('X-Req-UserId')).toBe('cu');
  });

  it('takes areaCode from the currentCity cookie, and from the city store when it has one', async () => {
    document.cookie = `currentCity=${encodeURIComponent(JSON.stringify({ code: '440100', name: '广州市' }))}; path=/`;
    await http.get('/x');
    expect(header('areaCode')).toBe('440100');
    useCityStore.setState({ currentCity: { code: '110100', name: '北京市' } });
    await http.get('/x');
    expect(header('areaCode')).toBe('110100');
  });

  it('uses the app terminal code inside the native app', async () => {
    useAppStore.setState({ isInApp: true });
    await http.get('/x');
    expect(header('terminalCode')).toBe('COMDIC_TERMINAL_APP');
  });

  it('posts url-encoded forms by default and JSON when asked', async () => {
    await http.post('/authentication/login', { phone: '13800138000', extra: { a: 1 }, empty: '' });
    expect(header('Content-Type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(last().data).toBe('phone=13800138000&extra=%7B%22a%22%3A1%7D');
    await http.post('/cart/add', { id: 1 }, { json: true });
    expect(header('Content-Type')).toBe('application/json;charset=UTF-8');
    expect(last().data).toBe('{"id":1}');
  });

  it('lets a call add its own headers', async () => {
    await http.get('/recommend', {}, { headers: { 'X-Device-Code': 'dev-1', terminalCode: 'COMDIC_TERMINAL_APP' } });
    expect(header('X-Device-Code')).toBe('dev-1');
    expect(header('terminalCode')).toBe('COMDIC_TERMINAL_APP');
  });
});

describe('responses', () => {
  it('resolves data on code 200', async () => {
    reply = { code: 200, data: { id: 7 }, msg: 'success' };
    await expect(http.get('/x')).resolves.toEqual({ id: 7 });
  });

  it('rejects any other code with an ApiError carrying code, msg and data', async () => {
    reply = { code: 10408, data: { captchaKey: 'k' }, msg: '请输入图片验证码' };
    const err = await http.post('/authentication/login', {}).then(expectFailure, (e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 10408, message: '请输入图片验证码', data: { captchaKey: 'k' } });
  });

  it('shows a 400 without the field name the server put first, and keeps the field apart', async () => {
    reply = { code: 400, data: null, msg: 'title：标题需以问号结尾' };
    const err = await http.post('/known/v1/add', {}).then(expectFailure, (e: ApiError) => e);
    expect(err).toMatchObject({ code: 400, message: '标题需以问号结尾', field: 'title' });
    reply = { code: 400, data: null, msg: '请求参数：取值无效' };
    const plain = await http.post('/x', {}).then(expectFailure, (e: ApiError) => e);
    expect(plain).toMatchObject({ message: '请求参数：取值无效', field: undefined });
  });

  it('envelope() resolves the raw envelope whatever its code', async () => {
    reply = { code: 5003, data: { name: '成都市', code: '510100' }, msg: '默认城市' };
    await expect(http.envelope('GET', '/maps/v1/ip_location')).resolves.toEqual(reply);
  });

  it('turns network failures into ApiError code -1', async () => {
    reply = Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK' });
    const err = await http.get('/x').then(expectFailure, (e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(-1);
  });

  it('drives the progress bar and marks failures', async () => {
    await http.get('/x');
    expect(progressStart).toHaveBeenCalledTimes(1);
    expect(progressDone).toHaveBeenLastCalledWith(false);
    reply = { code: 500, msg: '服务繁忙' };
    await http.get('/x').catch(() => undefined);
    expect(progressDone).toHaveBeenLastCalledWith(true);
    await http.get('/x', {}, { silent: true }).catch(() => undefined);
    expect(progressStart).toHaveBeenCalledTimes(2);
  });
});

describe('session invalid (5223 / 9984)', () => {
  const loggedIn = () => {
    useUserStore.getState().setUser({ token: 'tok', userId: 'u1', userType: 'ORDINARY_USER', nickName: '薯片用户8000' });
    expect(cookieMap().token).toBe('tok');
  };

  it.each([5223, 9984])('%i clears the user, resets tracking, toasts and goes to login after 1500 ms', async (code) => {
    vi.useFakeTimers();
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
    loggedIn();
    reply = { code, data: null, msg: '登录失效' };
    const err = await http.get('/order/list').then(expectFailure, (e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe(code);
    expect(useUserStore.getState().token).toBe('');
    expect(cookieMap().token).toBeUndefined();
    expect(resetTracking).toHaveBeenCalled();
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ message: '登录失效，请重新登录' }));
    vi.advanceTimersByTime(1499);
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fdetail%3FproductId%3D1');
  });

  it('inside the app clears the user and passes the error through without a redirect', async () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    useAppStore.setState({ isInApp: true });
    loggedIn();
    reply = { code: 5223, data: null, msg: '登录失效' };
    await expect(http.get('/x')).rejects.toMatchObject({ code: 5223 });
    expect(useUserStore.getState().token).toBe('');
    vi.advanceTimersByTime(5000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('never redirects to login from the login page', async () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/login?redirect=%2Fmy');
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    reply = { code: 5223, data: null, msg: '登录失效' };
    await http.get('/x').catch(() => undefined);
    vi.advanceTimersByTime(5000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('a 5223 for a request sent before the user logged out says nothing about the page now: no toast, no login', async () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    const shown = vi.spyOn(toast, 'show').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
    loggedIn();
    // The request leaves with the session; the user logs out while it is in flight; its answer is 5223.
    api.defaults.adapter = async (config) => {
      useUserStore.getState().clearUser();
      return { data: { code: 5223, data: null, msg: '登录失效' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await expect(http.get('/notice/v1/summary')).rejects.toMatchObject({ code: 5223 });
    vi.advanceTimersByTime(5000);
    expect(shown).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('schedules one redirect for several failing calls', async () => {
    vi.useFakeTimers();
    const replace = vi.spyOn(nav, 'replace').mockImplementation(() => undefined);
    vi.spyOn(toast, 'show').mockImplementation(() => ({ close: () => undefined, shown: Promise.resolve() }));
    reply = { code: 5223, data: null, msg: '登录失效' };
    await Promise.all([http.get('/a').catch(() => 0), http.get('/b').catch(() => 0)]);
    vi.advanceTimersByTime(1500);
    expect(replace).toHaveBeenCalledTimes(1);
  });
});

describe('against the real signature check', () => {
  afterEach(() => registerApp(undefined));

  it('GET, form POST and JSON POST of a logged-in user all verify on the server', async () => {
    registerApp(signedApp());
    api.defaults.adapter = signedAppAdapter;
    useUserStore.setState({ token: 'tok', userId: 'u1', userType: 'ORDINARY_USER' });
    const got = await http.get<{ query: Record<string, string> }>('/goods/list', { keyword: '商标 注册', page: 1 });
    expect(got.query).toEqual({ keyword: '商标 注册', page: '1' });
    const form = await http.post<{ body: string }>('/authentication/login', { phone: '13800138000', o: { a: '中' } });
    expect(new URLSearchParams(form.body).get('o')).toBe('{"a":"中"}');
    const json = await http.post<{ body: string }>('/cart/add', { id: 1 }, { json: true });
    expect(json.body).toBe('{"id":1}');
  });
});

function expectFailure(): never {
  throw new Error('expected the call to fail');
}

describe('a phone whose clock is wrong', () => {
  it('signs again, once, on the server time the 4003 answer carries', async () => {
    const server = Date.now() + 3 * 3600_000;
    const replies: Reply[] = [
      { code: 4003, data: { serverTime: server }, msg: '请求已过期，请校准手机时间后重试' },
      { code: 200, data: { ok: 1 }, msg: 'success' },
    ];
    api.defaults.adapter = async (config) => {
      seen.push(config);
      return { data: replies.shift() ?? { code: 4003, data: null, msg: 'x' }, status: 200, statusText: 'OK', headers: {}, config };
    };
    await expect(http.get('/activity/v1/server_time')).resolves.toEqual({ ok: 1 });
    expect(seen).toHaveLength(2);
    expect(Math.abs(Number(seen[1].headers.get('x-sign-time')) - server)).toBeLessThan(5000);
    resetServerClock();
  });
});
