import { desc, eq } from 'drizzle-orm';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { insertPlanner } from './plannerFixtures';
import { phoneCalls } from '@/server/modules/phone/schema';
import { createLocalPhoneRelay, parsePool } from '@/server/adapters/phone/local';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const BIND = '/api/outbound/v1/bind_hidden';
const callsOf = (plannerId: string) =>
  ctx.deps.db.select().from(phoneCalls).where(eq(phoneCalls.plannerId, plannerId)).orderBy(desc(phoneCalls.createdAt));

describe('POST /api/outbound/v1/bind_hidden', () => {
  it('gives a relay number for an active planner, records the call, and never returns the real number', async () => {
    const p = await insertPlanner(ctx, { status: 1 });
    const res = await ctx.call('POST', BIND, { plannerId: p.userId, requireCode: 'FLTEST1', requireName: '工商服务' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.status).toBe(1);
    expect(res.data.phone).toMatch(/^\d{11}$/);
    expect(res.data.phone).not.toBe(p.phone);
    expect(JSON.stringify(res)).not.toContain(p.phone);
    expect(new Date(res.data.expiresAt).getTime()).toBeGreaterThan(ctx.deps.now().getTime());
    const [row] = await callsOf(p.userId);
    expect(row).toMatchObject({ status: 1, relayNumber: res.data.phone, requireCode: 'FLTEST1', requireName: '工商服务', areaCode: '510100', areaName: '成都市' });
    expect(row.customerUserId).toBeNull();
  });

  it('answers status 0 for a disabled planner and 3 for a resigned one, without a number, and records both', async () => {
    const disabled = await insertPlanner(ctx, { status: 0 });
    const resigned = await insertPlanner(ctx, { status: 3 });
    const a = await ctx.call('POST', BIND, { plannerId: disabled.userId });
    expect(a.code).toBe(200);
    expect(a.data).toEqual({ status: 0 });
    const b = await ctx.call('POST', BIND, { plannerId: resigned.userId });
    expect(b.data).toEqual({ status: 3 });
    expect(JSON.stringify([a, b])).not.toMatch(new RegExp(`${disabled.phone}|${resigned.phone}`));
    expect((await callsOf(disabled.userId))[0]).toMatchObject({ status: 0, relayNumber: null });
    expect((await callsOf(resigned.userId))[0]).toMatchObject({ status: 3, relayNumber: null });
  });

  it('answers 404 for an unknown planner and 400 naming the field for bad input', async () => {
    expect((await ctx.call('POST', BIND, { plannerId: 'u_nobody_here' })).code).toBe(404);
    const missing = await ctx.call('POST', BIND, {});
    expect(missing.code).toBe(400);
    expect(missing.msg).toMatch(/^plannerId：/);
    const p = await insertPlanner(ctx);
    const badPhone = await ctx.call('POST', BIND, { plannerId: p.userId, customerPhone: '12345' });
    expect(badPhone.code).toBe(400);
    expect(badPhone.msg).toMatch(/^customerPhone：/);
    const badArea = await ctx.call('POST', BIND, { plannerId: p.userId, areaCode: 'chengdu' });
    expect(badArea.msg).toMatch(/^areaCode：/);
  });

  it('treats empty, "undefined" and "null" parameters as absent (spec §5)', async () => {
    const p = await insertPlanner(ctx);
    const res = await ctx.call('POST', BIND, {
      plannerId: p.userId,
      customerPhone: 'undefined',
      customerId: 'null',
      requireCode: 'undefined',
      areaName: 'null',
    });
    expect(res.code, res.msg).toBe(200);
    const [row] = await callsOf(p.userId);
    expect(row).toMatchObject({ customerPhone: null, customerId: null, requireCode: null, areaName: '成都市' });
  });

  it('takes the customer from the session, ignoring what the client claims', async () => {
    const p = await insertPlanner(ctx);
    const login = await ctx.loginPassword('13800138000', 'demo123456');
    expect(login.code, login.msg).toBe(200);
    const res = await ctx.call(
      'POST',
      BIND,
      { plannerId: p.userId, customerUserId: 'u_someone_else', customerPhone: '13700000000', areaCode: '110100' },
      { token: login.data.token },
    );
    expect(res.data.status).toBe(1);
    const [row] = await callsOf(p.userId);
    expect(row).toMatchObject({
      customerUserId: login.data.userId,
      customerId: login.data.customerID,
      customerPhone: '13800138000',
      areaCode: '110100',
      areaName: '北京市',
    });
  });

  it('records a visitor by its session token, or by an anonymousId proven with its visitorToken', async () => {
    const p = await insertPlanner(ctx);
    const anon = await ctx.call('POST', '/api/authentication/v1/register_anonymous_id', { sourceId: `dev-${Date.now()}` });
    expect(anon.code, anon.msg).toBe(200);
    await ctx.call('POST', BIND, { plannerId: p.userId }, { token: anon.data.token });
    expect((await callsOf(p.userId))[0].anonymousId).toBe(anon.data.id);

    const q = await insertPlanner(ctx);
    await ctx.call('POST', BIND, { plannerId: q.userId, anonymousId: anon.data.id, visitorToken: anon.data.token, customerPhone: '13711112222' });
    expect((await callsOf(q.userId))[0]).toMatchObject({ anonymousId: anon.data.id, customerPhone: '13711112222' });
    // Someone else's anonymous id without its token attributes nothing (it could be anyone's id).
    const bare = await ctx.call('POST', BIND, { plannerId: q.userId, anonymousId: anon.data.id, customerPhone: '13711113333' });
    expect(bare.data.status).toBe(1);
    expect((await callsOf(q.userId))[0]).toMatchObject({ anonymousId: null, customerPhone: '13711113333' });
    // An unknown anonymous id is not an error: the call goes through unattributed.
    const r = await ctx.call('POST', BIND, { plannerId: q.userId, anonymousId: 'anon_unknown' });
    expect(r.data.status).toBe(1);
    expect((await callsOf(q.userId))[0].anonymousId).toBeNull();
  });

  it('never gives one relay number to two live bindings', async () => {
    const p = await insertPlanner(ctx);
    const numbers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        ctx.call('POST', BIND, { plannerId: p.userId, customerPhone: `1371000${String(i).padStart(4, '0')}` }, { ip: randomIp() }),
      ),
    );
    const got = numbers.map((r) => r.data.phone as string);
    expect(new Set(got).size).toBe(got.length);
    const now = ctx.deps.now();
    const live = (await ctx.deps.db.select().from(phoneCalls)).filter((r) => r.status === 1 && r.expiresAt && r.expiresAt > now);
    expect(new Set(live.map((r) => r.relayNumber)).size).toBe(live.length);
  });

  it('replaces the same caller’s live binding to the same planner instead of holding two numbers', async () => {
    const p = await insertPlanner(ctx);
    const first = await ctx.call('POST', BIND, { plannerId: p.userId, customerPhone: '13722223333' });
    const second = await ctx.call('POST', BIND, { plannerId: p.userId, customerPhone: '13722223333' });
    expect(second.data.status).toBe(1);
    const rows = await callsOf(p.userId);
    const now = ctx.deps.now();
    const liveRows = rows.filter((r) => r.expiresAt && r.expiresAt > now);
    expect(liveRows).toHaveLength(1);
    expect(liveRows[0].relayNumber).toBe(second.data.phone);
    expect(rows).toHaveLength(2);
    expect(first.data.phone).toBeTruthy();
  });

  it('the legacy /api/planner/v1/tel accepts mchUserId and answers the same way', async () => {
    const p = await insertPlanner(ctx, { status: 3 });
    const res = await ctx.call('POST', '/api/planner/v1/tel', { mchUserId: p.userId });
    expect(res.data).toEqual({ status: 3 });
    const none = await ctx.call('POST', '/api/planner/v1/tel', {});
    expect(none.code).toBe(400);
    expect(none.msg).toMatch(/^plannerId：/);
  });
});

