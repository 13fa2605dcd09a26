import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { sessions, smsCodes } from '@/server/db/schema';
import { hashToken } from '@/server/modules/auth/session';
import { createTestContext, randomIp, type TestContext } from './helpers';

// Every attempt counter is reserved in one atomic step before the attempt, so a limit holds exactly however many
// requests arrive at once: each test fires 50 (or more) together and counts the answers.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ catalog: false });
});
afterAll(async () => {
  await t?.close();
});

const LOGIN = '/api/authentication/login';
const SEND = '/api/authentication/send_sms_code';
const CHECK = '/api/login/v1/check-sms-code';
const CAPTCHA = '/api/authentication/graph_captcha';
const REGISTER_ANON = '/api/authentication/v1/register_anonymous_id';

const codes = (answers: { code: number }[]) =>
  answers.reduce<Record<number, number>>((n, a) => ({ ...n, [a.code]: (n[a.code] ?? 0) + 1 }), {});
const all = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('the cache primitives', () => {
  it('incrUpTo lets exactly `max` of 50 concurrent increments through; decr gives one back; take hands a value to one taker', async () => {
    const { cache } = t.deps;
    const got = await all(50, () => cache.incrUpTo('t:slots', 7, 60));
    expect(got.filter((n) => n !== null).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await cache.get('t:slots')).toBe('7');
    await cache.decr('t:slots');
    expect(await cache.incrUpTo('t:slots', 7, 60)).toBe(7);
    await cache.decr('t:none');
    expect(await cache.get('t:none')).toBeNull();
    await cache.set('t:once', 'v', 60);
    const taken = await all(50, () => cache.take('t:once'));
    expect(taken.filter((v) => v === 'v')).toHaveLength(1);
    expect(await cache.get('t:once')).toBeNull();
  });
});

describe('login failures per phone', () => {
  it('sends no code to a number that is nobody\'s phone (1, then 3–9, then nine digits)', async () => {
    for (const phone of ['10000000000', '12345678901']) {
      const r = await t.call('POST', SEND, { phone, type: 'login' }, { ip: randomIp() });
      expect(r.code, phone).toBe(400);
      expect(r.msg).toContain('手机号码有误');
    }
  });

  it('checks exactly 3 of 50 concurrent wrong passwords; the other 47 need a captcha', async () => {
    const { phone } = await t.newAccount();
    const answers = await all(50, (i) => t.loginPassword(phone, `wrong-${i}`, { ip: randomIp() }));
    expect(codes(answers)).toEqual({ 10402: 3, 10408: 47 });
  });

  it('lets one right captcha answer through once, however many requests carry it', async () => {
    const { phone, password } = await t.newAccount();
    for (let i = 0; i < 3; i++) expect((await t.loginPassword(phone, `nope-${i}`, { ip: randomIp() })).code).toBe(10402);
    const key = 'race-captcha-0001';
    await t.request('GET', CAPTCHA, { captchaKey: key }, { sign: false });
    const answer = (await t.deps.cache.get(`captcha:${key}`))!;
    const body = { accountChannel: 'AUTH_PHONE_PWD', phone, password, userType: 'ORDINARY_USER', captchaKey: key, imgCaptcha: answer };
    const answers = await all(50, () => t.call('POST', LOGIN, body, { ip: randomIp() }));
    expect(codes(answers)).toEqual({ 200: 1, 10409: 49 });
  });

  it('counts an IP across phones the same way: 3 of 50 concurrent wrong SMS codes are checked', async () => {
    const ip = randomIp();
    const phones = await all(50, async () => {
      const phone = t.phone();
      return { phone, code: await t.sendCode(phone, 'login', { ip: randomIp() }) };
    });
    const answers = await all(50, (i) =>
      t.call('POST', LOGIN, { accountChannel: 'AUTH_PHONE_VERIFY', phone: phones[i].phone, smsCode: wrongCode(phones[i].code) }, { ip }),
    );
    expect(codes(answers)).toEqual({ 10401: 3, 10408: 47 });
  });
});

