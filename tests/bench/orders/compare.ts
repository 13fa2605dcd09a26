/**
 * The order bench over HTTP against 1 and then 2 app processes (issue 16, "Scale-out"): for each count, a fresh
 * PostgreSQL database, `node scripts/start.mjs` with WEB_CONCURRENCY=N on PostgreSQL + Redis, then
 * `orders.bench.ts --http`; the server is stopped and the database dropped afterwards. Needs `npm run build` first.
 *
 * Usage: npx tsx tests/bench/orders/compare.ts [--procs 1,2] [--orders 500] [--customers 50] [--port 3141]
 *   [--url postgres://postgres@127.0.0.1:5432/test] [--redis redis://127.0.0.1:6379/9] [--bare-node]
 * The server runs with `npm start`'s node flags (scripts/serverFlags.mjs); `--bare-node` leaves them out.
 * Exits 1 when a run does not reconcile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgAdmin } from '../pgAdmin';
import { SERVER_NODE_FLAGS } from '@/scripts/serverFlags.mjs';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const PROCS = arg('procs', '1,2').split(',').map(Number);
const ORDERS = arg('orders', '500');
const CUSTOMERS = arg('customers', '50');
const PORT = Number(arg('port', '3141'));
const NODE_FLAGS = process.argv.includes('--bare-node') ? [] : SERVER_NODE_FLAGS;
const PG_URL = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_URL = arg('redis', process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/9');

const admin = (statement: string) => pgAdmin(PG_URL, statement);

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid!, 'SIGTERM');
    setTimeout(() => child.exitCode === null && process.kill(-child.pid!, 'SIGKILL'), 15_000).unref();
  });
}

async function ready(base: string, child: ChildProcess, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(base + '/api/openapi.json');
      if (r.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server not ready in time');
}

async function one(n: number) {
  const db = 'crisps_benchhttp_' + randomBytes(5).toString('hex');
  await admin(`CREATE DATABASE "${db}"`);
  const u = new URL(PG_URL);
  u.pathname = '/' + db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-benchhttp-'));
  const base = `http://127.0.0.1:${PORT}`;
  const env = { ...process.env, PORT: String(PORT), DATABASE_URL: u.toString(), REDIS_URL, WEB_CONCURRENCY: String(n), TRUST_PROXY: '1', ALLOW_STAND_INS: '1', DATA_DIR: dataDir, DB_POOL_MAX: '20' };
  const server = spawn(process.execPath, [...NODE_FLAGS, 'scripts/start.mjs'], { cwd: process.env.BENCH_SERVER_DIR || undefined, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout!.on('data', (d) => (log += d));
  server.stderr!.on('data', (d) => (log += d));
  try {
    const t0 = Date.now();
    await ready(base, server);
    console.log(`[compare] ${n} process(es) ready in ${Date.now() - t0} ms`);
    const load = os.loadavg().map((x) => x.toFixed(2)).join(' ');
    const bench = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/orders.bench.ts', '--http', base, '--url', u.toString(), '--orders', ORDERS, '--customers', CUSTOMERS, '--server-pgid', String(server.pid)], {
      env: { ...process.env, DB_POOL_MAX: '5' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    bench.stdout!.on('data', (d) => (out += d));
    const code: number = await new Promise((r) => bench.once('exit', (c) => r(c ?? 1)));
    const json = out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1);
    const report = json ? JSON.parse(json) : null;
    if (code !== 0) console.error('[compare] server log (end):\n' + log.slice(-4000));
    return { processes: n, loadBefore: load, loadAfter: os.loadavg().map((x) => x.toFixed(2)).join(' '), exit: code, report };
  } catch (err) {
    console.error(log.slice(-3000));
    throw err;
  } finally {
    await stop(server);
    await admin(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [];
  for (const n of PROCS) results.push(await one(n));
  for (const r of results) console.log(JSON.stringify(r));
  const [a, b] = results;
  if (a?.report && b?.report) console.log(`[compare] ${b.processes} vs ${a.processes} processes: ×${(b.report.ordersPerSecond / a.report.ordersPerSecond).toFixed(2)} orders/s`);
  process.exit(results.every((r) => r.exit === 0 && r.report?.reconciled) ? 0 : 1);
}

main().catch((err) => {
  console.error('[compare] failed:', err);
  process.exit(1);
});