describe('local phone relay adapter', () => {
  it('parses pools of numbers and ranges', () => {
    expect(parsePool('17095280000-17095280002,95013000000009')).toEqual(['17095280000', '17095280001', '17095280002', '95013000000009']);
    expect(() => parsePool('abc')).toThrow();
  });

  it('hands out numbers round-robin, refuses when every number is live, and frees them after the TTL', async () => {
    const p = await insertPlanner(ctx);
    const pool = ['17000000001', '17000000002'];
    const relay = createLocalPhoneRelay(ctx.deps.db, { pool, ttlSeconds: 600 });
    const base = { plannerId: p.userId, plannerPhone: p.phone, areaCode: null, areaName: null, requireCode: null, requireName: null };
    const caller = (phone: string) => ({ userId: null, customerId: null, phone, anonymousId: null });
    const t0 = new Date(Date.now() + 3600_000 * 24 * 365);
    const a = await relay.bind({ ...base, caller: caller('13900000001'), at: t0 });
    const b = await relay.bind({ ...base, caller: caller('13900000002'), at: t0 });
    expect(new Set([a.relayNumber, b.relayNumber])).toEqual(new Set(pool));
    await expect(relay.bind({ ...base, caller: caller('13900000003'), at: t0 })).rejects.toThrow(/exhausted/);
    const later = new Date(t0.getTime() + 601_000);
    const c = await relay.bind({ ...base, caller: caller('13900000003'), at: later });
    expect(pool).toContain(c.relayNumber);
  });
});

describe('the seeded demo planner (13900139000)', () => {
  const DEMO = 'u_demo_planner';
  const REAL = '13900139000';

  it('is callable through a relay number, and no planner-facing response carries the real number', async () => {
    const bind = await ctx.call('POST', BIND, { plannerId: DEMO });
    expect(bind.code, bind.msg).toBe(200);
    expect(bind.data.status).toBe(1);
    expect(bind.data.phone).not.toBe(REAL);
    const responses = await Promise.all([
      ctx.call('POST', '/api/planner/v2/list', { cityCode: '510100', limit: 50 }),
      ctx.call('GET', '/api/planner/v1/detail', { id: DEMO }),
      ctx.call('GET', '/api/plannerCard/v1/planner_detail', { mchUserId: DEMO }),
      ctx.call('GET', '/api/planner/v1/find_card', { mchUserId: DEMO }),
      ctx.call('GET', '/api/planner/v1/find_card_evaluate', { mchUserId: DEMO }),
      ctx.call('GET', '/api/recommend/v1/planner', { limit: 20 }),
      ctx.call('GET', '/api/store/v1/planner_store_info', { mchUserId: DEMO }),
      ctx.call('GET', '/api/store/v1/sp_score_detail', { mchUserId: DEMO }),
      ctx.call('POST', '/api/case/v1/case_list', { plannerId: DEMO }),
    ]);
    for (const res of responses) {
      expect(res.code, res.msg).toBe(200);
      expect(JSON.stringify(res)).not.toContain(REAL);
    }
    expect(responses[1].data).toMatchObject({ mchUserId: DEMO, status: 1 });
    expect(responses[2].data.phone).toBe('139****9000');
  });
});
