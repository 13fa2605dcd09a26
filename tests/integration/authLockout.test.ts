import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';

// Password guessing is bounded per account whatever the captcha says (a script can read a captcha): 10 wrong
// passwords within an hour turn password login off until an SMS login or a password reset.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/api/authentication/login';
const LOCKED = { code: 10410, data: null, msg: '密码错误次数过多，已暂停密码登录，请使用验证码登录或找回密码' };
let keySeq = 0;

/** A solved captcha, as a script that reads them would have (the answer comes from the cache). */
async function solved() {
  const captchaKey = `lockout-key-${String(++keySeq).padStart(5, '0')}`;
  await t.request('GET', '/api/authentication/graph_captcha', { captchaKey }, { sign: false, ip: randomIp() });
  return { captchaKey, imgCaptcha: (await t.deps.cache.get(`captcha:${captchaKey}`))! };
}

const passwordLogin = async (phone: string, password: string) =>
  t.call('POST', LOGIN, { accountChannel: 'AUTH_PHONE_PWD', phone, password, ...(await solved()) }, { ip: randomIp() });

describe('per-account password lockout', () => {
  it('turns password login off after 10 wrong passwords, even with the right one, until an SMS login', async () => {
    const { phone, password } = await t.newAccount();
    for (let i = 0; i < 10; i++) expect((await passwordLogin(phone, `wrong-${i}`)).code).toBe(10402);
    expect(await passwordLogin(phone, password)).toEqual(LOCKED);
    // it does not wear off with the failure window
    t.advance(2 * 3600_000);
    expect(await passwordLogin(phone, password)).toEqual(LOCKED);
    // an SMS login (with a captcha: the phone is past its 3 free failures) turns it back on
    const smsCode = await t.sendCode(phone, 'login', { ip: randomIp() });
    const sms = await t.call('POST', LOGIN, { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, ...(await solved()) }, { ip: randomIp() });
    expect(sms.code, sms.msg).toBe(200);
    expect((await passwordLogin(phone, password)).code).toBe(200);
  });

  it('is turned back on by a password reset', async () => {
    const { phone } = await t.newAccount();
    for (let i = 0; i < 10; i++) expect((await passwordLogin(phone, `wrong-${i}`)).code).toBe(10402);
    expect(await passwordLogin(phone, 'abc12345')).toEqual(LOCKED);
    t.advance(61_000);
    const smsCode = await t.sendCode(phone, 'reset', { ip: randomIp() });
    const reset = await t.call('POST', '/api/authentication/retrieve_password', { phone, smsCode, newPassword: 'new-pass1', userType: 'ORDINARY_USER' }, { ip: randomIp() });
    expect(reset.code, reset.msg).toBe(200);
    expect((await passwordLogin(phone, 'new-pass1')).code).toBe(200);
  });

  it('compares exactly 10 of 50 concurrent wrong passwords, each with its own solved captcha', async () => {
    const { phone, password } = await t.newAccount();
    const captchas = [];
    for (let i = 0; i < 50; i++) captchas.push(await solved());
    const answers = await Promise.all(
      captchas.map((c, i) => t.call('POST', LOGIN, { accountChannel: 'AUTH_PHONE_PWD', phone, password: `wrong-${i}`, ...c }, { ip: randomIp() })),
    );
    expect(answers.filter((a) => a.code === 10402)).toHaveLength(10);
    expect(answers.filter((a) => a.code === 10410)).toHaveLength(40);
    const [u] = await t.deps.db.select().from(users).where(eq(users.phone, phone));
    expect(u.passwordFailures).toBe(10);
    expect(await passwordLogin(phone, password)).toEqual(LOCKED);
  });

  it('counts only within the hour, and a successful login starts the count again', async () => {
    const { phone, password } = await t.newAccount();
    for (let i = 0; i < 9; i++) expect((await passwordLogin(phone, `wrong-${i}`)).code).toBe(10402);
    t.advance(3600_000 + 1000);
    for (let i = 0; i < 9; i++) expect((await passwordLogin(phone, `again-${i}`)).code).toBe(10402);
    expect((await passwordLogin(phone, password)).code).toBe(200);
    for (let i = 0; i < 9; i++) expect((await passwordLogin(phone, `more-${i}`)).code).toBe(10402);
    expect((await passwordLogin(phone, password)).code).toBe(200);
  });

  it('gives a phone without an account the same answers', async () => {
    const phone = t.phone();
    for (let i = 0; i < 10; i++) expect(await passwordLogin(phone, `wrong-${i}`)).toMatchObject({ code: 10402, msg: '账号或密码错误' });
    expect(await passwordLogin(phone, 'abc12345')).toEqual(LOCKED);
  });
});
