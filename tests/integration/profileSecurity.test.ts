import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';

// Account security (/my/settings/phoneVerify, setPassword, setPwd): changing the bound phone with codes to the old
// and the new number, and setting or changing the login password. Limits are fired 20–50 requests at once.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

const U = '/api/user/v1';
const codes = (answers: { code: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }), {});
const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function account() {
  const phone = t.phone();
  const ip = randomIp();
  const login = await t.loginSms(phone, { ip });
  // the login code was this phone's send of the minute
  t.advance(61_000);
  return { phone, ip, token: login.token, userId: login.userId };
}
type Account = Awaited<ReturnType<typeof account>>;

const post = (a: Account, path: string, form: Record<string, string | undefined>) => t.call('POST', `${U}/${path}`, form, { token: a.token, ip: a.ip });
const info = (a: Account, token = a.token) => t.call('GET', `${U}/profile`, undefined, { token });

/** The newest SMS text the local provider wrote for a phone (an account code goes out as a 身份验证 message). */
async function lastSms(phone: string) {
  const [row] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
  return row;
}

/** The old phone's code spent for a ticket. */
async function ticketOf(a: Account) {
  expect((await post(a, 'send_account_sms', { type: 'rebindOld' })).code).toBe(200);
  const res = await post(a, 'verify_old_phone', { smsCode: (await lastSms(a.phone)).code });
  expect(res.code, res.msg).toBe(200);
  return res.data.ticket as string;
}

