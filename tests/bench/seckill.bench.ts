/**
 * Flash-sale load test (docs/adr/0021): B buyers (default 1000) rush U units (default 50) of one 整点秒杀 product at
 * once, each tapping twice with two submission keys, on PostgreSQL and on PostgreSQL + Redis (the Lua gate). Then 10
 * unpaid orders are cancelled and 200 new buyers, in 4 groups of 50, take the units they gave back. It runs the route's
 * own path without the HTTP layer: `submitSeckillOrder`, which the route calls (the door's marks and queue → rate
 * limits → gate → normal checkout → claim), and reports claims per second and p50/p99 latency. It exits 1 unless: exactly U units are held at the end, no buyer holds two, remaining + held +
 * paid = U, and every claim is exactly one order at the campaign price.
 *
 * Usage: npm run bench:seckill -- [--buyers 1000] [--units 50] [--modes postgresql,postgresql+redis] [--url postgres://…] [--redis redis://…]
 * SECKILL_DOOR_CONCURRENCY sets the door queue's width as it does the server's (default 8).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDb } from '@/server/db/client';
import { MemoryCache, openCache, type Cache } from '@/server/cache';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { loadServerSecrets } from '@/server/modules/secrets';
import { createLocalSms } from '@/server/adapters/sms';
import { seed } from '@/server/seed';
import { campaignClaims } from '@/server/db/schema';
import { createSeckillSession } from '@/server/modules/activity/operator';
import { submitSeckillOrder } from '@/server/modules/order/seckillSubmit';
import { cancelCusOrder } from '@/server/modules/order/lifecycle';
import { stopSweeper } from '@/server/modules/order/sweeper';
import type { Deps } from '@/server/http/types';
import { latency, reconcileSeckill, refusals, runSeckillModes, type Outcome } from './seckillBooks';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const BUYERS = Number(arg('buyers', '1000'));
const UNITS = Number(arg('units', '50'));
const URL_ = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS = arg('redis', process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const PRICE = 990;

async function run(label: string, redisUrl: string | null): Promise<{ problems: string[]; report: Record<string, unknown> }> {
  process.env.DB_POOL_MAX = process.env.DB_POOL_MAX || '20';
  const dbName = 'crisps_bench_sk_' + randomBytes(5).toString('hex');
  const handle = await openDb({ url: URL_, isolatedDatabase: dbName });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-bench-'));
  const prefix = `bench_seckill_${randomBytes(4).toString('hex')}:`;
  const cache: Cache = redisUrl ? await openCache(redisUrl, prefix) : new MemoryCache();
  const config = { ...loadConfig({ NODE_ENV: 'test', SECKILL_DOOR_CONCURRENCY: process.env.SECKILL_DOOR_CONCURRENCY }), dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  const deps: Deps = {
    db: handle.db,
    cache,
    config,
    adapters: { ...createAdapters({ db: handle.db, config }), sms: createLocalSms({ db: handle.db, config, log: () => {} }) },
    secrets: await loadServerSecrets(handle.db, config.signSecret, {}),
    now: () => new Date(),
  };
  const problems: string[] = [];
  try {
    await seed(deps);
    const s = await createSeckillSession(handle.db, { title: '压测场次', goodsId: 'g_0001', startInSeconds: 0, durationSeconds: 3600, specialPriceFen: PRICE, stock: UNITS, perUserLimit: 1 }, deps.now());
    const grab = async (userId: string, ip: string): Promise<Outcome> => {
      const t = performance.now();
      const key = `SN${randomBytes(8).toString('hex')}`;
      try {
        await submitSeckillOrder(deps, { userId, ip }, { activityProductId: s.activityProductId, couponUseCodes: [], idempotencyKey: key, shownPayableFen: PRICE, orderAgreementIds: 'protocol100008', campaignPayMs: config.campaignPayMinutes * 60_000 });
        return { ok: true, ms: performance.now() - t, msg: '' };
      } catch (e) {
        return { ok: false, ms: performance.now() - t, msg: (e as Error).message };
      }
    };
    const ipOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const wave = async (from: number, n: number) => {
      const jobs: Promise<Outcome>[] = [];
      for (let i = from; i < from + n; i++) for (let k = 0; k < 2; k++) jobs.push(grab(`u_bench_${i}`, ipOf(i)));
      return Promise.all(jobs);
    };

    const t0 = performance.now();
    const first = await wave(0, BUYERS);
    const seconds = (performance.now() - t0) / 1000;
    // Ten buyers cancel their unpaid orders; a second wave takes the units back.
    const held = await handle.db.select().from(campaignClaims).where(eq(campaignClaims.productId, s.activityProductId));
    for (const c of held.slice(0, 10)) await cancelCusOrder(handle.db, c.userId, c.cusOrderId, 'DONT_NEED', undefined, deps.now());
    // They arrive over a few moments (4 groups of 50), as buyers do: a unit released in the database reaches the
    // Redis gate on the next refusal, so a buyer refused at the very moment of that hand-over can miss it (ADR 0022).
    const second: Outcome[] = [];
    for (let g = 0; g < 4; g++) second.push(...(await wave(BUYERS + g * 50, 50)));

    const all = [...first, ...second];
    const lat = latency(all)!;
    const books = await reconcileSeckill(handle.db, { label, productId: s.activityProductId, units: UNITS, priceFen: PRICE, userIds: Array.from({ length: BUYERS + 200 }, (_, i) => `u_bench_${i}`) });
    problems.push(...books.problems);
    const report = {
      mode: label,
      buyers: BUYERS,
      submits: first.length,
      units: UNITS,
      seconds: Number(seconds.toFixed(2)),
      claimsPerSecond: Number((first.length / seconds).toFixed(1)),
      latencyMs: { p50: lat.p50, p99: lat.p99, max: lat.max },
      refusalLatencyMs: latency(all.filter((o) => !o.ok)),
      claimLatencyMs: latency(first.filter((o) => o.ok)),
      firstWaveSold: first.filter((o) => o.ok).length,
      secondWaveSold: second.filter((o) => o.ok).length,
      held: books.held,
      paid: books.paid,
      released: books.released,
      refusals: refusals(all),
      reconciled: problems.length === 0,
    };
    return { problems, report };
  } finally {
    await stopSweeper(deps);
    if (redisUrl) {
      const { Redis } = await import('ioredis');
      const r = new Redis(redisUrl);
      const keys = await r.keys(`${prefix}*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
    }
    await cache.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runSeckillModes(arg('modes', 'postgresql,postgresql+redis').split(','), REDIS, run);
