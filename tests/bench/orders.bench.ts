/**
 * Order load test: N customers (default 50) concurrently submit and pay M orders in all (default 500) against
 * PostgreSQL, through the real API (signed requests, in-process), half paid from the wallet and half through the
 * sandbox gateway (pay page → signed notification). Reports orders per second and checks that the books reconcile:
 * order totals = payments = wallet ledger + gateway trades, every wallet = its ledger, coupons locked/used once,
 * stock taken once per unit. Exits 1 when anything does not reconcile.
 *
 * Usage: npm run bench:orders -- [--orders 500] [--customers 50] [--url postgres://postgres@127.0.0.1:5432/test] [--stats|--stats-sql] [--floor] [--warmup 2]
 *        [--http http://127.0.0.1:3100]
 * `--http <base>` drives a running server (`npm start`, TRUST_PROXY=1 so each customer keeps its own address) whose
 * DATABASE_URL is --url, instead of the API in this process; tests/bench/orders/compare.ts starts 1 and then 2
 * processes and runs it against each.
 * `--stats` prints, per API path, the SQL statements and milliseconds of a call (tests/bench/orders/stats.ts), and this
 * process's CPU per call when no two calls overlapped (cpuMsPerCall: `--customers 1 --orders 80`);
 * `--stats-sql` also lists the statements of each path's first call; `--profile <file>` writes a CPU profile of the load.
 * `--floor` (in-process) measures first what a signed call that runs no statement and the cheapest statement cost this
 * process, counts the load's requests and statements, and reports the order's floor (tests/bench/orders/floor.ts).
 * `--server-pgid <pgid>` (with --http): the report adds serverCpuMsPerOrder, the CPU of that process group (the server
 * and its workers, compare.ts passes it) during the load, from /proc. The report's appCpuMsPerOrder is this process's
 * CPU (API and client) per order during the load; postgresCpuMsPerOrder is this machine's PostgreSQL's (its processes
 * in /proc, when it runs here).
 * The database URL defaults to TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test; a fresh database is created
 * next to it and dropped at the end.
 * The pool is the server's as it ships (DB_POOL_MAX, default 10, server/db/client.ts poolMax); until the twenty-sixth pass of
 * docs/PERFORMANCE.md the bench set 20, which ran fewer orders per second here (DB_POOL_MAX=20 measures it so again).
 */
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '@/server/app';
import { openDb } from '@/server/db/client';
import { MemoryCache } from '@/server/cache';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { loadServerSecrets } from '@/server/modules/secrets';
import { createLocalSms } from '@/server/adapters/sms';
import { seed } from '@/server/seed';
import { stopSweeper, wirePay } from '@/server/modules/order/sweeper';
import { outboxSettled } from '@/server/modules/notice/outbox';
import type { Deps } from '@/server/http/types';
import { installStatementCounter, statsSql, statsTable, tracked } from './orders/stats';
import { makeCustomers, orderAndPay, reconcile, signedCaller, stockOf, type Request } from './orders/books';
import { groupCpuMs, postgresCpuMs, threadCpuMs } from './orders/groupCpu';
import { floorReport, measureFloor, statementsSoFar } from './orders/floor';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const ORDERS = Number(arg('orders', '500'));
/** `--warmup <n>`: each customer first submits and pays n orders untimed (the pool's connections opened, their statements prepared, the code compiled), as on a server that has been up a while. */
const WARMUP = Number(arg('warmup', '0'));
const CUSTOMERS = Number(arg('customers', '50'));
const URL_ = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const STATS = process.argv.includes('--stats') || process.argv.includes('--stats-sql');
const STATS_SQL = process.argv.includes('--stats-sql');
/** `--profile <file>`: a CPU profile (.cpuprofile) of this process during the load only (not the seed and logins). */
const PROFILE = arg('profile', '');
/** `--heap-profile <file>`: where this process allocated during the load (.heapprofile, sampled; garbage included). */
const HEAP_PROFILE = arg('heap-profile', '');
/** `--http <base>`: drive a running server (e.g. http://127.0.0.1:3100) whose database is `--url`. */
const HTTP = arg('http', '').replace(/\/+$/, '');
/** `--server-pgid <pgid>`: the server's process group, whose CPU during the load is reported (Linux). */
const SERVER_PGID = Number(arg('server-pgid', '0'));
/** `--floor`: the CPU of a signed call that runs no statement and of the cheapest statement, and the order's floor (orders/floor.ts). */
const FLOOR = process.argv.includes('--floor');

