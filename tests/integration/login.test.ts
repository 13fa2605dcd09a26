import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/server/db/schema';
import { hashToken } from '@/server/modules/auth/session';
import { createTestContext, randomIp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/api/authentication/login';
const CAPTCHA = '/api/authentication/graph_captcha';
const sms = (phone: string, smsCode: string, extra: Record<string, string> = {}) => ({
  accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER', client: 'COMDIC_TERMINAL_WAP', platformType: 'COMDIC_PLATFORM_CRISPS', ...extra,
});
const pwd = (phone: string, password: string, extra: Record<string, string> = {}) => ({
  accountChannel: 'AUTH_PHONE_PWD', phone, password, userType: 'ORDINARY_USER', ...extra,
});

/** A fresh account with a password, so failure counters of other tests do not interfere. */
async function newAccount(password = 'abc12345') {
  const phone = t.phone();
  const smsCode = await t.sendCode(phone, 'register');
  const res = await t.call('POST', '/api/login/v1/register', { phone, password, smsCode, userType: 'ORDINARY_USER' });
  expect(res.code, res.msg).toBe(200);
  return { phone, password };
}

async function captcha(key: string) {
  const res = await t.request('GET', CAPTCHA, { captchaKey: key }, { sign: false });
  expect(res.status).toBe(200);
  return { svg: await res.text(), answer: (await t.deps.cache.get(`captcha:${key}`))!, res };
}

describe('password login', () => {
  it('logs the demo customer in with a hashed, 14-day session', async () => {
    const res = await t.loginPassword('13800138000', 'demo123456');
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ userId: 'u_demo_customer', userType: 'ORDINARY_USER', userNo: 'U1000000001', nickName: '薯片用户8000', avatar: '/images/avatar-default.svg', customerID: 'c_demo_customer' });
    expect(res.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(res.data.token)));
    expect(row.userId).toBe('u_demo_customer');
    expect(row.tokenHash).not.toBe(res.data.token);
    const ttl = Date.parse(res.data.expiresAt) - row.createdAt.getTime();
    expect(ttl).toBe(14 * 24 * 3600_000);
  });

  it('gives the planner their account type and a new token at every login', async () => {
    const a = await t.loginPassword('13900139000', 'planner123');
    const b = await t.loginPassword('13900139000', 'planner123');
    expect(a.data).toMatchObject({ userType: 'MERCHANT_USER', nickName: '王规划' });
    expect(a.data.token).not.toBe(b.data.token);
    // both sessions stay usable
    for (const token of [a.data.token, b.data.token]) {
      expect((await t.call('POST', '/api/login/v1/account_info', { userId: 'u_demo_planner' }, { token })).code).toBe(200);
    }
  });

  it('stores passwords as scrypt hashes', async () => {
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, '13800138000'));
    expect(u.passwordHash).toMatch(/^scrypt\$(\d+)\$8\$1\$/);
    expect(Number(u.passwordHash!.split('$')[1])).toBeGreaterThanOrEqual(16384);
    expect(u.passwordHash).not.toContain('demo123456');
  });

  it('answers a wrong password, an unknown phone and an account without a password alike (10402 账号或密码错误)', async () => {
    const refused = { code: 10402, msg: '账号或密码错误', data: null };
    expect(await t.loginPassword('13800138000', 'wrong-pass1', { ip: randomIp() })).toEqual(refused);
    expect(await t.loginPassword(t.phone(), 'whatever1', { ip: randomIp() })).toEqual(refused);
    const smsOnly = t.phone();
    await t.loginSms(smsOnly, { ip: randomIp() });
    expect(await t.loginPassword(smsOnly, 'whatever1', { ip: randomIp() })).toEqual(refused);
  });

  it('names the missing or bad field', async () => {
    expect(await t.call('POST', LOGIN, { accountChannel: 'AUTH_PHONE_PWD', phone: '13800138000' })).toMatchObject({ code: 400, msg: 'password：请输入密码' });
    expect(await t.call('POST', LOGIN, pwd('1380013800', 'demo123456'))).toMatchObject({ code: 400, msg: 'phone：手机号码有误' });
    expect(await t.call('POST', LOGIN, { phone: '13800138000', password: 'demo123456' })).toMatchObject({ code: 400, msg: 'accountChannel：不能为空' });
    expect(await t.call('POST', LOGIN, sms('13800138000', ''))).toMatchObject({ code: 400, msg: 'smsCode：请输入验证码' });
    expect(await t.call('POST', LOGIN, pwd('13800138000', 'demo123456', { platformType: 'OTHER' }))).toMatchObject({ code: 400, msg: 'platformType：平台编码有误' });
  });

  it('answers a JSON body on a form endpoint with 400, not a crash', async () => {
    const res = await t.call('POST', LOGIN, pwd('13800138000', 'demo123456'), { json: true });
    expect(res.code).toBe(400);
  });
});

