import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, claimsOf, customers, grab, openSession, productRow } from './campaignFixtures';
import { countStatements, installStatementCounter } from '../bench/orders/stats';
import { doorLine } from '@/server/modules/activity/doorQueue';

// Issue 30: a flash sale answers at the door. Once its units are gone, or the buyer's limit is reached, the refusal
// costs no pricing, no order machinery (no transaction) and no write: with Redis the gate refuses, with PostgreSQL
// alone one read does (activity/claiming.ts refuseAtDoor). Once either has said so, the door's marks refuse the next
// buyers with no statement at all for a short time (activity/doorMark.ts, ADR 0052), until a unit comes back. Runs on
// PGlite and on PostgreSQL (+ Redis when given).

let t: TestContext;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  await installStatementCounter();
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

/**
 * What a refused submission may not run: a transaction, an insert or delete, a pricing read of goods, an update other
 * than the two that hand units back (expired unpaid holds, and with Redis the released claims' sync), which change no
 * row unless some unit is due back.
 */
const machinery = (sql: string[]) =>
  sql.filter((q) => /^(begin|insert|delete)/i.test(q) || /from "goods(_skus)?"/.test(q) || (/^update/i.test(q) && !/^update "(cus_orders|campaign_claims)"/.test(q)));

/**
 * Runs `fn` with the door's marks (and counts) living 10 s, long enough that a loaded machine cannot outlast them, and
 * with the queue's width when given; then puts both back.
 */
async function withDoor(o: { width?: number }, fn: () => Promise<void>) {
  const c = t.deps.config;
  const prev = { ms: c.seckillMarkMs, n: c.seckillDoorConcurrency };
  c.seckillMarkMs = 10_000;
  if (o.width !== undefined) c.seckillDoorConcurrency = o.width;
  try {
    await fn();
  } finally {
    c.seckillMarkMs = prev.ms;
    c.seckillDoorConcurrency = prev.n;
  }
}