async function main() {
  if (HTTP && (STATS || FLOOR)) throw new Error('--stats and --floor count statements in this process: in-process mode only');
  // In-process: a fresh database next to --url, seeded here. Over HTTP: the server's own database (it seeded it), read
  // here only to fund the wallets, read the texted codes and reconcile.
  const dbName = HTTP ? '' : 'crisps_bench_' + randomBytes(5).toString('hex');
  const handle = await openDb(HTTP ? { url: URL_ } : { url: URL_, isolatedDatabase: dbName });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-bench-'));
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  // Like the server (server/runtime.ts): the secrets loaded once and handed to the adapters.
  const secrets = await loadServerSecrets(handle.db, config.signSecret, {});
  const deps: Deps = {
    db: handle.db,
    cache: new MemoryCache(),
    config,
    adapters: { ...createAdapters({ db: handle.db, config, secrets }), sms: createLocalSms({ db: handle.db, config, log: () => {} }) },
    secrets,
    now: () => new Date(),
  };
  const problems: string[] = [];
  try {
    const t0 = Date.now();
    let request: Request;
    if (HTTP) {
      request = (url, init) => fetch(HTTP + url, { ...init, redirect: 'manual' });
      console.log(`[bench] over HTTP: ${HTTP} (database ${new URL(URL_).pathname.slice(1)})`);
    } else {
      await seed(deps);
      const app = createApp(deps);
      wirePay(deps);
      request = (url, init) => app.request(url, init);
      console.log(`[bench] PostgreSQL ${dbName} seeded in ${Date.now() - t0} ms`);
    }
    // Phones and client addresses of this run: over HTTP the database and Redis outlive it (and its limits).
    const run = HTTP ? randomInt(0, 10_000) : 0;

    let measuring = false;
    if (STATS) await installStatementCounter();
    let requests = 0;
    const around = (label: string, send: () => Promise<Response> | Response) => {
      if (measuring) requests++;
      return measuring && STATS ? tracked(label, send) : send();
    };
    const call = signedCaller(request, config.signSecret, around);

    // Customers: SMS login, a pay password, a wallet balance, one product coupon each.
    const customers = await makeCustomers(call, deps.db, CUSTOMERS, run);
    const stockBefore = await stockOf(deps.db);
    console.log(`[bench] ${CUSTOMERS} customers ready`);
    const floor = FLOOR ? await measureFloor({ call, customers, db: deps.db }) : null;
    let usedCoupons = 0;
    if (WARMUP) {
      await Promise.all(
        customers.map(async (c, ci) => {
          for (let k = 0; k < WARMUP; k++) if (await orderAndPay(call, request, c, ORDERS + ci * WARMUP + k, k, problems)) usedCoupons++;
        }),
      );
      console.log(`[bench] ${WARMUP * CUSTOMERS} warm-up orders paid`);
    }

    // The load: each customer works through its share of orders one after the other; all customers at once.
    const perCustomer = Math.ceil(ORDERS / CUSTOMERS);
    let done = 0;
    const latencies: number[] = [];
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const threadsBefore = threadCpuMs();
    const serverCpuBefore = SERVER_PGID ? groupCpuMs(SERVER_PGID) : 0;
    const pgCpuBefore = postgresCpuMs();
    const statementsBefore = FLOOR ? await statementsSoFar() : 0;
    const profiler = PROFILE ? await startInspectorProfile('cpu') : HEAP_PROFILE ? await startInspectorProfile('heap') : null;
    measuring = true;
    await Promise.all(
      customers.map(async (c, ci) => {
        for (let k = 0; k < perCustomer && ci * perCustomer + k < ORDERS; k++) {
          const t1 = Date.now();
          if (await orderAndPay(call, request, c, ci * perCustomer + k, WARMUP + k, problems, around)) usedCoupons++;
          latencies.push(Date.now() - t1);
          done++;
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    // This process's CPU (the API and the bench's own client) per order: less noisy than orders/s on a shared machine.
    const cpu = process.cpuUsage(cpuBefore);
    const appCpuMsPerOrder = (cpu.user + cpu.system) / 1000 / Math.max(1, done);
    const threadsAfter = threadCpuMs();
    const threadMsPerOrder = Object.fromEntries(
      Object.entries(threadsAfter)
        .map(([name, ms]) => [name, Number(((ms - (threadsBefore[name] ?? 0)) / Math.max(1, done)).toFixed(2))] as const)
        .filter(([, ms]) => ms > 0),
    );
    const serverCpuMs = SERVER_PGID ? groupCpuMs(SERVER_PGID) - serverCpuBefore : null;
    const pgCpuAfter = postgresCpuMs();
    const pgCpuMs = pgCpuBefore !== null && pgCpuAfter !== null ? pgCpuAfter - pgCpuBefore : null;
    measuring = false;
    const statements = FLOOR ? (await statementsSoFar()) - statementsBefore : 0;
    if (profiler) fs.writeFileSync(PROFILE || HEAP_PROFILE, JSON.stringify(await profiler.stop()));
    if (STATS) console.table(statsTable());
    if (STATS_SQL) console.log(statsSql());
    latencies.sort((a, b) => a - b);
    const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];

    // Reconciliation.
    const books = await reconcile(deps.db, customers, { orders: ORDERS + WARMUP * CUSTOMERS, usedCoupons, stockBefore });
    problems.push(...books.problems);

    const report = {
      orders: done,
      ...(WARMUP ? { warmupOrders: WARMUP * CUSTOMERS } : {}),
      customers: CUSTOMERS,
      seconds: Number(seconds.toFixed(2)),
      ordersPerSecond: Number((done / seconds).toFixed(1)),
      latencyMs: { p50: pct(0.5), p95: pct(0.95), max: latencies[latencies.length - 1] },
      appCpuMsPerOrder: Number(appCpuMsPerOrder.toFixed(2)),
      // Of it, per thread (Linux): `main` runs the JavaScript; the rest are V8's and libuv's helpers.
      ...(Object.keys(threadMsPerOrder).length ? { appCpuMsPerOrderByThread: threadMsPerOrder } : {}),
      ...(serverCpuMs !== null ? { serverCpuMsPerOrder: Number((serverCpuMs / Math.max(1, done)).toFixed(2)) } : {}),
      ...(pgCpuMs !== null ? { postgresCpuMsPerOrder: Number((pgCpuMs / Math.max(1, done)).toFixed(2)) } : {}),
      paidFen: books.paidFen,
      walletPayments: books.walletPayments,
      gatewayPayments: books.gatewayPayments,
      couponsUsed: books.couponsUsed,
      ...(floor ? { floor: floorReport(floor, { orders: done, requests, statements, cpuMsPerOrder: appCpuMsPerOrder }) } : {}),
      reconciled: problems.length === 0,
    };
    console.log(JSON.stringify(report, null, 2));
    if (problems.length) console.error('[bench] NOT reconciled:\n - ' + problems.slice(0, 30).join('\n - '));
  } finally {
    await stopSweeper(deps);
    await outboxSettled(deps);
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(problems.length ? 1 : 0);
}

/**
 * A profile of this process from now until stop() (which resolves it), through the inspector: `cpu`, the CPU profiler;
 * `heap`, allocations sampled, those collected since included (what the garbage collectors had to clear).
 */
async function startInspectorProfile(kind: 'cpu' | 'heap') {
  const { Session } = await import('node:inspector');
  const session = new Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<any>((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res)))); // eslint-disable-line @typescript-eslint/no-explicit-any
  const [domain, begin, end] = kind === 'cpu' ? ['Profiler', 'start', 'stop'] : ['HeapProfiler', 'startSampling', 'stopSampling'];
  await post(`${domain}.enable`);
  await post(`${domain}.${begin}`, kind === 'heap' ? { samplingInterval: 16384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } : undefined);
  return {
    stop: async () => {
      const { profile } = await post(`${domain}.${end}`);
      session.disconnect();
      return profile;
    },
  };
}

main().catch((err) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
