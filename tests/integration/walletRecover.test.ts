import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsOutbox } from '@/server/db/schema';
import { RECOVER_DAILY } from '@/server/modules/wallet/recover';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { G, payWallet, submitOk } from './orderFixtures';
import { PAY_PWD, verifiedCustomer } from './walletFixtures';

// 忘记支付密码 (issue 27 §3): a code to the account's own phone, plus the ID number when real-name verified, then a
// new pay password that is not easy to guess. It ends the lock, the phone is told, and its tries are limited.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const W = '/api/wallet/v1';
type Who = { token: string; phone: string; ip: string };
const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A customer with a pay password, not verified; the login code's gap is passed. */
async function plainCustomer(): Promise<Who> {
  const phone = t.phone();
  const ip = randomIp();
  const { token } = await t.loginSms(phone, { ip });
  t.advance(61_000);
  const r = await t.call('POST', `${W}/reset_password`, { payPassword: PAY_PWD }, { token, ip });
  expect(r.code, r.msg).toBe(200);
  return { token, phone, ip };
}

/** Sends the 找回支付密码 code to the account's phone and reads it from the local outbox. */
async function recoverCode(w: Who): Promise<string> {
  const sent = await t.call('POST', '/api/user/v1/send_account_sms', { type: 'payPassword' }, { token: w.token, ip: w.ip });
  expect(sent.code, sent.msg).toBe(200);
  const [row] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, w.phone)).orderBy(desc(smsOutbox.id)).limit(1);
  expect(row.content).toContain('找回支付密码验证码');
  t.advance(61_000);
  return row.code;
}

const recover = (w: Who, form: Record<string, string | undefined>) => t.call('POST', `${W}/recover_password`, form, { token: w.token, ip: w.ip });
const lastText = async (phone: string) =>
  (await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1))[0]?.content ?? '';

