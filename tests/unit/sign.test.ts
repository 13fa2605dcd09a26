// @vitest-environment node
import { canonicalParams, computeSign } from '@/lib/sign';
import { SIGN_SECRET } from '@/lib/env';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_APP, TERMINAL_WAP } from '@/lib/constants';
import { encodeForm, identityFromCookies, prepareRequest, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from '@/lib/httpCore';
import { signedApp } from './support/signedApp';

const anon = { areaCode: '510100' };
const fixed = { now: 1_700_000_000_000, nonce: 'ab12-1700000000000-00001' };

const expectedSign = (method: string, path: string, data: string, token = '') =>
  computeSign({ method, path, data, token, time: fixed.now, nonce: fixed.nonce, sysCode: SYS_CODE, secret: SIGN_SECRET });

describe('request signing (spec §7 common rules)', () => {
  it('signs a GET by its sorted query: empty values dropped, objects JSON-encoded, URL query merged', () => {
    const p = prepareRequest({
      method: 'get',
      url: '/api/goods/list?page=2',
      params: { keyword: '公司 注册', limit: 10, empty: '', none: null, missing: undefined, filter: { a: 1 } },
      identity: anon,
      ...fixed,
    });
    expect(p.signedData).toBe('filter={"a":1}&keyword=公司 注册&limit=10&page=2');
    expect(p.url.startsWith('/api/goods/list?')).toBe(true);
    expect(Object.fromEntries(new URL(p.url, 'http://x').searchParams)).toEqual({
      page: '2',
      keyword: '公司 注册',
      limit: '10',
      filter: '{"a":1}',
    });
    expect(p.body).toBeUndefined();
    expect(p.headers['x-sign']).toBe(expectedSign('GET', '/api/goods/list', p.signedData));
    expect(p.headers['x-sign-time']).toBe(String(fixed.now));
    expect(p.headers['x-sign-nonce']).toBe(fixed.nonce);
    expect(p.headers['x-sys-code']).toBe('spc-wap');
  });

  it('signs a form POST by its canonical params and sends it url-encoded', () => {
    const data = { phone: '13800138000', type: 'login', ext: { city: '成都' }, blank: '', gone: null };
    const p = prepareRequest({ method: 'post', url: '/api/authentication/send_sms_code', data, identity: anon, ...fixed });
    expect(p.headers['Content-Type']).toBe(FORM_CONTENT_TYPE);
    expect(p.body).toBe(encodeForm(data));
    expect(new URLSearchParams(p.body as string).has('blank')).toBe(false);
    expect(p.signedData).toBe(canonicalParams(data));
    expect(p.signedData).toBe('ext={"city":"成都"}&phone=13800138000&type=login');
    expect(p.headers['x-sign']).toBe(expectedSign('POST', '/api/authentication/send_sms_code', p.signedData));
  });

  it('signs a JSON POST by its raw body', () => {
    const p = prepareRequest({ method: 'POST', url: '/api/cart/add', data: { id: 1, n: [1, 2] }, json: true, identity: anon, ...fixed });
    expect(p.headers['Content-Type']).toBe(JSON_CONTENT_TYPE);
    expect(p.body).toBe('{"id":1,"n":[1,2]}');
    expect(p.signedData).toBe(p.body);
  });

  it('does not sign a multipart payload', () => {
    const fd = new FormData();
    fd.append('file', 'x');
    const p = prepareRequest({ method: 'POST', url: '/api/upload', data: fd, identity: anon, ...fixed });
    expect(p.signedData).toBe('');
    expect(p.body).toBe(fd);
    expect(p.headers['Content-Type']).toBeUndefined();
  });

  it('signs with the token and sends the session headers when logged in', () => {
    const identity = { token: 'tok-1', userId: 'u1', userNo: 'N1', areaCode: '110100' };
    const p = prepareRequest({ method: 'GET', url: '/api/user/v1/info', params: { id: 'u1' }, identity, ...fixed });
    expect(p.headers).toMatchObject({
      platformCode: PLATFORM_CODE,
      terminalCode: TERMINAL_WAP,
      areaCode: '110100',
      'X-Auth-Token': 'tok-1',
      'X-Req-UserId': 'u1',
      imUserId: 'u1',
      'X-Req-UserNo': 'N1',
    });
    expect(p.headers['x-sign']).toBe(expectedSign('GET', '/api/user/v1/info', 'id=u1', 'tok-1'));
    expect(p.headers['x-sign']).not.toBe(expectedSign('GET', '/api/user/v1/info', 'id=u1'));
  });

  it('uses the app terminal code inside the native app and the default city otherwise', () => {
    const p = prepareRequest({ method: 'GET', url: '/api/x', identity: { inApp: true }, ...fixed });
    expect(p.headers.terminalCode).toBe(TERMINAL_APP);
    expect(p.headers.areaCode).toBe('510100');
    expect(p.headers['X-Auth-Token']).toBeUndefined();
  });

  it('reads the server-side identity from cookies, city from the currentCity JSON', () => {
    const id = identityFromCookies({ token: 't', userId: 'u', userNo: 'n', currentCity: '{"code":"440100","name":"广州市"}' });
    expect(id).toEqual({ token: 't', userId: 'u', userNo: 'n', areaCode: '440100', inApp: false });
    expect(identityFromCookies({ currentCity: 'not json' }).areaCode).toBe('510100');
  });
});

describe('signatures verify against the server middleware', () => {
  const send = async (app: ReturnType<typeof signedApp>, p: ReturnType<typeof prepareRequest>) =>
    (await app.request(p.url, { method: p.method, headers: p.headers, body: p.body })).json();

  it.each([
    ['GET with params', { method: 'GET', url: '/api/a/b', params: { q: '薯片 企服', n: 1, o: { x: [1] } } }],
    ['DELETE with params', { method: 'DELETE', url: '/api/a/b?id=9' }],
    ['form POST', { method: 'POST', url: '/api/a/b', data: { phone: '138', t: 'a&b=c', o: { k: '中' } } }],
    ['JSON POST', { method: 'POST', url: '/api/a/b', data: { list: [1, 2], s: 'x' }, json: true }],
    ['empty form POST', { method: 'POST', url: '/api/a/b' }],
  ])('%s is accepted', async (_name, input) => {
    const app = signedApp();
    const p = prepareRequest({ ...input, identity: { token: 'tok', userId: 'u1' } });
    const res = await send(app, p);
    expect(res.code).toBe(200);
  });

  it('a tampered body is refused with 4002', async () => {
    const app = signedApp();
    const p = prepareRequest({ method: 'POST', url: '/api/a/b', data: { amount: 1 }, identity: anon });
    const res = await send(app, { ...p, body: 'amount=100' });
    expect(res.code).toBe(4002);
  });

  it('a replayed request is refused with 4004', async () => {
    const app = signedApp();
    const p = prepareRequest({ method: 'GET', url: '/api/a/b', identity: anon });
    expect((await send(app, p)).code).toBe(200);
    expect((await send(app, p)).code).toBe(4004);
  });
});