describe('SMS login', () => {
  it('creates the account of an unknown phone', async () => {
    const phone = t.phone();
    const code = await t.sendCode(phone, 'login');
    const res = await t.call('POST', LOGIN, sms(phone, code));
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ userType: 'ORDINARY_USER', nickName: `薯片用户${phone.slice(-4)}`, avatar: '/images/avatar-default.svg' });
    expect(res.data.userId).toMatch(/^u_/);
    expect(res.data.userNo).toMatch(/^U\d{10}$/);
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, phone));
    expect(u.passwordHash).toBeNull();
    // the same phone logs into the same account next time
    t.advance(61_000);
    const again = await t.loginSms(phone);
    expect(again.userId).toBe(res.data.userId);
    // an account without a password cannot use password login
    expect((await t.loginPassword(phone, 'abc123456', { ip: randomIp() })).code).toBe(10402);
  });

  it('uses a code once', async () => {
    const phone = t.phone();
    const code = await t.sendCode(phone, 'login');
    expect((await t.call('POST', LOGIN, sms(phone, code))).code).toBe(200);
    expect((await t.call('POST', LOGIN, sms(phone, code))).code).toBe(10401);
  });

  it('refuses an expired code', async () => {
    const phone = t.phone();
    const code = await t.sendCode(phone, 'login');
    t.advance(601_000);
    expect((await t.call('POST', LOGIN, sms(phone, code))).code).toBe(10401);
  });

  it('does not accept a code sent for another purpose', async () => {
    const phone = '13800138000';
    const code = await t.sendCode(phone, 'reset');
    expect((await t.call('POST', LOGIN, sms(phone, code), { ip: randomIp() })).code).toBe(10401);
  });
});

describe('graph captcha after repeated failures', () => {
  it('serves a fresh 4-character SVG, not cacheable, holding pixels rather than glyphs', async () => {
    const { svg, answer, res } = await captcha('captcha-key-0001');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toMatch(/width="120" height="40"/);
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);
    expect(answer).not.toMatch(/[01IOLZSB258G]/);
    // one rasterised picture: no text, outlines or elements a script could sort into glyphs and noise
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('<path');
    const png = Buffer.from(svg.match(/xlink:href="data:image\/png;base64,([^"]+)"/)![1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // asking again for the same key replaces the answer and draws a different image
    const again = await captcha('captcha-key-0001');
    expect(again.svg).not.toBe(svg);
    const bad = await t.call('GET', CAPTCHA, { captchaKey: 'short' }, { sign: false });
    expect(bad).toMatchObject({ code: 400, msg: 'captchaKey：图片验证码标识有误' });
  });

  it('requires a captcha for a phone after 3 failures (10408), refuses a wrong one (10409), accepts a right one', async () => {
    const { phone, password } = await newAccount();
    const ips = [randomIp(), randomIp(), randomIp(), randomIp()];
    for (let i = 0; i < 3; i++) expect((await t.loginPassword(phone, 'nope-' + i, { ip: ips[i] })).code).toBe(10402);
    // the right password alone is no longer enough, from any IP
    expect(await t.loginPassword(phone, password, { ip: ips[3] })).toMatchObject({ code: 10408, msg: '请输入图片验证码' });

    const key = 'captcha-phone-0001';
    await captcha(key);
    const first = await captcha(key);
    expect((await t.call('POST', LOGIN, pwd(phone, password, { captchaKey: key, imgCaptcha: '!!!!' }), { ip: ips[3] })).code).toBe(10409);
    // the wrong answer spent the key: its right answer no longer works
    expect((await t.call('POST', LOGIN, pwd(phone, password, { captchaKey: key, imgCaptcha: first.answer }), { ip: ips[3] })).code).toBe(10409);
    // a wrong password with a right captcha still counts and still needs the next captcha
    const second = await captcha(key);
    expect((await t.call('POST', LOGIN, pwd(phone, 'nope-x', { captchaKey: key, imgCaptcha: second.answer }), { ip: ips[3] })).code).toBe(10402);
    expect((await t.loginPassword(phone, password, { ip: ips[3] })).code).toBe(10408);
    const third = await captcha(key);
    const res = await t.call('POST', LOGIN, pwd(phone, password, { captchaKey: key, imgCaptcha: third.answer.toLowerCase() }), { ip: ips[3] });
    expect(res.code, res.msg).toBe(200);
    // success clears the phone's counter: a new IP logs in without a captcha
    expect((await t.loginPassword(phone, password, { ip: randomIp() })).code).toBe(200);
  });

  it('requires a captcha for an IP after 3 failures, whatever the phone', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) {
      const phone = t.phone();
      const code = await t.sendCode(phone, 'login', { ip });
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect((await t.call('POST', LOGIN, sms(phone, wrong), { ip })).code).toBe(10401);
    }
    const phone = t.phone();
    const code = await t.sendCode(phone, 'login', { ip });
    expect((await t.call('POST', LOGIN, sms(phone, code), { ip })).code).toBe(10408);
    const key = 'captcha-ip-000001';
    const { answer } = await captcha(key);
    expect((await t.call('POST', LOGIN, sms(phone, code, { captchaKey: key, imgCaptcha: answer }), { ip })).code).toBe(200);
    // another IP was never affected
    expect((await t.loginPassword('13900139000', 'planner123', { ip: randomIp() })).code).toBe(200);
  });

  it('does not ask for a captcha after only 2 failures', async () => {
    const ip = randomIp();
    const { phone, password } = await newAccount();
    for (let i = 0; i < 2; i++) expect((await t.loginPassword(phone, 'bad-pass' + i, { ip })).code).toBe(10402);
    expect((await t.loginPassword(phone, password, { ip })).code).toBe(200);
  });
});
