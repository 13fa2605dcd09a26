/**
 * Chat delivery as people see it (issue 30): the production server in its own process on PostgreSQL + Redis, and
 * here, over real HTTP and event-stream sockets, N visitors each in a conversation with the demo planner, every
 * visitor and the planner holding an event stream. Messages are sent at random (Poisson) at a set total rate across
 * the conversations, after the streams are warm; the delivery time of each is from the moment its send began here to
 * the moment the planner's stream brought it. Reports p50/p99 per rate and the first rate whose p99 passes 200 ms.
 *
 * Each rate's row also gives this (the client's) process's worst event-loop delay and longest GC pause in the window,
 * so a stall in the delivery times can be told apart: the client's own (it delays the arrival it timestamps) or the
 * server's (--server-node-options '--trace-gc' prints the server's collections, with their pauses, to this output).
 *
 * Usage: npm run build; LOG_LEVEL=warn npx tsx tests/bench/chatHttp.bench.ts [--rates 200,500,1000] [--conversations 1000]
 *   [--seconds 10] [--port 3151] [--url postgres://postgres@127.0.0.1:5432/test] [--redis redis://127.0.0.1:6379/8]
 *   [--server-node-options '--trace-gc --max-semi-space-size=16'] (node flags of the server process, split at spaces)
 */
