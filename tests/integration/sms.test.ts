import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes, smsOutbox } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const SEND = '/api/authentication/send_sms_code';
const CHECK = '/api/login/v1/check-sms-code';
const MIN = 60_000;

describe('send_sms_code', () => {
  it('sends a 6-digit code through the local provider (table, outbox file) and stores only its hash', async () => {
    const phone = t.phone();
    const res = await t.call('POST', SEND, { phone, type: 'login' });
    expect(res).toMatchObject({ code: 200, data: { resendSeconds: 60, expireSeconds: 600 } });
    const [out] = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(out.code).toMatch(/^\d{6}$/);
    expect(out.content).toContain(out.code);
    const lines = fs.readFileSync(path.join(t.deps.config.dataDir, 'sms-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.find((l) => l.phone === phone)).toMatchObject({ phone, type: 'login', code: out.code });
    const [stored] = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(stored.codeHash).not.toContain(out.code);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(600_000);
  });

  it('names the field on bad input', async () => {
    expect(await t.call('POST', SEND, { phone: '2380013800', type: 'login' })).toMatchObject({ code: 400, msg: 'phone：手机号码有误' });
    expect(await t.call('POST', SEND, { type: 'login' })).toMatchObject({ code: 400, msg: 'phone：不能为空' });
    expect(await t.call('POST', SEND, { phone: t.phone(), type: 'sms' })).toMatchObject({ code: 400, msg: 'type：验证码类型有误' });
  });

  it('allows one send per phone per 60 s (10405), again after 60 s', async () => {
    const phone = t.phone();
    expect((await t.call('POST', SEND, { phone, type: 'login' })).code).toBe(200);
    const again = await t.call('POST', SEND, { phone, type: 'default' });
    expect(again.code).toBe(10405);
    expect(again.msg).toMatch(/\d+秒后再试/);
    // a different phone is not affected
    expect((await t.call('POST', SEND, { phone: t.phone(), type: 'login' })).code).toBe(200);
    t.advance(59_000);
    expect((await t.call('POST', SEND, { phone, type: 'login' })).code).toBe(10405);
    t.advance(2_000);
    expect((await t.call('POST', SEND, { phone, type: 'login' })).code).toBe(200);
  });

  it('shortens the gap to SMS_RESEND_SECONDS only while SMS is the local stand-in (the browser tests), never for a real provider', async () => {
    const { config, adapters } = t.deps;
    const realSms = adapters.sms;
    config.standInSmsResendSeconds = 2;
    try {
      const phone = t.phone();
      expect(await t.call('POST', SEND, { phone, type: 'login' })).toMatchObject({ code: 200, data: { resendSeconds: 2 } });
      expect((await t.call('POST', SEND, { phone, type: 'login' })).code).toBe(10405);
      t.advance(2_100);
      expect((await t.call('POST', SEND, { phone, type: 'login' })).code).toBe(200);

      // A provider that reaches phones (here the stand-in marked otherwise) keeps the spec's minute.
      adapters.sms = { ...realSms, standIn: false };
      const other = t.phone();
      expect(await t.call('POST', SEND, { phone: other, type: 'login' })).toMatchObject({ code: 200, data: { resendSeconds: 60 } });
      t.advance(2_100);
      expect((await t.call('POST', SEND, { phone: other, type: 'login' })).code).toBe(10405);
    } finally {
      config.standInSmsResendSeconds = 60;
      adapters.sms = realSms;
    }
  });

  it('caps a phone at 10 sends a day (10406)', async () => {
    t.toChinaMorning();
    const phone = t.phone();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      const res = await t.call('POST', SEND, { phone, type: 'login' }, { ip });
      expect(res.code, `send ${i + 1}: ${res.msg}`).toBe(200);
      t.advance(MIN + 1000);
    }
    const over = await t.call('POST', SEND, { phone, type: 'login' }, { ip });
    expect(over.code).toBe(10406);
    expect(await t.deps.db.$count(smsOutbox, eq(smsOutbox.phone, phone))).toBe(10);
    // the next (China) day the phone may send again
    t.advance(24 * 3600_000);
    expect((await t.call('POST', SEND, { phone, type: 'login' }, { ip })).code).toBe(200);
  });

  it('caps an IP at 50 sends a day (10406)', async () => {
    t.toChinaMorning();
    const ip = randomIp();
    for (let i = 0; i < 50; i++) {
      const res = await t.call('POST', SEND, { phone: t.phone(), type: 'login' }, { ip });
      expect(res.code, `send ${i + 1}: ${res.msg}`).toBe(200);
    }
    expect((await t.call('POST', SEND, { phone: t.phone(), type: 'login' }, { ip })).code).toBe(10406);
    expect((await t.call('POST', SEND, { phone: t.phone(), type: 'login' }, { ip: randomIp() })).code).toBe(200);
  });

  it('answers a register code for an existing phone and a reset code for an unknown one like any send, and sends a notice instead', async () => {
    const unknown = t.phone();
    const sent = await t.call('POST', SEND, { phone: '13800138000', type: 'register' });
    expect(sent).toEqual(await t.call('POST', SEND, { phone: unknown, type: 'reset' }));
    expect(sent).toMatchObject({ code: 200, data: { resendSeconds: 60, expireSeconds: 600 } });
    const notices = await t.deps.db.select().from(smsOutbox).where(eq(smsOutbox.phone, unknown));
    expect(notices).toMatchObject([{ type: 'reset', code: '' }]);
    expect(notices[0].content).toContain('尚未注册');
    // the limits apply the same way
    expect((await t.call('POST', SEND, { phone: unknown, type: 'reset' })).code).toBe(10405);
  });

  it('checks an optional graph captcha when one is sent (10409 when wrong)', async () => {
    const captchaKey = 'sms-captcha-key-1';
    await t.request('GET', '/api/authentication/graph_captcha', { captchaKey }, { sign: false });
    const wrong = await t.call('POST', SEND, { phone: t.phone(), type: 'login', captchaKey, imgCaptcha: '!!!!' });
    expect(wrong.code).toBe(10409);
    await t.request('GET', '/api/authentication/graph_captcha', { captchaKey }, { sign: false });
    const answer = (await t.deps.cache.get(`captcha:${captchaKey}`))!;
    expect((await t.call('POST', SEND, { phone: t.phone(), type: 'login', captchaKey, imgCaptcha: answer.toLowerCase() })).code).toBe(200);
  });
});

describe('check-sms-code', () => {
  it('verifies a code once (10401 the second time)', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    const ok = await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER' });
    expect(ok).toMatchObject({ code: 200, data: { verified: true } });
    expect((await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER' })).code).toBe(10401);
  });

  it('refuses a wrong code, a code of another type, and names bad fields', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'login');
    const wrong = smsCode === '000000' ? '000001' : '000000';
    expect(await t.call('POST', CHECK, { phone, smsCode: wrong, userType: 'ORDINARY_USER', type: 'login' })).toMatchObject({ code: 10401, msg: '验证码错误' });
    expect((await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER', type: 'reset' })).code).toBe(10401);
    expect(await t.call('POST', CHECK, { phone, smsCode: '12ab56', userType: 'ORDINARY_USER' })).toMatchObject({ code: 400, msg: 'smsCode：验证码有误' });
    expect(await t.call('POST', CHECK, { phone, smsCode, userType: 'ADMIN' })).toMatchObject({ code: 400, msg: 'userType：用户类型有误' });
    expect((await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER', type: 'login' })).code).toBe(200);
  });

  it('expires a code after 10 minutes', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    t.advance(10 * MIN + 1000);
    expect(await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER' })).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
  });

  it('kills a code after 5 wrong tries', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    const wrong = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) expect((await t.call('POST', CHECK, { phone, smsCode: wrong, userType: 'ORDINARY_USER' })).code).toBe(10401);
    expect(await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER' })).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
  });

  it('only the newest code of a phone counts', async () => {
    const phone = t.phone();
    const first = await t.sendCode(phone, 'default');
    t.advance(MIN + 1000);
    const second = await t.sendCode(phone, 'default');
    if (first !== second) expect((await t.call('POST', CHECK, { phone, smsCode: first, userType: 'ORDINARY_USER' })).code).toBe(10401);
    expect((await t.call('POST', CHECK, { phone, smsCode: second, userType: 'ORDINARY_USER' })).code).toBe(200);
  });
});
