import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, smsOutbox, users } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const REGISTER = '/api/login/v1/register';
const SEND = '/api/authentication/send_sms_code';
const RETRIEVE = '/api/authentication/retrieve_password';
const ACCOUNT = '/api/login/v1/account_info';
const USER_INFO = '/api/user/v1/info';
const LOGOUT = '/api/authentication/login_out';
const DAY = 24 * 3600_000;

describe('register', () => {
  it('creates the account with its password and logs it in', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'register');
    const res = await t.call('POST', REGISTER, { phone, password: 'abc.12345', smsCode, userType: 'ORDINARY_USER', client: 'COMDIC_TERMINAL_WAP', platformType: 'COMDIC_PLATFORM_CRISPS' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ userType: 'ORDINARY_USER', nickName: `薯片用户${phone.slice(-4)}` });
    const info = await t.call('POST', ACCOUNT, { userId: res.data.userId }, { token: res.data.token });
    expect(info.data.decodePhone).toBe(phone);
    expect((await t.loginPassword(phone, 'abc.12345')).code).toBe(200);
  });

  it('answers an existing phone as it answers a new one: its holder gets a notice instead of a code', async () => {
    const fresh = t.phone();
    const existing = '13800138000';
    const ip = randomIp();
    const sent = await t.call('POST', SEND, { phone: existing, type: 'register' }, { ip });
    expect(sent).toEqual(await t.call('POST', SEND, { phone: fresh, type: 'register' }, { ip }));
    const [notice] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, existing)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(notice).toMatchObject({ type: 'register', code: '' });
    expect(notice.content).toContain('该手机号已注册薯片账号，请直接登录');
    // whatever code is tried, the existing phone fails like a wrong code for a new phone
    const tryRegister = (phone: string) => t.call('POST', REGISTER, { phone, password: 'abc12345', smsCode: '123456', userType: 'ORDINARY_USER' }, { ip: randomIp() });
    const freshCode = await t.readSmsCode(fresh, 'register');
    const wrongForFresh = await tryRegister(fresh);
    if (freshCode !== '123456') expect(await tryRegister(existing)).toEqual(wrongForFresh);
    expect(wrongForFresh).toMatchObject({ code: 10401, msg: '验证码错误' });
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, existing));
    expect(u.id).toBe('u_demo_customer');
  });

  it('refuses a wrong or reused code', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'register');
    const wrong = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    expect((await t.call('POST', REGISTER, { phone, password: 'abc12345', smsCode: wrong })).code).toBe(10401);
    expect(await t.deps.db.$count(users, eq(users.phone, phone))).toBe(0);
    expect((await t.call('POST', REGISTER, { phone, password: 'abc12345', smsCode })).code).toBe(200);
  });

  it('names the bad field', async () => {
    const phone = t.phone();
    expect(await t.call('POST', REGISTER, { phone, password: 'abc', smsCode: '123456' })).toMatchObject({ code: 400, msg: 'password：密码格式有误（6-15位数字/字母/标点符号）' });
    expect(await t.call('POST', REGISTER, { phone, password: 'abcdefgh12345678', smsCode: '123456' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^password：/) });
    expect(await t.call('POST', REGISTER, { phone, password: '密码abc123', smsCode: '123456' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^password：/) });
    expect(await t.call('POST', REGISTER, { phone, password: 'abc12345' })).toMatchObject({ code: 400, msg: 'smsCode：不能为空' });
    expect(await t.call('POST', REGISTER, { phone, password: 'abc12345', smsCode: '123456', userType: 'MERCHANT_USER' })).toMatchObject({ code: 400, msg: 'userType：仅支持普通用户注册' });
  });
});