describe('changing the bound phone', () => {
  it('moves the account to the new phone: old code, ticket, new code; other sessions end, this one stays', async () => {
    const a = await account();
    const other = await t.loginSms(a.phone, { ip: randomIp() });
    t.advance(61_000);
    expect((await post(a, 'send_account_sms', { type: 'rebindOld' })).data).toEqual({ resendSeconds: 60, expireSeconds: 600 });
    const sms = await lastSms(a.phone);
    expect(sms).toMatchObject({ type: 'default' });
    expect(sms.content).toContain('更换手机号（原手机号验证）验证码');
    // a code of the old phone is bound to its purpose: the public check cannot spend it
    expect(await t.call('POST', '/api/login/v1/check-sms-code', { phone: a.phone, smsCode: sms.code, type: 'default' })).toMatchObject({ code: 10401 });
    const verified = await post(a, 'verify_old_phone', { smsCode: sms.code });
    expect(verified.data).toMatchObject({ expireSeconds: 600 });
    const { ticket } = verified.data;

    const newPhone = t.phone();
    expect(await post(a, 'send_new_phone_sms', { phone: a.phone, ticket })).toMatchObject({ code: 400, msg: 'phone：新手机号不能与原手机号相同' });
    expect((await post(a, 'send_new_phone_sms', { phone: newPhone, ticket })).code).toBe(200);
    const code = (await lastSms(newPhone)).code;
    expect(await post(a, 'change_phone', { phone: newPhone, smsCode: wrongCode(code), ticket })).toMatchObject({ code: 10401, msg: '验证码错误' });
    const changed = await post(a, 'change_phone', { phone: newPhone, smsCode: code, ticket });
    expect(changed.code, changed.msg).toBe(200);
    expect(changed.data).toMatchObject({ decodePhone: newPhone, mainAccountFull: newPhone, fullName: `${newPhone.slice(0, 3)}****${newPhone.slice(-4)}` });

    expect((await info(a)).data.decodePhone).toBe(newPhone);
    expect(await info(a, other.token)).toMatchObject({ code: 5223 });
    // the ticket was spent with the change
    expect(await post(a, 'change_phone', { phone: t.phone(), smsCode: code, ticket })).toMatchObject({ code: 400, msg: 'ticket：原手机号验证已失效，请重新验证' });
    // the new phone logs in to the same account; the old one would be a new account
    t.advance(61_000);
    expect((await t.loginSms(newPhone, { ip: randomIp() })).userId).toBe(a.userId);
    expect((await t.loginSms(a.phone, { ip: randomIp() })).userId).not.toBe(a.userId);
  });

  it('a phone that has an account gets a notice, not a code, and the page the same answer', async () => {
    const a = await account();
    const b = await account();
    const ticket = await ticketOf(a);
    const res = await post(a, 'send_new_phone_sms', { phone: b.phone, ticket });
    expect(res).toMatchObject({ code: 200, data: { resendSeconds: 60, expireSeconds: 600 } });
    const sms = await lastSms(b.phone);
    expect(sms.code).toBe('');
    expect(sms.content).toContain('不能绑定到其他账号');
    expect(await post(a, 'change_phone', { phone: b.phone, smsCode: '000000', ticket })).toMatchObject({ code: 10401 });
    expect((await info(a)).data.decodePhone).toBe(a.phone);
  });

  it('a phone registered after its code was sent is refused with 10404, and the ticket stays for another phone', async () => {
    const a = await account();
    const ticket = await ticketOf(a);
    const taken = t.phone();
    await post(a, 'send_new_phone_sms', { phone: taken, ticket });
    const code = (await lastSms(taken)).code;
    t.advance(61_000);
    await t.loginSms(taken, { ip: randomIp() });
    expect(await post(a, 'change_phone', { phone: taken, smsCode: code, ticket })).toMatchObject({ code: 10404, msg: '该手机号已注册薯片账号，不能绑定' });
    const free = t.phone();
    expect((await post(a, 'send_new_phone_sms', { phone: free, ticket })).code).toBe(200);
    expect((await post(a, 'change_phone', { phone: free, smsCode: (await lastSms(free)).code, ticket })).data.decodePhone).toBe(free);
  });

  it("a ticket is the account's own, and nothing goes to a new phone without one", async () => {
    const a = await account();
    const b = await account();
    const ticket = await ticketOf(a);
    const newPhone = t.phone();
    expect(await post(b, 'send_new_phone_sms', { phone: newPhone, ticket })).toMatchObject({ code: 400, msg: 'ticket：原手机号验证已失效，请重新验证' });
    expect(await post(b, 'change_phone', { phone: newPhone, smsCode: '123456', ticket })).toMatchObject({ code: 400, msg: 'ticket：原手机号验证已失效，请重新验证' });
    expect(await post(a, 'send_new_phone_sms', { phone: newPhone, ticket: 'x'.repeat(32) })).toMatchObject({ code: 400, msg: 'ticket：原手机号验证已失效，请重新验证' });
    expect(await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, newPhone))).toEqual([]);
  });

  it('answers bad input with a message naming the field', async () => {
    const a = await account();
    const cases: [string, Record<string, string>, string][] = [
      ['send_account_sms', { type: 'login' }, 'type：验证码类型有误'],
      ['send_account_sms', {}, 'type：不能为空'],
      ['verify_old_phone', { smsCode: '12ab' }, 'smsCode：验证码有误'],
      ['send_new_phone_sms', { phone: '12345', ticket: 'x'.repeat(32) }, 'phone：手机号码有误'],
      ['send_new_phone_sms', { phone: '13512345678' }, 'ticket：不能为空'],
      ['send_new_phone_sms', { phone: '13512345678', ticket: 'bad ticket!' }, 'ticket：验证凭证有误，请重新验证原手机号'],
      ['change_phone', { phone: '13512345678', smsCode: '1', ticket: 'x'.repeat(32) }, 'smsCode：验证码有误'],
      ['set_password', { newPassword: 'abc12345' }, 'oldPassword：请输入原密码或短信验证码'],
      ['set_password', { newPassword: '12', smsCode: '123456' }, 'newPassword：密码格式有误（6-15位数字/字母/标点符号）'],
      ['set_password', { newPassword: 'abc12345', oldPassword: 'abc12345', smsCode: '123456' }, 'smsCode：原密码与验证码只需填写一项'],
    ];
    for (const [path, form, msg] of cases) expect(await post(a, path, form), `${path} ${JSON.stringify(form)}`).toMatchObject({ code: 400, msg });
    expect(await post(a, 'verify_old_phone', { smsCode: '123456' })).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
    expect(await t.call('POST', `${U}/send_account_sms`, { type: 'rebindOld' })).toMatchObject({ code: 5223 });
  });

  it('of 50 concurrent wrong codes to the old phone, 5 are compared and the code is dead', async () => {
    const a = await account();
    await post(a, 'send_account_sms', { type: 'rebindOld' });
    const right = (await lastSms(a.phone)).code;
    const answers = await all(50, () => post(a, 'verify_old_phone', { smsCode: wrongCode(right) }));
    expect(answers.filter((r) => r.msg === '验证码错误')).toHaveLength(5);
    expect(answers.filter((r) => r.msg === '验证码已失效，请重新获取')).toHaveLength(45);
    expect(await post(a, 'verify_old_phone', { smsCode: right })).toMatchObject({ code: 10401 });
  });

  it('of 30 concurrent sends one goes out, and the daily limit of the phone holds', async () => {
    t.toChinaMorning();
    const a = await account();
    // the login code was the first of the day
    expect(codes(await all(30, () => post(a, 'send_account_sms', { type: 'rebindOld' })))).toEqual({ 200: 1, 10405: 29 });
    for (let i = 0; i < 8; i++) {
      t.advance(61_000);
      expect((await post(a, 'send_account_sms', { type: i % 2 ? 'password' : 'rebindOld' })).code).toBe(200);
    }
    t.advance(61_000);
    expect(await post(a, 'send_account_sms', { type: 'rebindOld' })).toMatchObject({ code: 10406 });
  });

  it('of 20 concurrent changes with the right code and ticket, exactly one moves the phone', async () => {
    const a = await account();
    const ticket = await ticketOf(a);
    const newPhone = t.phone();
    await post(a, 'send_new_phone_sms', { phone: newPhone, ticket });
    const code = (await lastSms(newPhone)).code;
    const answers = await all(20, () => post(a, 'change_phone', { phone: newPhone, smsCode: code, ticket }));
    expect(codes(answers)[200]).toBe(1);
    expect(answers.every((r) => r.code === 200 || r.code === 400 || r.code === 10401)).toBe(true);
    expect((await info(a)).data.decodePhone).toBe(newPhone);
  });
});

