/**
 * The flash-sale benches' books (bench:seckill in-process, bench:seckill:http over HTTP): after the rush, in the
 * database, exactly `units` units are held or paid, no buyer holds two, remaining + held + paid = units, every claim
 * is exactly one order at the campaign price, every released unit's order is cancelled, and the bench's buyers made
 * no order without a claim. Answers the problems found (none: reconciled) and the claims' counts.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { campaignClaims, campaignProducts, cusOrders, orders } from '@/server/db/schema';

export type Outcome = { ok: boolean; ms: number; msg: string };

export async function reconcileSeckill(db: Db, o: { label: string; productId: string; units: number; priceFen: number; userIds: string[] }) {
  const { label, units } = o;
  const problems: string[] = [];
  const [p] = await db.select().from(campaignProducts).where(eq(campaignProducts.id, o.productId));
  const claims = await db.select().from(campaignClaims).where(eq(campaignClaims.productId, o.productId));
  const live = claims.filter((c) => c.status !== 'RELEASED');
  const held = live.filter((c) => c.status === 'HELD').length;
  const paid = live.filter((c) => c.status === 'PAID').length;
  if (live.length !== units) problems.push(`${label}: ${live.length} units held, expected ${units}`);
  if (p.sold !== live.length) problems.push(`${label}: sold ${p.sold} ≠ live claims ${live.length}`);
  if (p.stock - p.sold + held + paid !== units) problems.push(`${label}: remaining ${p.stock - p.sold} + held ${held} + paid ${paid} ≠ ${units}`);
  const perBuyer = new Map<string, number>();
  for (const c of live) perBuyer.set(c.userId, (perBuyer.get(c.userId) ?? 0) + 1);
  const twice = [...perBuyer.values()].filter((n) => n > 1).length;
  if (twice) problems.push(`${label}: ${twice} buyers hold more than one unit`);
  const ids = claims.map((c) => c.cusOrderId).concat(['-']);
  const cus = await db.select().from(cusOrders).where(inArray(cusOrders.id, ids));
  const lines = await db.select().from(orders).where(inArray(orders.cusOrderId, ids));
  if (cus.length !== claims.length || lines.length !== claims.length) problems.push(`${label}: ${claims.length} claims but ${cus.length} orders / ${lines.length} lines`);
  if (lines.some((l) => l.unitPriceFen !== o.priceFen || l.quantity !== 1)) problems.push(`${label}: a line not at the campaign price`);
  const released = claims.filter((c) => c.status === 'RELEASED');
  if (released.some((c) => cus.find((x) => x.id === c.cusOrderId)?.status !== 4)) problems.push(`${label}: a released unit's order is not cancelled`);
  const all = await db.select({ id: cusOrders.id }).from(cusOrders).where(inArray(cusOrders.userId, o.userIds));
  if (all.length !== claims.length) problems.push(`${label}: ${all.length} orders for ${claims.length} claims`);
  return { problems, held, paid, released: released.length, claims };
}

/** p50 / p99 / max of the answers' milliseconds (null when there are none). */
export function latency(outcomes: Outcome[]) {
  const xs = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  if (!xs.length) return null;
  const at = (q: number) => Number(xs[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1));
  return { n: xs.length, p50: at(0.5), p99: at(0.99), max: Number(xs[xs.length - 1].toFixed(1)) };
}

/** How many refusals of each message. */
export function refusals(outcomes: Outcome[]) {
  const out: Record<string, number> = {};
  for (const o of outcomes.filter((x) => !x.ok)) out[o.msg] = (out[o.msg] ?? 0) + 1;
  return out;
}

type ModeRun = (label: string, redisUrl: string | null) => Promise<{ problems: string[]; report: Record<string, unknown> }>;

/**
 * Both seckill benches' entry: runs the chosen modes (`--modes postgresql,postgresql+redis`), prints each report, and
 * exits 1 when a mode's books do not reconcile (or the run failed).
 */
export function runSeckillModes(modes: string[], redisUrl: string, run: ModeRun): void {
  (async () => {
    const problems: string[] = [];
    for (const [label, redis] of [
      ['postgresql', null],
      ['postgresql+redis', redisUrl],
    ] as const) {
      if (!modes.includes(label)) continue;
      const r = await run(label, redis);
      console.log(JSON.stringify(r.report, null, 2));
      problems.push(...r.problems);
    }
    if (problems.length) console.error('[bench] NOT reconciled:\n - ' + problems.join('\n - '));
    process.exit(problems.length ? 1 : 0);
  })().catch((err) => {
    console.error('[bench] failed:', err);
    process.exit(1);
  });
}
