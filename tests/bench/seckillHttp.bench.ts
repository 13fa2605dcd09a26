/**
 * The flash sale as buyers wait for it (issue 30): the production server in its own process (scripts/start.mjs) on
 * PostgreSQL, with and without Redis; here, over real HTTP (a connection per request, as phones have), B buyers
 * (default 1000) each tap twice with two submission keys at the same instant for U units (default 50) of one 整点秒杀
 * product. Then 10 unpaid orders are cancelled and 200 more buyers, in 4 groups of 50, take the units they gave back.
 * The bench's own CPU is not in the server's process, so a latency here is what a buyer waits. Reports p50/p99 of the
 * refusals and of all answers, what sold, and reconciles in the database (seckillBooks.ts); exits 1 unless reconciled.
 * Before the rush each buyer asks for a submission number (as the page does), so their sessions are as warm as a
 * buyer's who just opened checkout; `--cold` skips that. A short warm-up sale of another product runs first.
 *
 * Usage: npm run build; npm run bench:seckill:http -- [--buyers 1000] [--units 50] [--modes postgresql,postgresql+redis]
 *   [--port 3152] [--url postgres://postgres@127.0.0.1:5432/test] [--redis redis://127.0.0.1:6379/8] [--cold]
 *   [--cpu-prof <dir>]   (the server writes a V8 CPU profile there when it stops: what a refusal still costs)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_TYPE } from '@/lib/constants';
import { openDb } from '@/server/db/client';
import { loadConfig } from '@/server/config';
import { createSession } from '@/server/modules/auth/session';
import { createSeckillSession } from '@/server/modules/activity/operator';
import { users } from '@/server/db/schema';
import { signedCaller, type Request } from './orders/books';
import { processCpuMs, startServer, stopServer, waitUp } from './prodServer.mjs';
import { httpClient, newTally } from '../process/client';
import { pgAdmin } from './pgAdmin';
import { latency, reconcileSeckill, refusals, runSeckillModes, type Outcome } from './seckillBooks';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const BUYERS = Number(arg('buyers', '1000'));
const UNITS = Number(arg('units', '50'));
const PORT = Number(arg('port', '3152'));
const PG_URL = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_URL = arg('redis', process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/8');
const COLD = process.argv.includes('--cold');
const CPU_PROF = arg('cpu-prof', '');
const PRICE = 990;
const BASE = `http://127.0.0.1:${PORT}`;
const AGREE = 'protocol100008';

const ipOf = (i: number) => `10.${100 + ((i >> 16) & 127)}.${(i >> 8) & 255}.${i & 255}`;

async function run(label: string, redisUrl: string | null): Promise<{ problems: string[]; report: Record<string, unknown> }> {
  const dbName = 'crisps_skh_' + randomBytes(4).toString('hex');
  await pgAdmin(PG_URL, `create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = '/' + dbName;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-skh-'));
  const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROF, label)}`] : [];
  const server = startServer({ port: PORT, dataDir, nodeArgs, env: { DATABASE_URL: url.toString(), REDIS_URL: redisUrl ?? '', TRUST_PROXY: '1', LOG_LEVEL: 'warn' } });
  const tag = randomBytes(3).toString('hex');
  const userId = (i: number) => `u_skh_${tag}_${i}`;
  try {
    await waitUp(BASE);
    const config = loadConfig();
    const tally = newTally();
    const { request, agent } = httpClient(BASE, tally, { maxSockets: Infinity });
    const call = signedCaller(request as unknown as Request, config.signSecret);
    const h = await openDb({ url: url.toString() });
    const now = new Date();
    const open = (stock: number) => createSeckillSession(h.db, { title: '压测场次', goodsId: 'g_0001', startInSeconds: 0, durationSeconds: 3600, specialPriceFen: PRICE, stock, perUserLimit: 1 }, now);
    const warmUp = await open(20);
    const s = await open(UNITS);
    const total = BUYERS + 200 + 200;
    const tokens: string[] = [];
    // Buyers and their sessions, straight into the tables (logging in is not what is measured here).
    for (let i = 0; i < total; i += 100) {
      const ns = Array.from({ length: Math.min(100, total - i) }, (_, k) => i + k);
      await h.db.insert(users).values(ns.map((n) => ({ id: userId(n), userNo: `K${tag}${String(n).padStart(6, '0')}`, phone: `1661${String(n).padStart(7, '0')}`, nickName: `抢购${n}`, customerId: `c_skh_${tag}_${n}` })));
      tokens.push(...(await Promise.all(ns.map((n) => createSession(h.db, { userId: userId(n), userType: USER_TYPE.ORDINARY_USER }, now, 3600)))).map((x) => x.token));
    }

    const grab = async (i: number, productId: string): Promise<Outcome> => {
      const t = performance.now();
      try {
        const r = await call('POST', '/api/order/v2/autonomy_submit_order', { activityProductId: productId, idempotencyKey: `SN${randomBytes(8).toString('hex')}`, shownPayableFen: PRICE, orderAgreementIds: AGREE }, tokens[i], ipOf(i));
        return { ok: r.code === 200, ms: performance.now() - t, msg: r.code === 200 ? '' : String(r.msg) };
      } catch (e) {
        return { ok: false, ms: performance.now() - t, msg: `error: ${(e as Error).message}` };
      }
    };
    const wave = (from: number, n: number, productId: string) => Promise.all(Array.from({ length: n * 2 }, (_, j) => grab(from + (j >> 1), productId)));
    const warmSessions = async (from: number, n: number) => {
      for (let i = from; i < from + n; i += 100) await Promise.all(Array.from({ length: Math.min(100, from + n - i) }, (_, k) => call('GET', '/api/order/v2/get_payment_seriale_no', {}, tokens[i + k], ipOf(i + k))));
    };

    // Not timed: a small sale of another product by the last 200 buyers, so the server's paths are compiled.
    await wave(BUYERS + 200, 200, warmUp.activityProductId);
    if (!COLD) await warmSessions(0, BUYERS);
    const t0 = performance.now();
    const [serverCpu0, clientCpu0] = [processCpuMs(server.pid), process.cpuUsage()];
    const first = await wave(0, BUYERS, s.activityProductId);
    const seconds = (performance.now() - t0) / 1000;
    // CPU of the rush: the server's (from /proc) and this process's (signing, sockets), in ms per submit.
    const serverCpu1 = processCpuMs(server.pid);
    const clientCpu = process.cpuUsage(clientCpu0);
    const cpuMsPerSubmit = {
      server: serverCpu0 === null || serverCpu1 === null ? null : Number(((serverCpu1 - serverCpu0) / first.length).toFixed(2)),
      client: Number(((clientCpu.user + clientCpu.system) / 1000 / first.length).toFixed(2)),
    };

    // Ten buyers cancel their unpaid orders (in the server); four groups of 50 new buyers take the units back.
    const held = await reconcileSeckill(h.db, { label, productId: s.activityProductId, units: UNITS, priceFen: PRICE, userIds: ['-'] });
    for (const c of held.claims.slice(0, 10)) {
      const i = Number(c.userId.split('_').pop());
      const r = await call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: c.cusOrderId, cancelCode: 'DONT_NEED' }, tokens[i], ipOf(i));
      if (r.code !== 200) throw new Error(`cancel: ${r.code} ${r.msg}`);
    }
    const second: Outcome[] = [];
    for (let g = 0; g < 4; g++) {
      if (!COLD) await warmSessions(BUYERS + g * 50, 50);
      second.push(...(await wave(BUYERS + g * 50, 50, s.activityProductId)));
    }

    const all = [...first, ...second];
    const books = await reconcileSeckill(h.db, { label, productId: s.activityProductId, units: UNITS, priceFen: PRICE, userIds: Array.from({ length: BUYERS + 200 }, (_, i) => userId(i)) });
    await h.close();
    agent.destroy();
    const report = {
      mode: label,
      over: 'http, server in its own process',
      buyers: BUYERS,
      submits: first.length,
      units: UNITS,
      sessions: COLD ? 'cold' : 'warm',
      seconds: Number(seconds.toFixed(2)),
      cpuMsPerSubmit,
      firstWave: { all: latency(first), refusals: latency(first.filter((o) => !o.ok)), sold: first.filter((o) => o.ok).length },
      allAnswers: latency(all),
      refusalAnswers: latency(all.filter((o) => !o.ok)),
      secondWaveSold: second.filter((o) => o.ok).length,
      held: books.held,
      paid: books.paid,
      released: books.released,
      refusals: refusals(all),
      reconciled: books.problems.length === 0,
      load: os.loadavg().map((x) => x.toFixed(2)).join(' '),
    };
    return { problems: books.problems, report };
  } finally {
    await stopServer(server);
    await pgAdmin(PG_URL, `drop database if exists ${dbName} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

runSeckillModes(arg('modes', 'postgresql,postgresql+redis').split(','), REDIS_URL, run);
