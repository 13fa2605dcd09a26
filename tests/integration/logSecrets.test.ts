import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { DEMO, G, detail, loginDemo, payWallet, startSandbox, submitOk } from './orderFixtures';
import { PAY_PWD, verifiedCustomer } from './walletFixtures';
import { createLocalSms } from '@/server/adapters/sms';
import { log, runWithRequest, setLogCapture, type RequestContext } from '@/server/log';
import { IN_PROCESS_ENV } from '@/lib/inProcessCall';
import { sweepPass } from '@/server/modules/order/sweeper';

// The logs of a run through everything secret the API handles (ADR 0044): SMS login, setting and changing the login
// password, real-name with an ID number, the pay password, a wallet payment, requests with a token header, a request
// that fails with a 500 and a background loop whose error message carries a query's parameters. The lines are
// captured from the logger itself; none may hold a secret used, and each request has its access line with the id
// its response carried.

type Line = Record<string, unknown> & { msg?: string; reqId?: string; level?: string };
let t: TestContext;
const raw: string[] = [];
let restore: () => void;
let level: string;
const lines = (): Line[] => raw.map((l) => JSON.parse(l) as Line);
const access = () => lines().filter((l) => l.msg === 'request');

beforeAll(async () => {
  t = await createTestContext();
  // The SMS stand-in as production has it (the test template silences its line).
  t.deps.adapters.sms = createLocalSms({ db: t.deps.db, config: t.deps.config });
  level = log.level;
  log.level = 'info';
  restore = setLogCapture({ write: (line: string) => raw.push(line) });
});
afterAll(async () => {
  restore?.();
  if (level) log.level = level;
  await t?.close();
});