describe('SMS codes', () => {
  it('compares at most 5 of 50 concurrent guesses at one code; then even the right code is dead', async () => {
    const phone = t.phone();
    const smsCode = await t.sendCode(phone, 'default');
    const answers = await all(50, () => t.call('POST', CHECK, { phone, smsCode: wrongCode(smsCode), userType: 'ORDINARY_USER' }, { ip: randomIp() }));
    expect(answers.filter((a) => a.msg === '验证码错误')).toHaveLength(5);
    expect(answers.filter((a) => a.msg === '验证码已失效，请重新获取')).toHaveLength(45);
    const [row] = await t.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row.attempts).toBe(5);
    expect(await t.call('POST', CHECK, { phone, smsCode, userType: 'ORDINARY_USER' })).toMatchObject({ code: 10401, msg: '验证码已失效，请重新获取' });
  });

  it('sends once to a phone of 50 concurrent requests (the 60 s gap)', async () => {
    const phone = t.phone();
    const answers = await all(50, () => t.call('POST', SEND, { phone, type: 'login' }, { ip: randomIp() }));
    expect(codes(answers)).toEqual({ 200: 1, 10405: 49 });
  });

  it('holds the IP cap of 50 a day exactly: 20 sent, then 30 of 50 concurrent', async () => {
    t.toChinaMorning();
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expect((await t.call('POST', SEND, { phone: t.phone(), type: 'login' }, { ip })).code).toBe(200);
    const answers = await all(50, () => t.call('POST', SEND, { phone: t.phone(), type: 'login' }, { ip }));
    expect(codes(answers)).toEqual({ 200: 30, 10406: 20 });
  });

  it('holds the phone cap of 10 a day exactly, and a refused send does not spend the IP', async () => {
    t.toChinaMorning();
    const phone = t.phone();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) {
      expect((await t.call('POST', SEND, { phone, type: 'login' }, { ip: randomIp() })).code).toBe(200);
      t.advance(61_000);
    }
    expect((await t.call('POST', SEND, { phone, type: 'login' }, { ip })).code).toBe(10406);
    expect(await t.deps.cache.get(`sms:day:ip:${ip}:${new Date(t.deps.now().getTime() + 8 * 3600_000).toISOString().slice(0, 10)}`)).toBeNull();
  });
});

describe('captcha images and visitor registrations per IP', () => {
  it('draws exactly 60 of 70 concurrent captcha images for one IP a minute (429 after)', async () => {
    const ip = randomIp();
    const res = await all(70, (i) => t.request('GET', CAPTCHA, { captchaKey: `burst-key-${String(i).padStart(4, '0')}` }, { sign: false, ip }));
    const types = res.map((r) => r.headers.get('content-type') ?? '');
    expect(types.filter((c) => c.startsWith('image/svg+xml'))).toHaveLength(60);
    const refused = await Promise.all(res.filter((r, i) => !types[i].startsWith('image/svg+xml')).map((r) => r.json()));
    expect(codes(refused)).toEqual({ 429: 10 });
  });

  it('registers exactly 30 of 50 concurrent visitors for one IP a minute', async () => {
    const ip = randomIp();
    const answers = await all(50, (i) => t.call('POST', REGISTER_ANON, { sourceId: `burst-dev-${i}` }, { ip }));
    expect(codes(answers)).toEqual({ 200: 30, 429: 20 });
  });

  it('registers as many as ANON_PER_IP_PER_MINUTE says, again exactly under 50 at once', async () => {
    expect(loadConfig({ NODE_ENV: 'test' }).anonPerIpPerMinute).toBe(30);
    expect(loadConfig({ NODE_ENV: 'test', ANON_PER_IP_PER_MINUTE: '1000' }).anonPerIpPerMinute).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test', ANON_PER_IP_PER_MINUTE: '0' }).anonPerIpPerMinute).toBe(1);
    const { config } = t.deps;
    const before = config.anonPerIpPerMinute;
    config.anonPerIpPerMinute = 42;
    try {
      const ip = randomIp();
      const answers = await all(50, (i) => t.call('POST', REGISTER_ANON, { sourceId: `wide-dev-${i}` }, { ip }));
      expect(codes(answers)).toEqual({ 200: 42, 429: 8 });
    } finally {
      config.anonPerIpPerMinute = before;
    }
  });
});

describe('client IP', () => {
  it('does not trust X-Forwarded-For unless TRUST_PROXY=1', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(true);
  });

  it('by default counts a client that rotates X-Forwarded-For (or X-Real-IP) as the one peer it is', async () => {
    const app = createApp({ ...t.deps, config: { ...t.deps.config, trustProxy: loadConfig({ NODE_ENV: 'test' }).trustProxy } });
    const server = createAdaptorServer({ fetch: app.fetch });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await all(70, (i) =>
        fetch(`http://127.0.0.1:${port}${CAPTCHA}?captchaKey=socket-key-${String(i).padStart(4, '0')}`, {
          headers: { 'x-forwarded-for': randomIp(), 'x-real-ip': randomIp() },
        }),
      );
      const svg = res.filter((r) => (r.headers.get('content-type') ?? '').startsWith('image/svg+xml'));
      expect(svg).toHaveLength(60);
      await Promise.all(res.map((r) => r.arrayBuffer()));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('behind a trusted proxy takes the entry the proxy appended, not what the client wrote before it', async () => {
    const res = await t.loginPassword('13900139000', 'planner123', { ip: '203.0.113.7, 10.20.30.40' });
    expect(res.code, res.msg).toBe(200);
    const [row] = await t.deps.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(res.data.token)));
    expect(row.ip).toBe('10.20.30.40');
  });
});