describe('the login password', () => {
  it('is set the first time with a code to the phone, then logs in', async () => {
    const a = await account();
    expect((await info(a)).data.hasPassword).toBe(false);
    expect(await post(a, 'set_password', { newPassword: 'abc12345', oldPassword: 'whatever1' })).toMatchObject({
      code: 400,
      msg: 'oldPassword：尚未设置登录密码，请通过短信验证码设置',
    });
    await post(a, 'send_account_sms', { type: 'password' });
    const sms = await lastSms(a.phone);
    expect(sms.content).toContain('设置登录密码验证码');
    expect(await post(a, 'set_password', { newPassword: 'abc12345', smsCode: wrongCode(sms.code) })).toMatchObject({ code: 10401, msg: '验证码错误' });
    const set = await post(a, 'set_password', { newPassword: 'abc12345', smsCode: sms.code });
    expect(set.code, set.msg).toBe(200);
    expect(set.data.hasPassword).toBe(true);
    expect((await t.loginPassword(a.phone, 'abc12345', { ip: randomIp() })).code).toBe(200);
  });

  it('is changed with the current one; the other sessions end', async () => {
    const a = await account();
    await post(a, 'send_account_sms', { type: 'password' });
    await post(a, 'set_password', { newPassword: 'abc12345', smsCode: (await lastSms(a.phone)).code });
    const other = await t.loginPassword(a.phone, 'abc12345', { ip: randomIp() });
    expect(await post(a, 'set_password', { newPassword: 'xyz12345', oldPassword: 'wrong123' })).toMatchObject({ code: 10402, msg: '原密码错误' });
    expect((await post(a, 'set_password', { newPassword: 'xyz12345', oldPassword: 'abc12345' })).code).toBe(200);
    expect(await info(a, other.data.token)).toMatchObject({ code: 5223 });
    expect((await info(a)).code).toBe(200);
    expect((await t.loginPassword(a.phone, 'abc12345', { ip: randomIp() })).code).toBe(10402);
    expect((await t.loginPassword(a.phone, 'xyz12345', { ip: randomIp() })).code).toBe(200);
  });

  it('of 50 concurrent wrong current passwords, 10 are compared; then password login is off until the code sets a new one', async () => {
    const a = await account();
    await post(a, 'send_account_sms', { type: 'password' });
    await post(a, 'set_password', { newPassword: 'abc12345', smsCode: (await lastSms(a.phone)).code });
    const answers = await all(50, (i) => post(a, 'set_password', { newPassword: 'xyz12345', oldPassword: `wrong${1000 + i}` }));
    expect(codes(answers)).toEqual({ 10402: 10, 10410: 40 });
    expect((await post(a, 'set_password', { newPassword: 'xyz12345', oldPassword: 'abc12345' })).code).toBe(10410);
    expect((await t.loginPassword(a.phone, 'abc12345', { ip: randomIp() })).code).toBe(10410);
    t.advance(61_000);
    await post(a, 'send_account_sms', { type: 'password' });
    expect((await post(a, 'set_password', { newPassword: 'xyz12345', smsCode: (await lastSms(a.phone)).code })).code).toBe(200);
    expect((await t.loginPassword(a.phone, 'xyz12345', { ip: randomIp() })).code).toBe(200);
  });

  it('of 50 concurrent wrong codes, 5 are compared', async () => {
    const a = await account();
    await post(a, 'send_account_sms', { type: 'password' });
    const right = (await lastSms(a.phone)).code;
    const answers = await all(50, () => post(a, 'set_password', { newPassword: 'abc12345', smsCode: wrongCode(right) }));
    expect(answers.filter((r) => r.msg === '验证码错误')).toHaveLength(5);
    expect(answers.filter((r) => r.msg === '验证码已失效，请重新获取')).toHaveLength(45);
  });
});