describe('the flash sale door', () => {
  it('refuses a buyer of a sold-out unit, and a buyer over the limit, without pricing, transaction or write', async () => {
    const s = await openSession(t, { stock: 1, priceFen: 990, limit: 1 });
    const [first, late] = await customers(t, 2);
    const sold = await grab(t, first.token, s.activityProductId, { shown: 990 });
    expect(sold.code, sold.msg).toBe(200);

    const refused = await countStatements(() => grab(t, late.token, s.activityProductId, { shown: 990 }));
    expect(refused.result).toMatchObject({ code: 20102, msg: '手慢了，商品已抢光' });
    expect(machinery(refused.sql), refused.sql.join('\n')).toEqual([]);

    const again = await countStatements(() => grab(t, first.token, s.activityProductId, { shown: 990 }));
    expect(again.result.code).not.toBe(200);
    expect(again.result.msg).toMatch(/每人限购1件/);
    expect(machinery(again.sql), again.sql.join('\n')).toEqual([]);
    expect((await productRow(t, s.activityProductId)).sold).toBe(1);
  });

  it('after the sell-out, the door refuses with no statement at all; a unit given back lifts it for the next buyer', () =>
    withDoor({}, async () => {
      const s = await openSession(t, { stock: 1, priceFen: 990, limit: 1 });
      const [first, late, next] = await customers(t, 3);
      const sold = await grab(t, first.token, s.activityProductId, { shown: 990, key: 'SN-door-first-1' });
      expect(sold.code, sold.msg).toBe(200);
      // One answer from the gate or the database each (the first buyer over the limit, the late one sold out)...
      expect((await grab(t, first.token, s.activityProductId, { shown: 990, key: 'SN-door-first-2' })).msg).toMatch(/每人限购1件/);
      expect((await grab(t, late.token, s.activityProductId, { shown: 990, key: 'SN-door-late-01' })).msg).toBe('手慢了，商品已抢光');

      // ...and the same answers again cost nothing: no read, no write, in Redis or the database.
      const refused = await countStatements(() => grab(t, late.token, s.activityProductId, { shown: 990, key: 'SN-door-late-02' }));
      expect(refused.result).toMatchObject({ code: 20102, msg: '手慢了，商品已抢光' });
      expect(refused.sql).toEqual([]);
      const over = await countStatements(() => grab(t, first.token, s.activityProductId, { shown: 990, key: 'SN-door-first-3' }));
      expect(over.result.msg).toMatch(/每人限购1件/);
      expect(over.sql).toEqual([]);
      // A repeat of the first buyer's own submission is still answered with their order, not by a mark.
      const repeat = await grab(t, first.token, s.activityProductId, { shown: 990, key: 'SN-door-first-1' });
      expect(repeat.code, repeat.msg).toBe(200);
      expect(repeat.data.cusOrderId).toBe(sold.data.cusOrderId);

      // The first buyer cancels: the unit is back, and the next buyer gets it at once, not after the mark's time.
      const cancel = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: sold.data.cusOrderId, cancelCode: 'DONT_NEED' }, { token: first.token });
      expect(cancel.code, cancel.msg).toBe(200);
      const after = await grab(t, next.token, s.activityProductId, { shown: 990 });
      expect(after.code, after.msg).toBe(200);
      expect((await productRow(t, s.activityProductId)).sold).toBe(1);
      expect((await claimsOf(t, s.activityProductId)).map((c) => c.status).sort()).toEqual(['HELD', 'RELEASED']);
    }));

  it('in a rush, a few at a time go past the door; the rest wait and are refused by the mark on their turn, running nothing', () =>
    withDoor({ width: 2 }, async () => {
      const s = await openSession(t, { stock: 2, priceFen: 990, limit: 1 });
      const buyers = await customers(t, 40);
      let most = 0;
      const watch = setInterval(() => {
        const line = doorLine(s.activityProductId);
        most = Math.max(most, line.active);
      }, 1);
      const taps = await Promise.all(
        buyers.map((b, i) => countStatements(() => grab(t, b.token, s.activityProductId, { shown: 990, key: `SN-rush-${String(i).padStart(4, '0')}` }))),
      ).finally(() => clearInterval(watch));
      expect(taps.filter((x) => x.result.code === 200)).toHaveLength(2);
      expect(taps.filter((x) => x.result.code !== 200).map((x) => x.result.msg)).toEqual(Array(38).fill('手慢了，商品已抢光'));
      expect((await productRow(t, s.activityProductId)).sold).toBe(2);
      expect(most).toBeLessThanOrEqual(2);
      // Without the queue every tap of the rush reads (its earlier order, due holds, the door) before the first answer
      // marks the product; with it, only the few past the door before the sell-out do.
      const free = taps.filter((x) => machinery(x.sql).length === 0 && !x.sql.some((q) => /from "campaign_products"/.test(q)));
      expect(free.length, taps.map((x) => x.sql.length).join(' ')).toBeGreaterThanOrEqual(30);
      expect(doorLine(s.activityProductId)).toEqual({ active: 0, waiting: 0 });
    }));

  it("in a rush, the scout's answer counts the units left: every refusal is told before the first order commits", () =>
    withDoor({ width: 8 }, async () => {
      const s = await openSession(t, { stock: 3, priceFen: 990, limit: 1 });
      const buyers = await customers(t, 30);
      // What each answer said, in the order the answers came (each buyer taps twice at once).
      const said: string[] = [];
      const taps = await Promise.all(
        buyers.flatMap((b, i) =>
          [0, 1].map((k) =>
            countStatements(() => grab(t, b.token, s.activityProductId, { shown: 990, key: `SN-count-${String(i).padStart(3, '0')}-${k}` })).then((x) => {
              said.push(x.result.code === 200 ? 'order' : x.result.msg);
              return x;
            }),
          ),
        ),
      );
      expect(said.filter((m) => m === 'order')).toHaveLength(3);
      expect(said.filter((m) => m === '手慢了，商品已抢光')).toHaveLength(54);
      expect(said.filter((m) => m === '每人限购1件，您已抢购过')).toHaveLength(3);
      // The three units were counted before any sale: the 57 refusals (the winners' second taps among them) came
      // before the first order, not once the last unit was sold. Without the count every refusal waits for a turn.
      expect(said.slice(-3)).toEqual(['order', 'order', 'order']);
      // A refusal by the count costs no statement past the session's.
      const refused = taps.filter((x) => x.result.code !== 200);
      expect(refused.filter((x) => machinery(x.sql).length > 0 || x.sql.some((q) => /from "campaign_products"/.test(q))).length).toBeLessThanOrEqual(1);
      expect((await productRow(t, s.activityProductId)).sold).toBe(3);
      expect(doorLine(s.activityProductId)).toEqual({ active: 0, waiting: 0 });
    }));

  it('a rush that no answer can count (the sale not started) is not held to one at a time past the door', () =>
    withDoor({ width: 4 }, async () => {
      const s = await openSession(t, { stock: 3, priceFen: 990, limit: 1, startInSeconds: 3600 });
      const buyers = await customers(t, 24);
      // Watched whenever the path asks the time (inside each step past the door too; PGlite may answer a whole rush
      // without a turn of the event loop, so a timer would see nothing).
      let most = 0;
      const clock = t.deps.now;
      t.deps.now = () => {
        most = Math.max(most, doorLine(s.activityProductId).active);
        return clock();
      };
      const taps = await Promise.all(buyers.map((b, i) => grab(t, b.token, s.activityProductId, { shown: 990, key: `SN-early-${String(i).padStart(3, '0')}` }))).finally(
        () => (t.deps.now = clock),
      );
      expect(new Set(taps.map((x) => x.msg))).toEqual(new Set(['活动未开始，请稍后再来']));
      // The first scout came back without a count: the rest went on at the queue's width, not one by one.
      expect(most).toBeGreaterThan(1);
      expect(most).toBeLessThanOrEqual(4);
    }));

  it("a buyer's taps at once go one after the other: the later ones meet the first's answer, running nothing", () =>
    withDoor({}, async () => {
      const s = await openSession(t, { stock: 3, priceFen: 990, limit: 1 });
      const [buyer] = await customers(t, 1);
      const taps = await Promise.all(
        [0, 1, 2, 3, 4].map((i) => countStatements(() => grab(t, buyer.token, s.activityProductId, { shown: 990, key: `SN-taps-${String(i).padStart(4, '0')}` }))),
      );
      expect(taps.filter((x) => x.result.code === 200)).toHaveLength(1);
      const later = taps.filter((x) => x.result.code !== 200);
      expect(later.map((x) => x.result.msg)).toEqual(Array(4).fill('每人限购1件，您已抢购过'));
      // Each waited for the one before it, whose unit marked the buyer at the limit: no read, no write.
      expect(later.map((x) => x.sql)).toEqual(Array(4).fill([]));
      expect((await productRow(t, s.activityProductId)).sold).toBe(1);
    }));

  it('a submission that gets a unit costs at most 11 statements, its claim written by the order statement itself', async () => {
    const s = await openSession(t, { stock: 5, priceFen: 990, limit: 1 });
    const [warm, buyer] = await customers(t, 2);
    expect((await grab(t, warm.token, s.activityProductId, { shown: 990 })).code).toBe(200);
    const sold = await countStatements(() => grab(t, buyer.token, s.activityProductId, { shown: 990 }));
    expect(sold.result.code, sold.result.msg).toBe(200);
    // The session, its earlier order, due holds, the door (PostgreSQL alone), the goods and the unit, begin, the
    // order with its quota, unit and claim, the SKU's stock, commit; the claim is not read back.
    expect(sold.sql.length, sold.sql.join('\n')).toBeLessThanOrEqual(11);
    expect(sold.sql.filter((q) => /from "campaign_claims" where "campaign_claims"."id"/.test(q))).toEqual([]);
    expect(sold.sql.filter((q) => /^(insert|update) .*"campaign_(claims|quota|products)"/i.test(q))).toEqual([]);
  });
});
