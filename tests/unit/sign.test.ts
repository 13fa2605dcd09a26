import { canonicalParams, computeSign, sha256Hex } from '@/lib/sign';
import { SIGN_SECRET } from '@/lib/env';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_APP, TERMINAL_WAP } from '@/lib/constants';
import { encodeForm, encodeMultipart, identityFromCookies, prepareRequest, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from '@/lib/httpCore';
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
    expect(p.signedData).toBe(canonicalParams(new URLSearchParams(p.body as string)));
    expect(p.signedData).toBe('ext={"city":"成都"}&phone=13800138000&type=login');
    expect(p.headers['x-sign']).toBe(expectedSign('POST', '/api/authentication/send_sms_code', p.signedData));
  });

  it('signs a JSON POST by its raw body', () => {
    const p = prepareRequest({ method: 'POST', url: '/api/cart/add', data: { id: 1, n: [1, 2] }, json: true, identity: anon, ...fixed });
    expect(p.headers['Content-Type']).toBe(JSON_CONTENT_TYPE);
    expect(p.body).toBe('{"id":1,"n":[1,2]}');
    expect(p.signedData).toBe(p.body);
  });

  it('signs a multipart payload by the SHA-256 of its bytes (x-body-sha256)', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array([1, 2, 3])]), 'a.png');
    const mp = await encodeMultipart(fd);
    expect(mp.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const p = prepareRequest({ method: 'POST', url: '/api/upload', data: mp, identity: anon, ...fixed });
    expect(p.body).toBe(mp.bytes);
    expect(p.headers['x-body-sha256']).toBe(sha256Hex(mp.bytes));
    expect(p.headers['Content-Type']).toBe(mp.contentType);
    const signed = computeSign({ method: 'POST', path: '/api/upload', data: '', bodySha256: mp.sha256, time: fixed.now, nonce: fixed.nonce, sysCode: SYS_CODE, secret: SIGN_SECRET });
    expect(p.headers['x-sign']).toBe(signed);
    expect(() => prepareRequest({ method: 'POST', url: '/api/upload', data: fd, identity: anon })).toThrow(/encodeMultipart/);
  });

  it('keeps empty values as k= pairs and signs a POST query string', () => {
    expect(canonicalParams({ b: '', a: 1, n: null })).toBe('a=1&b=');
    expect(canonicalParams(new URLSearchParams('x=&y=2'))).toBe('x=&y=2');
    const p = prepareRequest({ method: 'POST', url: '/api/a/b?orderId=9', data: { n: 1 }, identity: anon, ...fixed });
    const withQuery = computeSign({ method: 'POST', path: '/api/a/b', data: 'n=1', query: 'orderId=9', time: fixed.now, nonce: fixed.nonce, sysCode: SYS_CODE, secret: SIGN_SECRET });
    expect(p.headers['x-sign']).toBe(withQuery);
    expect(p.headers['x-sign']).not.toBe(expectedSign('POST', '/api/a/b', 'n=1'));
    // no query, no multipart: the signature is the one of the original scheme
    const plain = prepareRequest({ method: 'POST', url: '/api/a/b', data: { n: 1 }, identity: anon, ...fixed });
    expect(plain.headers['x-sign']).toBe(expectedSign('POST', '/api/a/b', 'n=1'));
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

  it('a POST query string changed after signing is refused with 4002', async () => {
    const app = signedApp();
    const p = prepareRequest({ method: 'POST', url: '/api/a/b?orderId=1', data: { amount: 1 }, identity: anon });
    expect((await send(app, p)).code).toBe(200);
    const q = prepareRequest({ method: 'POST', url: '/api/a/b?orderId=1', data: { amount: 1 }, identity: anon });
    expect((await send(app, { ...q, url: '/api/a/b?orderId=2' })).code).toBe(4002);
    const r = prepareRequest({ method: 'POST', url: '/api/a/b', data: { amount: 1 }, identity: anon });
    expect((await send(app, { ...r, url: '/api/a/b?orderId=2' })).code).toBe(4002);
  });

  it('an empty field added after signing is refused with 4002', async () => {
    const app = signedApp();
    const p = prepareRequest({ method: 'POST', url: '/api/a/b', data: { amount: 1 }, identity: anon });
    expect((await send(app, { ...p, body: 'amount=1&remark=' })).code).toBe(4002);
    const g = prepareRequest({ method: 'GET', url: '/api/a/b?id=1', identity: anon });
    expect((await send(app, { ...g, url: '/api/a/b?id=1&couponId=' })).code).toBe(4002);
    const e = prepareRequest({ method: 'POST', url: '/api/a/b', data: 'amount=1&remark=', identity: anon });
    expect((await send(app, e)).code).toBe(200);
  });

  it('a multipart body is accepted by its hash; changed bytes or a missing hash are refused', async () => {
    const app = signedApp();
    const fd = new FormData();
    fd.append('purpose', 'other');
    fd.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])]), 'a.png');
    const mp = await encodeMultipart(fd);
    const ok = prepareRequest({ method: 'POST', url: '/api/a/b', data: mp, identity: anon });
    expect((await send(app, ok)).code).toBe(200);
    const tampered = prepareRequest({ method: 'POST', url: '/api/a/b', data: mp, identity: anon });
    const bytes = new Uint8Array(mp.bytes);
    bytes[bytes.length - 50] ^= 1;
    expect((await send(app, { ...tampered, body: bytes })).code).toBe(4002);
    const rehashed = prepareRequest({ method: 'POST', url: '/api/a/b', data: mp, identity: anon });
    expect((await send(app, { ...rehashed, body: bytes, headers: { ...rehashed.headers, 'x-body-sha256': sha256Hex(bytes) } })).code).toBe(4002);
    const bare = prepareRequest({ method: 'POST', url: '/api/a/b', data: mp, identity: anon });
    const headers = { ...bare.headers };
    delete headers['x-body-sha256'];
    expect((await send(app, { ...bare, headers })).code).toBe(4001);
  });

  it('the axios client serialises a FormData and signs its SHA-256; the server accepts exactly those bytes', async () => {
    const { api } = await import('@/lib/httpClient');
    const { AxiosHeaders } = await import('axios');
    const app = signedApp();
    const fd = new FormData();
    fd.append('purpose', 'evaluate');
    fd.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], { type: 'image/jpeg' }), 'a.jpg');
    const seen: { headers: Record<string, string>; body: unknown }[] = [];
    const res = await api.request({
      method: 'post',
      url: '/upload/v1/upload',
      data: fd,
      crisps: { server: true, identity: anon },
      adapter: async (config) => {
        const headers = AxiosHeaders.from(config.headers as never).toJSON() as Record<string, string>;
        seen.push({ headers, body: config.data });
        const r = await app.request(config.url!, { method: 'POST', headers, body: config.data as Uint8Array<ArrayBuffer> });
        return { data: await r.json(), status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    expect(res.data.code).toBe(200);
    expect(seen[0].body).toBeInstanceOf(Uint8Array);
    expect(seen[0].headers['x-body-sha256']).toBe(sha256Hex(seen[0].body as Uint8Array));
    expect(seen[0].headers['Content-Type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('a replayed request is refused with 4004', async () => {
    const app = signedApp();
    const p = prepareRequest({ method: 'GET', url: '/api/a/b', identity: anon });
    expect((await send(app, p)).code).toBe(200);
    expect((await send(app, p)).code).toBe(4004);
  });
});