describe('a run through the secrets', () => {
  const secrets: string[] = [];
  const phones: string[] = [];

  it('writes no secret, token, password, code or whole phone number to the log', async () => {
    // SMS login of a new customer: phone and code.
    const phone = t.phone();
    phones.push(phone);
    const ip = randomIp();
    const code = await t.sendCode(phone, 'login', { ip });
    const login = await t.call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode: code, userType: 'ORDINARY_USER' }, { ip });
    expect(login.code, login.msg).toBe(200);
    const token = login.data.token as string;
    secrets.push(code, token);
    t.advance(61_000);

    // The login password: set with an SMS code, then changed with the old one.
    expect((await t.call('POST', '/api/user/v1/send_account_sms', { type: 'password' }, { token, ip })).code).toBe(200);
    const pwCode = await t.readSmsCode(phone);
    const [pw1, pw2] = ['Fir5tSecret!', 'Sec0ndSecret!'];
    secrets.push(pwCode, pw1, pw2);
    expect((await t.call('POST', '/api/user/v1/set_password', { newPassword: pw1, smsCode: pwCode }, { token, ip })).code).toBe(200);
    expect((await t.call('POST', '/api/user/v1/set_password', { newPassword: pw2, oldPassword: pw1 }, { token, ip })).code).toBe(200);
    expect((await t.loginPassword(phone, pw2, { ip: randomIp() })).code).toBe(200);

    // Real name (an ID number) and a pay password.
    const v = await verifiedCustomer(t);
    phones.push(v.phone);
    secrets.push(v.token, v.idNo, PAY_PWD);

    // The demo customer pays an order from the wallet with the pay password.
    const demo = await loginDemo(t);
    phones.push(DEMO.phone);
    secrets.push(demo, DEMO.password);
    const order = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const paid = await payWallet(t, demo, order.cusOrderId);
    expect(paid.code, paid.msg).toBe(200);
    expect(await detail(t, demo, order.cusOrderId)).toBeTruthy();

    // An unexpected error answered as 500, on a request with a token and an id of the client's.
    vi.spyOn(t.deps.db, 'select').mockImplementationOnce(() => {
      throw new Error('boom in a handler');
    });
    const failed = await t.request('GET', '/api/marking/v1/act_card_list', { limit: 10 }, { token: demo, headers: { 'X-Request-Id': 'log-500-test' } });
    expect(await failed.json()).toMatchObject({ code: 500 });

    // A background loop whose error message carries a failed query's parameters (drizzle's form).
    vi.spyOn(t.deps.adapters.pay, 'deliverDue').mockRejectedValueOnce(new Error(`Failed query: select 1 where phone = $1 and token = $2\nparams: ${phone},${token}`));
    await sweepPass(t.deps);
    vi.restoreAllMocks();

    const text = raw.join('');
    expect(text.length).toBeGreaterThan(0);
    for (const s of secrets) expect(text, `a secret reached the log: ${s}`).not.toContain(s);
    for (const p of phones) expect(text, `a whole phone number reached the log: ${p}`).not.toContain(p);
    // What the run did is there: the SMS stand-in's line (masked), the 500 once with its stack, the loop's failure.
    const all = lines();
    expect(all.some((l) => l.where === 'sms' && String(l.msg).includes(`${phone.slice(0, 3)}****${phone.slice(-4)}`))).toBe(true);
    const errors = all.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: 'log-500-test', where: 'api', route: '/api/marking/v1/act_card_list', msg: 'unhandled error' });
    expect((errors[0].err as { stack: string }).stack).toContain('boom in a handler');
    expect(access().find((l) => l.reqId === 'log-500-test')).toMatchObject({ status: 200, code: 500, route: '/api/marking/v1/act_card_list' });
    const loop = all.find((l) => l.where === 'order-sweeper');
    expect((loop?.err as { message: string }).message).toBe('Failed query: select 1 where phone = $1 and token = $2\nparams: [redacted]');
  });

  it('has one access line per request, with the id the response carried, the route template and the hashed user', async () => {
    raw.length = 0;
    const demo = await loginDemo(t);
    const order = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    raw.length = 0;
    const res = await t.request('GET', '/api/order/v2/cus_order_detail', { cusOrderId: order.cusOrderId }, { token: demo });
    const sandbox = await startSandbox(t, demo, order.cusOrderId);
    const page = await t.request('GET', `/api/sandbox-pay/${sandbox.paymentNo}?x=1`, undefined, { sign: false });
    const bad = await t.request('GET', '/api/health', undefined, { headers: { 'X-Request-Id': 'bad id\u0007' + 'x'.repeat(80) } });
    const got = access();
    expect(got).toHaveLength(4);
    const [a, , c, d] = got;
    expect(a).toMatchObject({ level: 'info', reqId: res.headers.get('x-request-id'), method: 'GET', route: '/api/order/v2/cus_order_detail', status: 200 });
    expect(a.user).toMatch(/^[0-9a-f]{16}$/);
    expect(a.user).not.toContain(DEMO.userId);
    expect(typeof a.ms).toBe('number');
    expect(typeof a.ip).toBe('string');
    expect(c).toMatchObject({ reqId: page.headers.get('x-request-id'), route: '/api/sandbox-pay/:paymentNo' });
    expect(c.user).toBeUndefined();
    // A malformed id is replaced, and the replacement is what is logged.
    expect(d.reqId).toBe(bad.headers.get('x-request-id'));
    expect(d.reqId).toMatch(/^[0-9a-f]{32}$/);
    expect(raw.join('')).not.toContain('bad id');
    // The same user reads the same in every line; another user differently.
    const again = await t.request('GET', '/api/order/v2/cus_order_detail', { cusOrderId: order.cusOrderId }, { token: demo });
    expect(access().find((l) => l.reqId === again.headers.get('x-request-id'))?.user).toBe(a.user);
    // An unknown API path: a template, never the raw path.
    await t.request('GET', '/api/nope/12345678901');
    expect(access().at(-1)).toMatchObject({ route: '(unmatched)' });
    expect(raw.join('')).not.toContain('12345678901');
  });

  it('a request slower than SLOW_REQUEST_MS is a warning in the API’s own access line too', async () => {
    const before = process.env.SLOW_REQUEST_MS;
    try {
      process.env.SLOW_REQUEST_MS = '100000';
      const quick = await t.request('GET', '/api/health');
      expect(access().find((l) => l.reqId === quick.headers.get('x-request-id'))).toMatchObject({ level: 'info' });
      process.env.SLOW_REQUEST_MS = '0.001';
      const slow = await t.request('GET', '/api/health');
      const line = access().find((l) => l.reqId === slow.headers.get('x-request-id'));
      expect(line).toMatchObject({ level: 'warn', slow: true, route: '/api/health', status: 200 });
    } finally {
      if (before === undefined) delete process.env.SLOW_REQUEST_MS;
      else process.env.SLOW_REQUEST_MS = before;
    }
  });

  it('a server render’s API calls keep the page’s id, name its user and write no access line of their own', async () => {
    const demo = await loginDemo(t);
    raw.length = 0;
    const app = t.app;
    const plain = app.request.bind(app);
    // As lib/httpInProcess.ts calls it during a server render.
    const spy = vi.spyOn(app, 'request').mockImplementation(((u: string, init?: RequestInit) => plain(u, init, IN_PROCESS_ENV)) as typeof app.request);
    const page: RequestContext = { id: 'page-request-1', method: 'GET', owner: 'http' };
    log.level = 'debug';
    let res: Response | undefined;
    try {
      res = await runWithRequest(page, () => t.request('GET', '/api/user/v1/profile', undefined, { token: demo }));
      // `next dev` has no HTTP server's context: the mark alone keeps the call from looking like a client's request.
      await t.request('GET', '/api/user/v1/profile', undefined, { token: demo });
    } finally {
      log.level = 'info';
      spy.mockRestore();
    }
    expect(res!.headers.get('x-request-id')).toBe('page-request-1');
    expect(access()).toEqual([]);
    const calls = lines().filter((l) => l.msg === 'api call');
    expect(calls).toEqual([
      expect.objectContaining({ level: 'debug', reqId: 'page-request-1', route: '/api/user/v1/profile', status: 200 }),
      expect.objectContaining({ level: 'debug', reqId: expect.stringMatching(/^[0-9a-f]{32}$/), route: '/api/user/v1/profile' }),
    ]);
    expect(page.user).toMatch(/^[0-9a-f]{16}$/);
    expect(page.route).toBeUndefined();
  });
});