import http from 'node:http';
import { constants as perfConstants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_TYPE } from '@/lib/constants';
import { openDb } from '@/server/db/client';
import { loadConfig } from '@/server/config';
import { createSession } from '@/server/modules/auth/session';
import { must, signedCaller, type Request } from './orders/books';
import { processCpuMs, startServer, stopServer, waitUp } from './prodServer.mjs';
import { httpClient, newTally } from '../process/client';
import { sseBlocks } from '../process/sseBlocks';
import { pgAdmin } from './pgAdmin';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const RATES = arg('rates', '200,500,1000').split(',').map(Number);
const CONVERSATIONS = Number(arg('conversations', '1000'));
const SECONDS = Number(arg('seconds', '10'));
const PORT = Number(arg('port', '3151'));
const PG_URL = arg('url', process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_URL = arg('redis', process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379/8');
const SERVER_NODE_OPTIONS = arg('server-node-options', '').split(' ').filter(Boolean);
const PLANNER = 'u_demo_planner';
const BASE = `http://127.0.0.1:${PORT}`;

const admin = (statement: string) => pgAdmin(PG_URL, statement);

const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** This process's pauses over a window: the event loop's worst delay and the GCs (longest, and the major ones). */
function clientPauses() {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const gc = { count: 0, major: 0, maxMs: 0, maxKind: '' };
  const kinds: Record<number, string> = {
    [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
    [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
    [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak-callbacks',
  };
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
      gc.count++;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) gc.major++;
      if (e.duration > gc.maxMs) [gc.maxMs, gc.maxKind] = [e.duration, kinds[kind] ?? String(kind)];
    }
  });
  obs.observe({ entryTypes: ['gc'] });
  loop.enable();
  return () => {
    loop.disable();
    obs.disconnect();
    const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
    return { loopMaxMs: ms(loop.max), loopP99Ms: ms(loop.percentile(99)), gcCount: gc.count, gcMajor: gc.major, gcMaxMs: Number(gc.maxMs.toFixed(1)), gcMaxKind: gc.maxKind };
  };
}

async function main() {
  const dbName = 'crisps_chat_' + randomBytes(4).toString('hex');
  await admin(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = '/' + dbName;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-chat-'));
  const server = startServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL: url.toString(), REDIS_URL, TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    nodeArgs: SERVER_NODE_OPTIONS,
    // --trace-gc and its like print to the server's standard output: shown here, between the rows.
    stdout: SERVER_NODE_OPTIONS.length ? 'inherit' : 'ignore',
  });
  const streams: http.ClientRequest[] = [];
  try {
    await waitUp(BASE);
    const config = loadConfig();
    const tally = newTally();
    const { request } = httpClient(BASE, tally);
    const call = signedCaller(request as unknown as Request, config.signSecret);
    const ip = (i: number) => `10.${200 + Math.floor(i / 62500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;
    const h = await openDb({ url: url.toString() });
    const planner = (await createSession(h.db, { userId: PLANNER, userType: USER_TYPE.MERCHANT_USER }, new Date(), 3600)).token;
    await h.close();

    // The conversations, a few at a time (each visitor from an address of its own, as phones are).
    const visitors: { token: string; groupId: string }[] = [];
    for (let i = 0; i < CONVERSATIONS; i += 20) {
      visitors.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, CONVERSATIONS - i) }, async (_, k) => {
            const n = i + k;
            const v = must(await call('POST', '/api/authentication/v1/register_anonymous_id', { sourceType: 'EQUIPMENT', sourceId: `chat-bench-${dbName}-${n}` }, '', ip(n)), 'visitor');
            const s = must(await call('POST', '/api/im/v1/create_session', { imUserId: PLANNER, imUserType: 'MERCHANT_USER' }, v.token, ip(n)), 'conversation');
            return { token: v.token as string, groupId: s.groupId as string };
          }),
        )),
      );
    }
    console.log(`[chat] ${visitors.length} conversations ready`);

    // The streams: the planner's (where delivery is timed) and every visitor's (open, as their phones hold them).
    const pending = new Map<string, number>();
    const delivered: number[] = [];
    const open = async (token: string, who: number, onMessage?: (clientMsgId: string) => void) => {
      const ticket = must(await call('POST', '/api/im/v1/sse_ticket', {}, token, ip(who)), 'ticket').ticket as string;
      await new Promise<void>((ready, reject) => {
        const req = http.get(`${BASE}/api/im/v1/events?ticket=${encodeURIComponent(ticket)}`, { agent: false }, (res) => {
          res.setEncoding('utf8');
          res.on(
            'data',
            sseBlocks((block) => {
              if (/^event: ready$/m.test(block)) ready();
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (onMessage && data && /^event: message$/m.test(block)) {
                const cid = (JSON.parse(data) as { message: { clientMsgId?: string } }).message.clientMsgId;
                if (cid) onMessage(cid);
              }
            }),
          );
          res.on('error', () => undefined);
        });
        req.on('error', reject);
        streams.push(req);
      });
    };
    await open(planner, CONVERSATIONS, (cid) => {
      const t0 = pending.get(cid);
      if (t0 === undefined) return;
      pending.delete(cid);
      delivered.push(performance.now() - t0);
    });
    for (let i = 0; i < visitors.length; i += 50) await Promise.all(visitors.slice(i, i + 50).map((v, k) => open(v.token, i + k)));
    console.log(`[chat] ${streams.length} streams open`);

    const send = async (n: number, label: string) => {
      const i = Math.floor(Math.random() * visitors.length);
      const cid = `${label}-${n}`;
      pending.set(cid, performance.now());
      const r = await call('POST', '/api/im/v1/send_msg', { groupId: visitors[i].groupId, msgType: 'text', content: `压测消息 ${n}`, clientMsgId: cid }, visitors[i].token, ip(i));
      if (r.code !== 200) {
        pending.delete(cid);
        tally.failed++;
        if (tally.failures.length < 5) tally.failures.push(`${r.code} ${r.msg}`);
      }
    };
    // Warm, not timed: 5 s at 200 messages a second, so the server's code paths are compiled before the first rate.
    const warm: Promise<void>[] = [];
    for (let n = 0; n < 1000; n++) {
      warm.push(send(n, 'warm'));
      await new Promise((r) => setTimeout(r, 5));
    }
    await Promise.all(warm);
    await new Promise((r) => setTimeout(r, 1000));

    const results = [];
    for (const rate of RATES) {
      delivered.length = 0;
      pending.clear();
      tally.failed = 0;
      const label = `r${rate}`;
      if (SERVER_NODE_OPTIONS.length) console.log(`[chat] rate ${rate} starts`);
      const pauses = clientPauses();
      const cpu0 = processCpuMs(server.pid);
      const end = performance.now() + SECONDS * 1000;
      const sends: Promise<void>[] = [];
      let n = 0;
      // Poisson arrivals: exponential gaps of mean 1/rate.
      for (let at = performance.now(); at < end; at += -Math.log(1 - Math.random()) * (1000 / rate)) {
        const wait = at - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        sends.push(send(n++, label));
      }
      await Promise.all(sends);
      const deadline = Date.now() + 10_000;
      while (pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      const client = pauses();
      const cpu1 = processCpuMs(server.pid);
      // The server's CPU per message sent in the window (its streams' pushes included), from /proc.
      const serverCpuMsPerMsg = cpu0 === null || cpu1 === null ? null : Number(((cpu1 - cpu0) / n).toFixed(3));
      const xs = [...delivered].sort((a, b) => a - b);
      // notPushed: sent, answered 200, and not brought by the planner's stream within 10 s (a stream that fell behind is told
      // to catch up from the messages API, which this bench does not do).
      const row = { rate, sent: n, delivered: xs.length, notPushed: pending.size, failed: tally.failed, p50ms: Number(pct(xs, 0.5)?.toFixed(1)), p99ms: Number(pct(xs, 0.99)?.toFixed(1)), maxMs: Number(xs[xs.length - 1]?.toFixed(1)), serverCpuMsPerMsg, client };
      results.push(row);
      console.log(JSON.stringify(row), tally.failures.length ? tally.failures : '');
      await new Promise((r) => setTimeout(r, 2000));
    }
    const over = results.find((r) => r.p99ms > 200);
    console.log(JSON.stringify({ conversations: CONVERSATIONS, seconds: SECONDS, p99Over200msAt: over ? over.rate : null, load: os.loadavg().map((x) => x.toFixed(2)).join(' ') }));
  } finally {
    for (const s of streams) s.destroy();
    await stopServer(server);
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
