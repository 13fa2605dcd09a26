import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalParams, computeSign } from '@/lib/sign';
import { SYS_CODE } from '@/lib/constants';
import { createTestContext, multipartBody, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const PROTOCOL = '/api/find_protocol';

describe('request signature', () => {
  it('accepts a correctly signed request', async () => {
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' });
    expect(res.code).toBe(200);
  });

  it('refuses a request without a signature (4001)', async () => {
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { sign: false });
    expect(res).toMatchObject({ code: 4001, data: null });
    expect(res.msg).toBe('缺少请求签名');
  });

  it('refuses a wrong signature (4002)', async () => {
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { headers: { 'x-sign': 'ABCDEF0123456789ABCDEF0123456789' } });
    expect(res.code).toBe(4002);
  });

  it('refuses a form payload changed after signing (4002)', async () => {
    const phone = t.phone();
    const time = t.deps.now().getTime();
    const nonce = 'tamper-' + Date.now();
    const sign = computeSign({ method: 'POST', path: '/api/authentication/send_sms_code', data: canonicalParams({ phone, type: 'login' }), time, nonce, sysCode: SYS_CODE, secret: t.deps.config.signSecret });
    const send = (body: string) =>
      t.app.request('/api/authentication/send_sms_code', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', 'x-sign': sign, 'x-sign-time': String(time), 'x-sign-nonce': nonce, 'x-sys-code': SYS_CODE, 'x-forwarded-for': t.ctx.ip },
        body,
      });
    const tampered = await send(new URLSearchParams({ phone: t.phone(), type: 'login' }).toString());
    expect(((await tampered.json()) as { code: number }).code).toBe(4002);
    // the untouched body with the same headers passes: the refusal was about the payload
    const genuine = await send(new URLSearchParams({ phone, type: 'login' }).toString());
    expect(((await genuine.json()) as { code: number }).code).toBe(200);
  });

  /** Signs `signedUrl`/`signedBody` as the client does, then sends `url`/`body` (the tampered ones). */
  async function tamper(o: { method: string; signedUrl: string; url: string; signedBody?: string; body?: string; token?: string }) {
    const u = new URL(o.signedUrl, 'http://x');
    const time = t.deps.now().getTime();
    const nonce = `tq-${Math.random().toString(36).slice(2)}`;
    const get = o.method === 'GET';
    const sign = computeSign({
      method: o.method,
      path: u.pathname,
      data: get ? canonicalParams(u.searchParams) : canonicalParams(new URLSearchParams(o.signedBody ?? '')),
      query: get ? '' : canonicalParams(u.searchParams),
      token: o.token ?? '',
      time,
      nonce,
      sysCode: SYS_CODE,
      secret: t.deps.config.signSecret,
    });
    const headers: Record<string, string> = { 'x-sign': sign, 'x-sign-time': String(time), 'x-sign-nonce': nonce, 'x-sys-code': SYS_CODE, 'x-forwarded-for': t.ctx.ip };
    if (!get) headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    if (o.token) headers['X-Auth-Token'] = o.token;
    const res = await t.app.request(o.url, { method: o.method, headers, body: get ? undefined : o.body });
    return ((await res.json()) as { code: number; msg: string });
  }

  it('signs the query string of a POST: changed or added after signing is refused (4002)', async () => {
    const phone = t.phone();
    const body = new URLSearchParams({ phone, type: 'login' }).toString();
    const path = '/api/authentication/send_sms_code';
    expect((await tamper({ method: 'POST', signedUrl: `${path}?a=1`, url: `${path}?a=2`, signedBody: body, body })).code).toBe(4002);
    expect((await tamper({ method: 'POST', signedUrl: path, url: `${path}?phone=${t.phone()}`, signedBody: body, body })).code).toBe(4002);
    // the same request untouched passes
    expect((await tamper({ method: 'POST', signedUrl: `${path}?a=1`, url: `${path}?a=1`, signedBody: body, body })).code).toBe(200);
  });

  it('signs empty values: an empty field added or emptied after signing is refused (4002)', async () => {
    const phone = t.phone();
    const path = '/api/authentication/send_sms_code';
    const body = new URLSearchParams({ phone, type: 'login' }).toString();
    expect((await tamper({ method: 'POST', signedUrl: path, url: path, signedBody: body, body: `${body}&captchaKey=` })).code).toBe(4002);
    expect((await tamper({ method: 'POST', signedUrl: path, url: path, signedBody: `${body}&imgCaptcha=x`, body: `${body}&imgCaptcha=` })).code).toBe(4002);
    expect((await tamper({ method: 'GET', signedUrl: `${PROTOCOL}?categoryCode=protocol100122`, url: `${PROTOCOL}?categoryCode=protocol100122&x=` })).code).toBe(4002);
    // an empty field that was signed is accepted
    expect((await tamper({ method: 'GET', signedUrl: `${PROTOCOL}?categoryCode=protocol100122&x=`, url: `${PROTOCOL}?categoryCode=protocol100122&x=` })).code).toBe(200);
  });

  it('signs a multipart body by its SHA-256: changed bytes or a missing digest are refused', async () => {
    const { token } = await t.loginSms(t.phone());
    const fd = new FormData();
    fd.append('purpose', 'other');
    fd.append('file', new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }), 'a.png');
    const mp = await multipartBody(fd);
    const send = async (body: Uint8Array<ArrayBuffer>, digest: string | null, signedDigest = mp.sha256) => {
      const time = t.deps.now().getTime();
      const nonce = `mp-${Math.random().toString(36).slice(2)}`;
      const sign = computeSign({ method: 'POST', path: '/api/upload/v1/upload', data: '', bodySha256: signedDigest, token, time, nonce, sysCode: SYS_CODE, secret: t.deps.config.signSecret });
      const headers: Record<string, string> = { 'content-type': mp.contentType, 'X-Auth-Token': token, 'x-sign': sign, 'x-sign-time': String(time), 'x-sign-nonce': nonce, 'x-sys-code': SYS_CODE, 'x-forwarded-for': t.ctx.ip };
      if (digest) headers['x-body-sha256'] = digest;
      return ((await (await t.app.request('/api/upload/v1/upload', { method: 'POST', headers, body })).json()) as { code: number; msg: string });
    };
    // the genuine request reaches the handler (which then refuses the 4 bytes as not an image)
    expect(await send(mp.bytes, mp.sha256)).toMatchObject({ code: 400 });
    const changed = new Uint8Array(mp.bytes);
    changed[changed.length - 60] ^= 0xff;
    expect((await send(changed, mp.sha256)).code).toBe(4002);
    const { sha256Hex } = await import('@/lib/sign');
    expect((await send(changed, sha256Hex(changed))).code).toBe(4002);
    expect((await send(mp.bytes, null)).code).toBe(4001);
  });

  it('refuses a signature made with another secret or system code (4002)', async () => {
    const time = t.deps.now().getTime();
    const nonce = 'secret-' + Date.now();
    const data = canonicalParams({ categoryCode: 'protocol100122' });
    const sign = computeSign({ method: 'GET', path: PROTOCOL, data, time, nonce, sysCode: SYS_CODE, secret: 'not-the-secret' });
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { headers: { 'x-sign': sign, 'x-sign-time': String(time), 'x-sign-nonce': nonce } });
    expect(res.code).toBe(4002);
    const other = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { headers: { 'x-sys-code': 'other-sys' } });
    expect(other.code).toBe(4002);
  });

  it('refuses a signature bound to another token (4002)', async () => {
    const session = await t.loginSms(t.phone());
    // Signed without the token, sent with it: the token is part of the signature.
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { headers: { 'X-Auth-Token': session.token } });
    expect(res.code).toBe(4002);
  });

  it('refuses a timestamp outside the 5-minute window (4003)', async () => {
    const old = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { time: t.deps.now().getTime() - 6 * 60_000 });
    expect(old.code).toBe(4003);
    const future = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { time: t.deps.now().getTime() + 6 * 60_000 });
    expect(future.code).toBe(4003);
    const edge = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { time: t.deps.now().getTime() - 4 * 60_000 });
    expect(edge.code).toBe(200);
  });

  it('refuses a replayed nonce (4004)', async () => {
    const nonce = 'replay-' + Date.now();
    const first = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { nonce });
    expect(first.code).toBe(200);
    const again = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { nonce });
    expect(again.code).toBe(4004);
  });

  it('serves the captcha image unsigned', async () => {
    const res = await t.request('GET', '/api/authentication/graph_captcha', { captchaKey: 'k-unsigned-0001' }, { sign: false });
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('session token on any endpoint', () => {
  it('an unknown token gets 5223 even on a public endpoint', async () => {
    const res = await t.call('GET', PROTOCOL, { categoryCode: 'protocol100122' }, { token: 'no-such-token' });
    expect(res).toMatchObject({ code: 5223, msg: '登录失效，请重新登录' });
  });
});

describe('OpenAPI document', () => {
  it('lists every auth, cms and analytics path', async () => {
    const res = await t.request('GET', '/api/openapi.json', undefined, { sign: false });
    const doc = (await res.json()) as { paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> };
    const expected: [string, string][] = [
      ['/api/authentication/login', 'post'],
      ['/api/login/v1/register', 'post'],
      ['/api/authentication/login_out', 'get'],
      ['/api/authentication/retrieve_password', 'post'],
      ['/api/authentication/send_sms_code', 'post'],
      ['/api/login/v1/check-sms-code', 'post'],
      ['/api/login/v1/account_info', 'post'],
      ['/api/user/v1/info', 'get'],
      ['/api/find_protocol', 'get'],
      ['/api/authentication/graph_captcha', 'get'],
      ['/api/authentication/v1/register_anonymous_id', 'post'],
      ['/api/authentication/v1/find_anonymous_info', 'post'],
      ['/api/authentication/v1/bind_user_anonymous', 'post'],
      ['/api/analytics/page_view', 'post'],
    ];
    for (const [p, m] of expected) {
      const op = doc.paths[p]?.[m];
      expect(op, `${m.toUpperCase()} ${p}`).toBeDefined();
      expect(op!.tags?.length).toBeGreaterThan(0);
      expect(op!.summary).toBeTruthy();
    }
  });
});
