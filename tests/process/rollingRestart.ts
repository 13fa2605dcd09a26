/**
 * A rolling restart under load (issue 29; docs/adr/0046): the production server with WEB_CONCURRENCY=2 on PostgreSQL
 * and Redis, a steady load of browsing (pages and API reads), orders submitted and paid (tests/bench/orders/books.ts)
 * and chat streams with messages (./chatLoad.ts); SIGHUP replaces every worker one after the other. Passes when no
 * request failed, every stream saw each message exactly once, the books reconcile, every worker was replaced, and
 * the final SIGTERM (to the whole process group) drains: /api/health/ready answers 503 on a connection that was open
 * before it, and the primary exits 0.
 *
 * Usage: npm run test:rolling -- [--seconds 3] [--port 3125] [--report .test-reports/rolling-restart.json]
 * Needs a production build and TEST_DATABASE_URL (or DATABASE_URL) and TEST_REDIS_URL (or REDIS_URL); a database of
 * its own is created next to the given one and dropped at the end. `--seconds`: the load before the SIGHUP and again
 * after the last replacement (the replacements themselves run under the load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SIGN_HEADERS } from '@/lib/sign';
import { loadConfig } from '@/server/config';
import { openDb } from '@/server/db/client';
import { inArray, sql } from 'drizzle-orm';
import { goodsSkus } from '@/server/db/schema';
import { GOODS, makeCustomers, orderAndPay, reconcile, signedCaller, stockOf, type Request } from '../bench/orders/books';
import { chatLoad } from './chatLoad';
import { fail, httpClient, newTally } from './client';
import { SERVER_NODE_FLAGS } from '@/scripts/serverFlags.mjs';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const SECONDS = Number(arg('seconds', '3'));
const PORT = Number(arg('port', '3125'));
const REPORT = arg('report', '');
const DB_PREFIX = arg('db-prefix', 'crisps_rr_');
const DB_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const REDIS_URL = process.env.TEST_REDIS_URL || process.env.REDIS_URL || '';
const BASE = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The cluster's output, kept, with a way to wait for a line (or a count of them). */
function watch(child: ChildProcess, log: fs.WriteStream) {
  const lines: string[] = [];
  const waiters: { re: RegExp; n: number; resolve: () => void }[] = [];
  const check = () => {
    for (const w of waiters.splice(0)) {
      if (lines.filter((l) => w.re.test(l)).length >= w.n) w.resolve();
      else waiters.push(w);
    }
  };
  let rest = '';
  const take = (chunk: Buffer) => {
    log.write(chunk);
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts);
    check();
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const until = (re: RegExp, n = 1, ms = 180_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${n}× ${re} in ${ms} ms`)), ms);
      waiters.push({ re, n, resolve: () => (clearTimeout(timer), resolve()) });
      check();
    });
  return { until, count: (re: RegExp) => lines.filter((l) => re.test(l)).length };
}

/**
 * A connection opened now whose request is sent in two parts: `start` at once, the rest when `finish` is called.
 * First a whole GET /api/health on it, answered: the connection is then a worker's (the primary hands connections
 * over, and one still in its hands when every worker has stopped listening would wait there unread).
 */
async function heldRequest(start: string, rest: string) {
  const socket = net.connect(PORT, '127.0.0.1');
  await new Promise<void>((r, reject) => socket.once('connect', r).once('error', reject));
  let answer = '';
  let answered: () => void = () => {};
  socket.on('data', (c) => {
    answer += c.toString('utf8');
    if (answer.endsWith('"msg":"success"}')) answered();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<string>((r) => socket.on('close', () => r(answer)));
  await new Promise<void>((r) => {
    answered = r;
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  });
  answer = '';
  socket.write(start);
  return {
    finish: () => {
      if (!socket.destroyed) socket.write(rest);
      return closed;
    },
  };
}

/**
 * The final SIGTERM, to the whole process group (primary and workers at once, as systemd and pkill send it: each worker
 * must still drain once, not take the primary's request as a second signal), with requests on connections opened
 * before it: on two, a request whose body is half sent (it
 * keeps its worker draining until the rest comes); on two more, a readiness probe whose headers are not finished
 * (round robin gives each worker one of each). Once both workers drain, the probes are finished: a worker that is
 * draining must answer 503 (none may say ready); then the held requests are let go and the primary must exit 0.
 */
async function drainWithProbes(cluster: ChildProcess, out: ReturnType<typeof watch>, exited: Promise<number | null>) {
  const body = 'content=0123456789';
  const post = `POST /api/im/v1/send_msg HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n${SIGN_HEADERS.sign}: 0\r\n${SIGN_HEADERS.time}: ${Date.now()}\r\n${SIGN_HEADERS.nonce}: held\r\n\r\n`;
  const holds = [await heldRequest(post + body.slice(0, 8), body.slice(8)), await heldRequest(post + body.slice(0, 8), body.slice(8))];
  const probes = [await heldRequest('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n'), await heldRequest('GET /api/health/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n', '\r\n')];
  const drains = out.count(/\[drain\] .*: not ready/);
  process.kill(-cluster.pid!, 'SIGTERM');
  await out.until(/\[drain\] .*: not ready/, drains + 2, 30_000);
  const answers = (await Promise.all(probes.map((p) => p.finish()))).map((a) => a.split('\r\n')[0] + (a.includes('"phase":"draining"') ? ' (draining)' : ''));
  await Promise.all(holds.map((h) => h.finish()));
  const code = await exited;
  const ok = answers.some((a) => a === 'HTTP/1.1 503 Service Unavailable (draining)') && !answers.some((a) => a.includes(' 200 ')) && code === 0;
  return { ok, detail: `probes during the drain: ${answers.map((a) => a || 'closed').join(', ')}; primary exit ${code}` };
}

/** Until /api/health/ready answers 200 on 4 new connections in a row (round robin: each worker twice), as a deploy waits. */
async function bothReady(ms = 120_000) {
  const deadline = Date.now() + ms;
  for (let inRow = 0; inRow < 4; ) {
    if (Date.now() > deadline) throw new Error(`the cluster was not ready within ${ms} ms`);
    const status = await new Promise<number>((resolve) =>
      http.get(`${BASE}/api/health/ready`, { agent: false }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', () => resolve(0)),
    );
    inRow = status === 200 ? inRow + 1 : 0;
    if (status !== 200) await sleep(250);
  }
}

async function main() {
  if (!DB_URL || !REDIS_URL) throw new Error('needs TEST_DATABASE_URL and TEST_REDIS_URL (or DATABASE_URL and REDIS_URL)');
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('needs a production build (npm run build)');
  const dbName = DB_PREFIX + randomBytes(4).toString('hex');
  const admin = new pg.Client({ connectionString: DB_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${dbName}"`);
  const u = new URL(DB_URL);
  u.pathname = '/' + dbName;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-rr-'));
  const logFile = path.join(dataDir, 'cluster.log');
  const log = fs.createWriteStream(logFile);
  const started = Date.now();
  const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: u.toString(), REDIS_URL, WEB_CONCURRENCY: '2', ALLOW_STAND_INS: '1', TRUST_PROXY: '1' };
  // A process group of its own: the final SIGTERM goes to all of it, as systemd's default KillMode and pkill send it.
  const cluster = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const out = watch(cluster, log);
  const exited = new Promise<number | null>((r) => cluster.once('exit', (code) => r(code)));
  const checks: { name: string; ok: boolean; detail: string }[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  let handle: Awaited<ReturnType<typeof openDb>> | undefined;
  try {
    await out.until(/\[cluster\] 2 workers on port/);
    await bothReady();
    handle = await openDb({ url: u.toString() });
    const db = handle.db;
    const tally = newTally();
    const { request: send } = httpClient(BASE, tally);
    const request = send as unknown as Request;
    const call = signedCaller(request, loadConfig().signSecret);
    const run = randomInt(0, 10_000);
    // A balance that lasts: a quiet machine pays over 100 orders a customer in a minute.
    const customers = await makeCustomers(call, db, 4, run, 100_000_000_000);
    // Stock that lasts as well (the seed's is sized for browsing): the reconciliation counts from here.
    await db.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} + 1000000` }).where(inArray(goodsSkus.goodsId, GOODS));
    const stockBefore = await stockOf(db);
    const chat = await chatLoad(BASE, call, db, tally, { visitors: 8, everyMs: 1100, run });
    console.log(`[rolling] cluster and load ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    let stop = false;
    let orders = 0;
    let usedCoupons = 0;
    const problems: string[] = [];
    const buying = customers.map(async (c) => {
      for (let k = 0; !stop; k++) {
        try {
          if (await orderAndPay(call, request, c, run + orders + k, k, problems)) usedCoupons++;
          orders++;
        } catch (err) {
          fail(tally, `order: ${(err as Error).message}`);
        }
      }
    });
    const browsing = [0, 1].map(async () => {
      for (let i = 0; !stop; i++) {
        try {
          const page = ['/', '/known'][i % 2];
          const res = await send(page);
          await res.arrayBuffer();
          if (res.status !== 200) fail(tally, `GET ${page}: ${res.status}`);
          const r = await call('GET', '/api/goods/v4/list', {});
          if (r.code !== 200) fail(tally, `goods list: ${r.code} ${r.msg}`);
        } catch (err) {
          fail(tally, `browse: ${(err as Error).message}`);
        }
      }
    });

    await sleep(SECONDS * 1000);
    const t0 = Date.now();
    cluster.kill('SIGHUP');
    await out.until(/\[cluster\] rolling restart done/);
    const restartS = (Date.now() - t0) / 1000;
    await sleep(SECONDS * 1000);
    stop = true;
    await Promise.all([...buying, ...browsing]);
    const talk = await chat.finish();
    const books = await reconcile(db, customers, { orders, usedCoupons, stockBefore });
    const replaced = out.count(/\[cluster\] worker \d+ replaced by worker \d+/);

    check('no failed request', tally.failed === 0 && talk.cut === 0, `${tally.requests} requests, ${tally.failed} failed, ${tally.retried} resent on a closed idle connection; ${talk.cut} streams cut${tally.failures.length ? ': ' + tally.failures.join(' | ') : ''}`);
    check('chat: every message exactly once', talk.faults.length === 0 && talk.messages > 0, `${talk.messages} messages, ${talk.streams} streams, ${talk.reopened} reopened (${talk.goodbyes} after the drain's goodbye), ${talk.caughtUp} caught up after a reconnect${talk.faults.length ? ': ' + talk.faults.join('; ') : ''}`);
    check('the books reconcile', books.problems.length === 0 && problems.length === 0 && orders > 0, `${orders} orders paid (${books.walletPayments} wallet, ${books.gatewayPayments} gateway)${[...problems, ...books.problems].length ? ': ' + [...problems, ...books.problems].slice(0, 10).join('; ') : ''}`);
    check('every worker replaced', replaced === 2, `${replaced} of 2 workers replaced by SIGHUP in ${restartS.toFixed(1)} s`);

    // The final SIGTERM: every worker drains; a probe on a connection opened before it is answered "not ready".
    const final = await drainWithProbes(cluster, out, exited);
    check('ready is 503 during the drain; exit 0', final.ok, final.detail);
    const seconds = (Date.now() - started) / 1000;
    console.log(JSON.stringify({ loadSecondsPerStep: SECONDS, wallSeconds: Number(seconds.toFixed(1)), requests: tally.requests, resent: tally.retried, orders, chatMessages: talk.messages, restartSeconds: restartS }));
  } catch (err) {
    check('the run completed', false, (err as Error).message);
  } finally {
    if (cluster.exitCode === null) {
      cluster.kill('SIGKILL');
      await exited;
    }
    await handle?.close();
    await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    await admin.end();
    log.end();
  }
  const failed = checks.filter((c) => !c.ok).length;
  if (failed) console.log(`[rolling] the cluster's output (${logFile}), its end:\n` + fs.readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n'));
  else fs.rmSync(dataDir, { recursive: true, force: true });
  for (const c of checks) console.log(`${c.ok ? '✓' : '✗'} ${c.name} — ${c.detail}`);
  if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed, numPendingTests: 0 }));
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error('[rolling] failed:', err);
  if (REPORT) fs.writeFileSync(REPORT, JSON.stringify({ numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 }));
  process.exit(1);
});
