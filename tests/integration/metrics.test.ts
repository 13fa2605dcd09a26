import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, customers, grab, openSession } from './campaignFixtures';
import { newVisitor, openChat, openStream, plannerToken, sendText } from './chatFixtures';
import { G, confirmSandbox, newCustomer, startSandbox, submitOk } from './orderFixtures';
import { sweep, wirePay } from '@/server/modules/order/sweeper';
import { closeChatHub } from '@/server/modules/chat/realtime';
import { metrics } from '@/server/metrics/registry';
import { sampleIn } from '../unit/support/metricsSample';

let t: TestContext;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  if (t) await closeChatHub(t.deps);
  await t?.close();
});

const H = 'crisps_http_request_duration_seconds_count';
const text = () => metrics().registry.metrics();

describe('metrics of the in-process app (docs/METRICS.md)', () => {
  it('counts API requests by route template and status, times statements, and records a sweeper run and a gate decision', async () => {
    const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const redis = Boolean(process.env.TEST_REDIS_URL);
    const health = { route: '/api/health', method: 'GET', status: '200' };
    const trade = { route: '/api/sandbox-pay/:paymentNo', method: 'GET' };
    const unmatched = { route: '(unmatched)', method: 'GET' };
    const submit = { route: '/api/order/v2/autonomy_submit_order', method: 'POST', status: '200' };
    const gate = { decision: redis ? 'admitted' : 'database' };
    const selects = { db, op: 'select' };
    const before = await text();

    await t.call('GET', '/api/health');
    await t.call('GET', '/api/health');
    await t.request('GET', '/api/sandbox-pay/P0000000000000001');
    await t.request('GET', '/api/sandbox-pay/P0000000000000002');
    await t.request('GET', '/api/no/such/route/42');
    const s = await openSession(t, { stock: 5 });
    const [buyer] = await customers(t, 1);
    const r = await grab(t, buyer.token, s.activityProductId, { shown: 990 });
    expect(r.code, r.msg).toBe(200);
    await sweep(t.deps);

    const after = await text();
    const grew = (name: string, labels: Record<string, string>) => sampleIn(after, name, labels) - sampleIn(before, name, labels);
    // At least: the registry is the process's, shared with the files before this one in its worker (ADR 0034); a label
    // set without its status sums the series of every status (another file's sandbox page answered 200, these 404).
    expect(grew(H, health)).toBeGreaterThanOrEqual(2);
    expect(grew(H, trade)).toBeGreaterThanOrEqual(2);
    expect(grew(H, unmatched)).toBeGreaterThanOrEqual(1);
    expect(grew(H, submit)).toBeGreaterThanOrEqual(1);
    // Never the raw path or id of a request.
    expect(after).not.toContain('P0000000000000001');
    expect(after).not.toContain('/api/no/such/route');
    expect(grew('crisps_db_statement_duration_seconds_count', selects)).toBeGreaterThan(5);
    expect(grew('crisps_db_statement_duration_seconds_sum', selects)).toBeGreaterThan(0);
    expect(after).toMatch(new RegExp(`^crisps_db_pool_connections [1-9]`, 'm'));
    expect(grew('crisps_sweeper_runs_total', { sweeper: 'order', outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(grew('crisps_seckill_gate_decisions_total', gate)).toBeGreaterThanOrEqual(1);
    // With Redis: the rate limits, rate limits and the gate's scripts are Redis commands.
    if (redis) expect(grew('crisps_redis_command_duration_seconds_count', { command: 'eval' })).toBeGreaterThan(0);
  });

  it('counts open event streams, and the delivery lag from the commit to the write on the stream', async () => {
    const planner = await plannerToken(t);
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const before = await text();
    const streams = () => sampleIn(before, 'crisps_chat_event_streams');
    const stream = await openStream(t, planner);
    expect(sampleIn(await text(), 'crisps_chat_event_streams')).toBe(streams() + 1);
    const sent = await sendText(t, v.token, groupId, '指标：送达延迟');
    expect((await stream.nextOf('message')).id).toBe(sent.id);
    // Observed once the write resolved, and the gauge drops when the stream's loop ends after the reader left.
    await vi.waitFor(async () => {
      expect(sampleIn(await text(), 'crisps_chat_delivery_lag_seconds_count') - sampleIn(before, 'crisps_chat_delivery_lag_seconds_count')).toBeGreaterThanOrEqual(1);
    });
    await stream.close();
    await vi.waitFor(async () => expect(sampleIn(await text(), 'crisps_chat_event_streams')).toBe(streams()));
  });

  it('counts a gateway notification delivered to the notify route and what the route made of it', async () => {
    wirePay(t.deps);
    const c = await newCustomer(t);
    const s = await submitOk(t, c.token, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    const p = await startSandbox(t, c.token, s.cusOrderId);
    const before = await text();
    expect((await confirmSandbox(t, p.paymentNo)).status).toBe(303);
    const after = await text();
    const grew = (name: string, labels: Record<string, string>) => sampleIn(after, name, labels) - sampleIn(before, name, labels);
    expect(grew('crisps_gateway_notifications_total', { result: 'delivered', retry: 'false' })).toBe(1);
    expect(grew('crisps_pay_notify_received_total', { result: 'APPLIED' })).toBe(1);
  });
});