describe('retrieve_password', () => {
  it('sets a new password with a reset code and ends the open sessions', async () => {
    const phone = '13800138001';
    const before = await t.loginPassword(phone, 'demo123456');
    expect(before.code).toBe(200);
    const smsCode = await t.sendCode(phone, 'reset');
    const res = await t.call('POST', RETRIEVE, { phone, smsCode, newPassword: 'new-pass9', userType: 'ORDINARY_USER' });
    expect(res).toMatchObject({ code: 200, data: null });
    expect((await t.loginPassword(phone, 'demo123456', { ip: randomIp() })).code).toBe(10402);
    expect((await t.loginPassword(phone, 'new-pass9', { ip: randomIp() })).code).toBe(200);
    expect((await t.call('GET', USER_INFO, { id: 'u_demo_customer2' }, { token: before.data.token })).code).toBe(5223);
    // the code is spent
    expect((await t.call('POST', RETRIEVE, { phone, smsCode, newPassword: 'other-pass9', userType: 'ORDINARY_USER' })).code).toBe(10401);
  });

  it('answers an unknown phone like a known one, and refuses a login code and a bad new password', async () => {
    const retrieve = (phone: string) => t.call('POST', RETRIEVE, { phone, smsCode: '123456', newPassword: 'abc12345', userType: 'ORDINARY_USER' }, { ip: randomIp() });
    // no code asked for: the same answer
    expect(await retrieve(t.phone())).toEqual(await retrieve('13900139000'));
    expect(await retrieve(t.phone())).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
    // a reset code asked for an unknown phone: sent as a notice, and any code is wrong
    const unknown = t.phone();
    expect((await t.call('POST', SEND, { phone: unknown, type: 'reset' })).code).toBe(200);
    expect(await retrieve(unknown)).toMatchObject({ code: 10401, msg: '验证码错误' });
    const phone = '13900139000';
    const loginCode = await t.sendCode(phone, 'login');
    expect((await t.call('POST', RETRIEVE, { phone, smsCode: loginCode, newPassword: 'abc12345', userType: 'ORDINARY_USER' }, { ip: randomIp() })).code).toBe(10401);
    expect(await t.call('POST', RETRIEVE, { phone, smsCode: loginCode, newPassword: '12', userType: 'ORDINARY_USER' })).toMatchObject({ code: 400, msg: expect.stringMatching(/^newPassword：密码格式有误/) });
    expect((await t.loginPassword(phone, 'planner123', { ip: randomIp() })).code).toBe(200);
  });
});

describe('account_info and user info', () => {
  it('returns the account of the session', async () => {
    const login = await t.loginPassword('13800138000', 'demo123456');
    const res = await t.call('POST', ACCOUNT, { userId: 'u_demo_customer' }, { token: login.data.token });
    expect(res).toMatchObject({
      code: 200,
      data: {
        id: 'u_demo_customer', no: 'U1000000001', nickName: '薯片用户8000', fullName: '138****8000', decodePhone: '13800138000',
        mainAccountFull: '13800138000', realStatus: 'NO_AUTHENTICATION', url: '/images/avatar-default.svg', type: 'ORDINARY_USER',
        customerInfo: { id: 'c_demo_customer' },
      },
    });
    const info = await t.call('GET', USER_INFO, { id: 'u_demo_customer' }, { token: login.data.token });
    expect(info).toMatchObject({ code: 200, data: res.data });
  });

  it("refuses another user's account (403), no token (5223), and a missing userId (400)", async () => {
    const login = await t.loginPassword('13800138000', 'demo123456');
    expect((await t.call('POST', ACCOUNT, { userId: 'u_demo_planner' }, { token: login.data.token })).code).toBe(403);
    expect((await t.call('GET', USER_INFO, { id: 'u_demo_planner' }, { token: login.data.token })).code).toBe(403);
    expect((await t.call('POST', ACCOUNT, { userId: 'u_demo_customer' })).code).toBe(5223);
    expect(await t.call('POST', ACCOUNT, {}, { token: login.data.token })).toMatchObject({ code: 400, msg: 'userId：不能为空' });
    expect(await t.call('GET', USER_INFO, {}, { token: login.data.token })).toMatchObject({ code: 400, msg: 'id：不能为空' });
  });
});

describe('sessions', () => {
  it('logout revokes the token: every later call with it gets 5223', async () => {
    const s = await t.loginSms(t.phone());
    expect((await t.call('POST', ACCOUNT, { userId: s.userId }, { token: s.token })).code).toBe(200);
    expect(await t.call('GET', LOGOUT, undefined, { token: s.token })).toMatchObject({ code: 200, data: null });
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, s.userId));
    expect(row.revokedAt).not.toBeNull();
    expect(await t.call('POST', ACCOUNT, { userId: s.userId }, { token: s.token })).toMatchObject({ code: 5223, msg: '登录失效，请重新登录' });
    expect((await t.call('GET', '/api/find_protocol', { categoryCode: 'protocol100121' }, { token: s.token })).code).toBe(5223);
    expect((await t.call('GET', LOGOUT, undefined, { token: s.token })).code).toBe(5223);
  });

  it('logout without a token is a no-op', async () => {
    expect(await t.call('GET', LOGOUT)).toMatchObject({ code: 200, data: null });
  });

  it('logging out one session leaves the other sessions of the user alone', async () => {
    const phone = t.phone();
    const a = await t.loginSms(phone);
    t.advance(61_000);
    const b = await t.loginSms(phone);
    await t.call('GET', LOGOUT, undefined, { token: a.token });
    expect((await t.call('POST', ACCOUNT, { userId: b.userId }, { token: b.token })).code).toBe(200);
  });

  it('a session lasts 14 days, then gets 5223', async () => {
    const s = await t.loginSms(t.phone());
    t.advance(14 * DAY - 60_000);
    expect((await t.call('POST', ACCOUNT, { userId: s.userId }, { token: s.token })).code).toBe(200);
    t.advance(2 * 60_000);
    expect((await t.call('POST', ACCOUNT, { userId: s.userId }, { token: s.token })).code).toBe(5223);
  });
});
