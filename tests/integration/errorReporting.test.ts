import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { captureSentry } from './sentryCapture';
import { verifiedCustomer, bindCard, fund, PAY_PWD, idemKey } from './walletFixtures';
import { settleDue, payoutSweepPass } from '@/server/modules/wallet/payoutSettle';
import { sweepPass } from '@/server/modules/order/sweeper';
import { hotRankingPass } from '@/server/modules/known/hot';
import { reportError } from '@/server/http/report';
import { runWithRequest, setLogCapture } from '@/server/log';

// Errors reach Sentry (with SENTRY_DSN set): one event per unexpected API error, tagged with the request id the
// response carries; one per failure of a background loop. Read from the envelopes Sentry would send.

let t: TestContext;
let sentry: ReturnType<typeof captureSentry>;
beforeAll(async () => {
  t = await createTestContext();
  sentry = captureSentry();
});
afterAll(async () => {
  await sentry?.close();
  await t?.close();
});
let unquiet: (() => void) | undefined;
beforeEach(() => {
  sentry.reset();
  vi.restoreAllMocks();
  unquiet?.();
  unquiet = undefined;
});
afterAll(() => unquiet?.());

/** The error lines these tests provoke are not printed (tests/integration/logSecrets.test.ts reads them). */
const quiet = () => {
  unquiet ??= setLogCapture({ write: () => undefined });
};

describe('the request id', () => {
  it('keeps a sane incoming X-Request-Id and echoes it; anything else gets a fresh one', async () => {
    const kept = await t.request('GET', '/api/health', undefined, { headers: { 'X-Request-Id': 'abc-DEF_123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-DEF_123');
    for (const bad of ['has space', 'x'.repeat(65), '<script>', 'ä']) {
      const res = await t.request('GET', '/api/health', undefined, { headers: { 'X-Request-Id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    }
    const a = (await t.request('GET', '/api/health')).headers.get('x-request-id');
    const b = (await t.request('GET', '/api/health')).headers.get('x-request-id');
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('every answer carries the server’s clock (X-Server-Time, epoch ms), which pages count deadlines down on', async () => {
    const before = Date.now();
    const res = await t.request('GET', '/api/health');
    const at = Number(res.headers.get('x-server-time'));
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});

describe('an unexpected API error', () => {
  it('answers the 500 envelope and sends one Sentry event with the request id', async () => {
    quiet();
    vi.spyOn(t.deps.db, 'select').mockImplementationOnce(() => {
      throw new Error('boom in a handler');
    });
    const res = await t.request('GET', '/api/marking/v1/act_card_list', { limit: 10 }, { headers: { 'X-Request-Id': 'req-500-test' } });
    expect(await res.json()).toMatchObject({ code: 500, msg: '服务繁忙，请稍后再试' });
    expect(res.headers.get('x-request-id')).toBe('req-500-test');
    const events = await sentry.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ message: 'boom in a handler', tags: { where: 'api', request_id: 'req-500-test', method: 'GET' } });
  });

  it('an error reported while a request runs carries that request’s id without being told', async () => {
    await runWithRequest({ id: 'req-in-context', owner: 'http' }, () => reportError(new Error('inside a request'), { where: 'notice-flush' }));
    const events = await sentry.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ message: 'inside a request', tags: { where: 'notice-flush', request_id: 'req-in-context' } });
  });

  it('sends nothing for an error the API answers on purpose (bad input, not found)', async () => {
    expect((await t.call('GET', '/api/marking/v1/act_card_list', { limit: 999 })).code).toBe(400);
    expect((await t.call('GET', '/api/nope')).code).toBe(404);
    expect(await sentry.events()).toEqual([]);
  });
});

describe('a failing background loop', () => {
  it('the payout sweeper: one event per withdrawal that fails to settle, and one for a failed pass', async () => {
    quiet();
    const u = await verifiedCustomer(t);
    const { card } = await bindCard(t, u);
    await fund(t, u.userId, 100_000);
    const w = await t.call('POST', '/api/wallet/v1/withdraw', { amountFen: 2_000, bankCardId: card.id, payPassword: PAY_PWD, idempotencyKey: idemKey() }, { token: u.token });
    expect(w.code, w.msg).toBe(200);
    t.advance(t.deps.config.payoutDelayMs);
    vi.spyOn(t.deps.adapters.payout, 'query').mockRejectedValue(new Error('provider down'));
    await settleDue(t.deps);
    let events = await sentry.events();
    expect(events.filter((e) => e.message === 'provider down')).toHaveLength(1);
    expect(events[0].tags).toMatchObject({ where: 'payout-sweeper', withdrawNo: w.data.withdrawNo });
    sentry.reset();
    vi.spyOn(t.deps.db, 'select').mockImplementationOnce(() => {
      throw new Error('pass failed');
    });
    await payoutSweepPass(t.deps);
    events = await sentry.events();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ message: 'pass failed', tags: { where: 'payout-sweeper' } });
  });

  it('the order sweeper and the 热度 loop: one event each', async () => {
    quiet();
    vi.spyOn(t.deps.adapters.pay, 'deliverDue').mockRejectedValueOnce(new Error('sweep failed'));
    await sweepPass(t.deps);
    vi.spyOn(t.deps.db, 'update').mockImplementationOnce(() => {
      throw new Error('hot failed');
    });
    await hotRankingPass(t.deps);
    const events = await sentry.events();
    expect(events.map((e) => [e.tags.where, e.message])).toEqual([
      ['order-sweeper', 'sweep failed'],
      ['known-hot', 'hot failed'],
    ]);
  });
});