/** Five wrong pay passwords: the wallet is locked. */
async function lock(w: Who) {
  const s = await submitOk(t, w.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
  for (let i = 0; i < 4; i++) expect((await payWallet(t, w.token, s.cusOrderId, undefined, '000000')).code).toBe(20201);
  const locked = await payWallet(t, w.token, s.cusOrderId, undefined, '000000');
  expect(locked.code).toBe(20204);
  return { cusOrderId: s.cusOrderId, locked };
}

describe('忘记支付密码', () => {
  it('the lock says when it lifts and how out; a recovery with the phone’s code ends it at once and the phone is told', async () => {
    const w = await plainCustomer();
    const { cusOrderId, locked } = await lock(w);
    expect(locked.msg).toMatch(/^支付密码错误次数过多，已锁定至\d\d:\d\d，可通过“忘记支付密码”重置$/);
    expect(Date.parse(locked.data.lockedUntil) - t.deps.now().getTime()).toBeGreaterThan(15 * 60 * 1000 - 5000);

    const info = await t.call('GET', `${W}/recover_password_info`, undefined, { token: w.token });
    expect(info.data).toMatchObject({ phoneMasked: `${w.phone.slice(0, 3)}****${w.phone.slice(-4)}`, needIdNo: false, idNoMasked: null, hasPayPassword: true });
    expect(info.data.lockedUntil).toBe(locked.data.lockedUntil);

    const code = await recoverCode(w);
    const ok = await recover(w, { smsCode: code, payPassword: '582047' });
    expect(ok).toMatchObject({ code: 200, data: { isSet: true } });
    expect(await lastText(w.phone)).toContain('您的钱包支付密码已于');
    expect((await t.call('GET', `${W}/account_balance_info`, undefined, { token: w.token })).data.lockedUntil).toBeNull();
    // the lock is gone at once: the new password is checked (the wallet is empty), the old one is wrong
    expect((await payWallet(t, w.token, cusOrderId, undefined, PAY_PWD)).code).toBe(20201);
    expect((await payWallet(t, w.token, cusOrderId, undefined, '582047')).code).toBe(20202);
    // the code is spent
    expect((await recover(w, { smsCode: code, payPassword: '370915' })).msg).toBe('验证码已失效，请重新获取');
  });

  it('refuses weak new passwords with a message naming the field, before the code is tried', async () => {
    const w = await plainCustomer();
    const code = await recoverCode(w);
    for (const [pin, why] of [
      ['111111', '支付密码不能是6位相同的数字'],
      ['123456', '支付密码不能是连续的数字'],
      ['987654', '支付密码不能是连续的数字'],
      ['12345', '支付密码须为6位数字'],
    ]) {
      const r = await recover(w, { smsCode: code, payPassword: pin });
      expect(r.code, pin).toBe(400);
      expect(r.msg).toBe(`payPassword：${why}`);
    }
    // five weak tries did not spend the code's five tries
    expect((await recover(w, { smsCode: code, payPassword: '582047' })).code).toBe(200);
    // setting or changing with the old one refuses them too
    const change = await t.call('POST', `${W}/reset_password`, { payPassword: '222222', oldPayPassword: '582047' }, { token: w.token });
    expect(change).toMatchObject({ code: 400, msg: 'payPassword：支付密码不能是6位相同的数字' });
  });

  it('a verified customer also gives the ID number; a wrong one spends a try; the birth date is refused', async () => {
    const v = await verifiedCustomer(t);
    const w = { token: v.token, phone: v.phone, ip: randomIp() };
    t.advance(61_000);
    const info = await t.call('GET', `${W}/recover_password_info`, undefined, { token: w.token });
    expect(info.data).toMatchObject({ needIdNo: true, idNoMasked: `${v.idNo.slice(0, 6)}********${v.idNo.slice(-4)}` });
    const code = await recoverCode(w);
    expect(await recover(w, { smsCode: code, payPassword: '582047' })).toMatchObject({ code: 400, msg: 'idNo：请输入实名认证的身份证号' });
    const other = v.idNo.slice(0, 14) + (v.idNo.slice(14, 17) === '000' ? '001' : '000') + v.idNo.slice(17);
    expect(await recover(w, { smsCode: code, idNo: other, payPassword: '582047' })).toMatchObject({ code: 400, msg: 'idNo：身份证号与实名认证信息不一致' });
    const birth = v.idNo.slice(8, 14); // YYMMDD
    expect(await recover(w, { smsCode: code, idNo: v.idNo, payPassword: birth })).toMatchObject({ code: 400, msg: 'payPassword：支付密码不能是身份证号中的出生日期' });
    expect(await recover(w, { smsCode: wrongCode(code), idNo: v.idNo, payPassword: '582047' })).toMatchObject({ code: 10401, msg: '验证码错误' });
    expect((await recover(w, { smsCode: code, idNo: v.idNo.toLowerCase(), payPassword: '582047' })).code).toBe(200);
  });

  it('of 20 concurrent attempts with the right code exactly one resets; of concurrent wrong ones 5 are compared', async () => {
    const w = await plainCustomer();
    const code = await recoverCode(w);
    const right = await all(20, (i) => recover(w, { smsCode: code, payPassword: i % 2 ? '582047' : '370915' }));
    expect(right.filter((r) => r.code === 200)).toHaveLength(1);
    // the others: the code spent or out of tries, or past the account's attempts of the day
    expect(right.every((r) => [200, 10401, 429].includes(r.code))).toBe(true);
    expect(right.filter((r) => r.code === 429)).toHaveLength(20 - RECOVER_DAILY);

    const u = await plainCustomer();
    const good = await recoverCode(u);
    const wrong = await all(RECOVER_DAILY - 1, () => recover(u, { smsCode: wrongCode(good), payPassword: '582047' }));
    expect(wrong.filter((r) => r.msg === '验证码错误')).toHaveLength(5);
    expect(wrong.every((r) => r.code === 10401)).toBe(true);
    // the code is dead after its tries, even the right one
    expect((await recover(u, { smsCode: good, payPassword: '582047' })).msg).toBe('验证码已失效，请重新获取');
  });

  it(`an account gets ${RECOVER_DAILY} attempts a day; a visitor none; bad input names its field`, async () => {
    const w = await plainCustomer();
    const res = await all(RECOVER_DAILY + 5, () => recover(w, { smsCode: '000000', payPassword: '582047' }));
    expect(res.filter((r) => r.msg === '请求过于频繁，请稍后再试')).toHaveLength(5);
    expect((await t.call('POST', `${W}/recover_password`, { smsCode: '000000', payPassword: '582047' })).code).toBe(5223);
    expect((await t.call('GET', `${W}/recover_password_info`)).code).toBe(5223);
    expect(await recover(w, { smsCode: '12ab', payPassword: '582047' })).toMatchObject({ code: 400, msg: 'smsCode：请输入6位验证码' });
    expect(await recover(w, { smsCode: '123456' })).toMatchObject({ code: 400, msg: 'payPassword：不能为空' });
  });
});
