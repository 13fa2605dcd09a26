/**
 * Coupon grab load test (领券中心): U users (default 1000) each send R receive_coupon requests (default 2) at the same
 * moment for one coupon with C copies (default 100) and a limit of one per user, through the real API (signed
 * requests, in-process) on PostgreSQL. Prints grabs/s and the p50/p99 latency, and exits 1 unless exactly C were
 * granted, none twice to one user, and the template's count, the quota rows and the held coupons agree.
 * The receive itself uses no Redis (the database's conditional statements are the record); --redis puts the
 * request nonces and rate limits there, as a multi-instance deployment has them.
 *
 * Usage: npm run bench:coupon -- [--users 1000] [--copies 100] [--requests 2] [--url postgres://…] [--redis redis://127.0.0.1:6379]
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { canonicalParams, computeSign, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP } from '@/lib/constants';
import { createApp } from '@/server/app';
import { openDb } from '@/server/db/client';
import { MemoryCache, openCache } from '@/server/cache';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { loadServerSecrets } from '@/server/modules/secrets';
import { seed } from '@/server/seed';
import { couponQuota, couponTemplates, userCoupons, users } from '@/server/db/schema';
import { createSession } from '@/server/modules/auth/session';
import type { Deps } from '@/server/http/types';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const USERS = Number(arg('users', '1000'));
const COPIES = Number(arg('copies', '100'));
const REQUESTS = Number(arg('requests', '2'));
const URL_ = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS = arg('redis', '');
const COUPON = 'ct_bench_grab';

type Env = { code: number; data: unknown; msg: string };
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main() {
  process.env.DB_POOL_MAX = process.env.DB_POOL_MAX || '20';
  const dbName = 'crisps_bench_coupon_' + randomBytes(5).toString('hex');
  const handle = await openDb({ url: URL_, isolatedDatabase: dbName });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  const cache = REDIS ? await openCache(REDIS, `crisps-bench:${randomBytes(4).toString('hex')}:`) : new MemoryCache();
  const deps: Deps = {
    db: handle.db,
    cache,
    config,
    adapters: createAdapters({ db: handle.db, config }),
    secrets: await loadServerSecrets(handle.db, config.signSecret, {}),
    now: () => new Date(),
  };
  const problems: string[] = [];
  try {
    await seed(deps, { catalog: false });
    const app = createApp(deps);
    const now = new Date();
    await deps.db.insert(couponTemplates).values({
      id: COUPON, name: '压测抢券', couponType: 1, reduceFen: 1000, fullFen: 0, useType: 1, scopeName: '',
      validFrom: new Date(now.getTime() - 60_000), validTo: new Date(now.getTime() + 86400_000), totalCount: COPIES, perUserLimit: 1, status: 1,
    });
    // Users and their sessions, straight into the tables (the login path is not what is measured here).
    const people: { userId: string; token: string }[] = [];
    for (let i = 0; i < USERS; i += 200) {
      const batch = Array.from({ length: Math.min(200, USERS - i) }, (_, k) => {
        const n = i + k;
        return { id: `u_bench_${n}`, userNo: `B${String(n).padStart(8, '0')}`, phone: `1660${String(n).padStart(7, '0')}`, nickName: `压测用户${n}`, customerId: `c_bench_${n}` };
      });
      await deps.db.insert(users).values(batch);
      for (const u of batch) people.push({ userId: u.id, token: (await createSession(deps.db, { userId: u.id, userType: 'ORDINARY_USER' }, now, 3600)).token });
    }
    console.log(`[bench] PostgreSQL ${dbName}${REDIS ? ' + Redis' : ''}: ${USERS} users, ${COPIES} copies, ${REQUESTS} requests each`);

    let seq = 0;
    async function receive(token: string, ip: string): Promise<{ env: Env; ms: number }> {
      const form = new URLSearchParams({ couponId: COUPON });
      const p = '/api/coupon/v2/receive_coupon';
      const time = Date.now();
      const nonce = `g${++seq}-${randomBytes(4).toString('hex')}`;
      const sign = computeSign({ method: 'POST', path: p, data: canonicalParams(form), token, time, nonce, sysCode: SYS_CODE, secret: config.signSecret });
      const headers = {
        platformCode: PLATFORM_CODE, terminalCode: TERMINAL_WAP, areaCode: '510100', 'x-forwarded-for': ip, 'X-Auth-Token': token,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        [SIGN_HEADERS.sign]: sign, [SIGN_HEADERS.time]: String(time), [SIGN_HEADERS.nonce]: nonce, [SIGN_HEADERS.sysCode]: SYS_CODE,
      };
      const t1 = performance.now();
      const res = await app.request(p, { method: 'POST', headers, body: form.toString() });
      const env = (await res.json()) as Env;
      return { env, ms: performance.now() - t1 };
    }

    const started = performance.now();
    const answers = await Promise.all(people.flatMap((u, i) => Array.from({ length: REQUESTS }, () => receive(u.token, `10.7.${Math.floor(i / 250)}.${(i % 250) + 1}`))));
    const seconds = (performance.now() - started) / 1000;
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const byCode = new Map<number, number>();
    for (const a of answers) byCode.set(a.env.code, (byCode.get(a.env.code) ?? 0) + 1);
    const granted = byCode.get(200) ?? 0;
    console.log(`[bench] ${answers.length} grabs in ${seconds.toFixed(2)} s = ${(answers.length / seconds).toFixed(0)} grabs/s; p50 ${pct(ms, 50).toFixed(1)} ms, p99 ${pct(ms, 99).toFixed(1)} ms`);
    console.log(`[bench] answers by code: ${[...byCode].map(([c, n]) => `${c}×${n}`).join(', ')}`);

    const unexpected = [...byCode.keys()].filter((c) => c !== 200 && c !== 510 && c !== 20103);
    if (unexpected.length) problems.push(`unexpected answer codes: ${unexpected.join(', ')} (${answers.find((a) => unexpected.includes(a.env.code))?.env.msg})`);
    if (granted !== COPIES) problems.push(`granted ${granted}, expected exactly ${COPIES}`);
    const held = await deps.db
      .select({ userId: userCoupons.userId, n: sql<number>`count(*)::int` })
      .from(userCoupons)
      .where(eq(userCoupons.templateId, COUPON))
      .groupBy(userCoupons.userId);
    const twice = held.filter((h) => h.n > 1);
    if (twice.length) problems.push(`${twice.length} users hold the coupon more than once`);
    const heldTotal = held.reduce((s, h) => s + h.n, 0);
    if (heldTotal !== COPIES) problems.push(`user_coupons holds ${heldTotal}, expected ${COPIES}`);
    const [t] = await deps.db.select().from(couponTemplates).where(eq(couponTemplates.id, COUPON));
    if (t.receivedCount !== COPIES) problems.push(`received_count ${t.receivedCount}, expected ${COPIES}`);
    const [{ q }] = await deps.db.select({ q: sql<number>`coalesce(sum(${couponQuota.taken}), 0)::int` }).from(couponQuota).where(eq(couponQuota.templateId, COUPON));
    if (q !== COPIES) problems.push(`coupon_quota sums to ${q}, expected ${COPIES}`);
  } finally {
    await cache.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(`[bench] FAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('[bench] OK: exactly the copies were granted, at most one per user, and the counts agree');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
