/**
 * Chat delivery benchmark (not a timed test): message delivery latency over SSE for N concurrent conversations.
 *
 * Each of N visitors has a conversation with one of P planners; every visitor and planner holds an open event
 * stream. In each round all N conversations send one message at once (even rounds: visitors → planners, odd
 * rounds: planners → visitors), each as a signed POST /api/im/v1/send_msg to the Hono app, and the latency of a
 * message is from just before its POST to its arrival on the receiver's stream. Reported: median, p95, p99, max.
 *
 * In-process: the app is called through app.request (no sockets); client and server share one event loop, so the
 * figures include the client's own work. Database: in-memory PGlite, or DATABASE_URL; fan-out: in-process, or
 * Redis pub/sub when REDIS_URL is set (every stream still sits on this one instance, so Redis adds a real hop).
 *
 * Reconciliation: every stream must see every message of its conversations (its own echoes too) exactly once and in
 * order, i.e. per conversation the seqs it receives run on without a gap or repeat, ROUNDS of them; the run exits 1
 * otherwise.
 *
 * Usage: npm run bench:chat -- [--conversations 200] [--planners 20] [--rounds 6] [--json out.json] [--profile run.cpuprofile]
 * (--profile: a V8 CPU profile of the timed rounds only, for Chrome DevTools or speedscope)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { canonicalParams, computeSign, SIGN_HEADERS } from '@/lib/sign';
import { PLATFORM_CODE, SYS_CODE, TERMINAL_WAP, USER_TYPE } from '@/lib/constants';
import { createApp } from '@/server/app';
import { openCache } from '@/server/cache';
import { loadConfig } from '@/server/config';
import { createAdapters } from '@/server/adapters';
import { loadServerSecrets } from '@/server/modules/secrets';
import { openDb } from '@/server/db/client';
import { planners, users } from '@/server/db/schema';
import type { Deps } from '@/server/http/types';
import { registerAnonymous } from '@/server/modules/auth/anonymous';
import { createSession } from '@/server/modules/auth/session';
import { seed } from '@/server/seed';
import { closeChatHub, hubOf } from '@/server/modules/chat/realtime';

const arg = (name: string, def: number | string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : String(def);
};
const N = Number(arg('conversations', 200));
const P = Number(arg('planners', 20));
const ROUNDS = Number(arg('rounds', 6));
const JSON_OUT = arg('json', '');
const PROFILE_OUT = arg('profile', '');

type App = ReturnType<typeof createApp>;
let seq = 0;

async function call(app: App, secret: string, method: 'GET' | 'POST', p: string, payload: Record<string, unknown>, token: string) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== '') params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
  const time = Date.now();
  const nonce = `b-${time}-${++seq}-${randomBytes(3).toString('hex')}`;
  const headers: Record<string, string> = {
    platformCode: PLATFORM_CODE,
    terminalCode: TERMINAL_WAP,
    areaCode: '510100',
    'X-Auth-Token': token,
    'x-forwarded-for': `10.9.${seq % 250}.${(seq >> 8) % 250}`,
    [SIGN_HEADERS.sign]: computeSign({ method, path: p, data: canonicalParams(params), token, time, nonce, sysCode: SYS_CODE, secret }),
    [SIGN_HEADERS.time]: String(time),
    [SIGN_HEADERS.nonce]: nonce,
    [SIGN_HEADERS.sysCode]: SYS_CODE,
  };
  const url = method === 'GET' && params.size ? `${p}?${params}` : p;
  if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  const res = await app.request(url, { method, headers, body: method === 'POST' ? params.toString() : undefined });
  const env = (await res.json()) as { code: number; data: Record<string, unknown>; msg: string };
  if (env.code !== 200) throw new Error(`${p}: ${env.code} ${env.msg}`);
  return env.data;
}

type Arrival = { clientMsgId: string; groupId: string; seq: number; at: number };

/** Reads a stream and reports every `message` event (clientMsgId, conversation, seq) with its arrival time. */
async function listen(app: App, secret: string, token: string, onMessage: (m: Arrival) => void) {
  const { ticket } = (await call(app, secret, 'POST', '/api/im/v1/sse_ticket', {}, token)) as { ticket: string };
  const res = await app.request(`/api/im/v1/events?ticket=${encodeURIComponent(ticket)}`);
  if (res.status !== 200) throw new Error(`stream: HTTP ${res.status}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buf = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      const at = performance.now();
      buf += decoder.decode(value, { stream: true });
      let idx;
      while ((idx = buf.indexOf('\n\n')) >= 0) {
        const block = buf.slice(0, idx);
        buf = buf.slice(idx + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'ready') ready();
        if (event === 'message' && data) {
          const { groupId, message } = JSON.parse(data) as { groupId: string; message: { clientMsgId: string | null; seq: number } };
          if (message.clientMsgId) onMessage({ clientMsgId: message.clientMsgId, groupId, seq: message.seq, at });
        }
      }
    }
  })();
  await isReady;
  return () => reader.cancel().catch(() => {});
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crisps-chat-bench-'));
  const base = loadConfig();
  const dbUrl = process.env.DATABASE_URL;
  const isolated = dbUrl ? 'crisps_bench_' + randomBytes(4).toString('hex') : undefined;
  const handle = await openDb(dbUrl ? { url: dbUrl, isolatedDatabase: isolated } : {});
  const cache = await openCache(process.env.REDIS_URL, `crisps-bench:${randomBytes(4).toString('hex')}:`);
  const config = { ...base, dataDir, databaseUrl: undefined, redisUrl: undefined, trustProxy: true };
  const secrets = await loadServerSecrets(handle.db, config.signSecret, {});
  const deps: Deps = { db: handle.db, cache, config, adapters: createAdapters({ db: handle.db, config }), secrets, now: () => new Date() };
  const secret = config.signSecret;
  const setupStart = performance.now();
  await seed(deps, { catalog: false });

  // P planners with workbench accounts, N visitors.
  const plannerIds = Array.from({ length: P }, (_, i) => `u_bench_p${i}`);
  await handle.db.insert(users).values(
    plannerIds.map((id, i) => ({ id, userNo: `UB${i}`, phone: `1770000${String(i).padStart(4, '0')}`, nickName: `规划师${i}`, userType: USER_TYPE.MERCHANT_USER, customerId: `c_${id}` })),
  );
  await handle.db.insert(planners).values(
    plannerIds.map((id, i) => ({
      userId: id,
      name: `规划师${i}`,
      avatar: '/images/avatar-default.svg',
      cityCode: '510100',
      phoneEnc: 'bench',
      card: { status: 'ON_SHELF', title: '规划师' },
      mchClass: 'MERCHANT_USER',
    })),
  );
  const now = new Date();
  const plannerTokens = await Promise.all(
    plannerIds.map(async (id) => (await createSession(handle.db, { userId: id, userType: USER_TYPE.MERCHANT_USER }, now, 3600)).token),
  );
  const visitors: { id: string; token: string }[] = [];
  for (let i = 0; i < N; i++) {
    const v = await registerAnonymous(deps, { sourceType: 'EQUIPMENT', sourceId: `bench-${i}-${randomBytes(4).toString('hex')}`, ip: '127.0.0.1' });
    visitors.push({ id: v.id, token: v.token });
  }

  const app = createApp(deps);
  const groups: { groupId: string; visitor: number; planner: number }[] = [];
  for (let i = 0; i < N; i++) {
    const planner = i % P;
    const s = (await call(app, secret, 'POST', '/api/im/v1/create_session', { imUserId: plannerIds[planner], imUserType: 'MERCHANT_USER' }, visitors[i].token)) as { groupId: string };
    groups.push({ groupId: s.groupId, visitor: i, planner });
  }

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const roundMax: number[] = [];
  let waiting = 0;
  let roundDone: () => void = () => {};
  // Per stream and conversation: the first seq seen, the last, and how many arrived (exactly once, in order).
  const seen = new Map<string, { first: number; last: number; n: number }>();
  const faults: string[] = [];
  const track = (stream: string, m: Arrival) => {
    const key = `${stream}|${m.groupId}`;
    const s = seen.get(key);
    if (!s) return void seen.set(key, { first: m.seq, last: m.seq, n: 1 });
    if (m.seq !== s.last + 1 && faults.length < 20) faults.push(`${key}: seq ${m.seq} after ${s.last}`);
    s.last = m.seq;
    s.n++;
  };
  const onMessage = (id: string, at: number) => {
    const t0 = sentAt.get(id);
    if (t0 === undefined) return; // the sender's own echo arrives after the receiver's entry was taken
    sentAt.delete(id);
    latencies.push(at - t0);
    roundMax[roundMax.length - 1] = Math.max(roundMax[roundMax.length - 1], at - t0);
    if (--waiting === 0) roundDone();
  };
  // Only the receiver's copy counts: senders' streams see their own messages too, so key by receiver.
  const closers = [
    ...(await Promise.all(
      plannerTokens.map((tk, i) =>
        listen(app, secret, tk, (m) => {
          track(`p${i}`, m);
          if (m.clientMsgId.startsWith(`v-`) && m.clientMsgId.includes(`-p${i}-`)) onMessage(m.clientMsgId, m.at);
        }),
      ),
    )),
    ...(await Promise.all(
      visitors.map((v, i) =>
        listen(app, secret, v.token, (m) => {
          track(`v${i}`, m);
          if (m.clientMsgId.startsWith(`p-`) && m.clientMsgId.endsWith(`-v${i}`)) onMessage(m.clientMsgId, m.at);
        }),
      ),
    )),
  ];
  const setupMs = performance.now() - setupStart;

  const profiler = PROFILE_OUT ? new Session() : undefined;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const runStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) {
    const fromVisitor = r % 2 === 0;
    roundMax.push(0);
    const done = new Promise<void>((resolve) => (roundDone = resolve));
    waiting = groups.length;
    await Promise.all(
      groups.map(async (g) => {
        const clientMsgId = fromVisitor ? `v-${r}-p${g.planner}-${g.visitor}` : `p-${r}-v${g.visitor}`;
        const token = fromVisitor ? visitors[g.visitor].token : plannerTokens[g.planner];
        sentAt.set(clientMsgId, performance.now());
        await call(app, secret, 'POST', '/api/im/v1/send_msg', { groupId: g.groupId, msgType: 'text', content: `第${r}轮消息`, clientMsgId }, token);
      }),
    );
    await Promise.race([done, new Promise((_, reject) => setTimeout(() => reject(new Error(`round ${r}: ${waiting} messages not delivered`)), 30_000))]);
  }
  const runMs = performance.now() - runStart;
  const cpu = process.cpuUsage(cpuStart);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    fs.writeFileSync(PROFILE_OUT, JSON.stringify(profile));
    profiler.disconnect();
  }

  // Reconcile (untimed): each of the 2N stream × conversation pairs has all ROUNDS messages, gapless and once each.
  const complete = () => seen.size === 2 * N && [...seen.values()].every((s) => s.n === ROUNDS);
  for (let waited = 0; !complete() && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
  for (const [key, s] of seen) if (s.n !== ROUNDS || s.last - s.first + 1 !== ROUNDS) faults.push(`${key}: ${s.n} messages, seq ${s.first}..${s.last}`);
  if (seen.size !== 2 * N) faults.push(`${seen.size} stream × conversation pairs saw messages, expected ${2 * N}`);
  if (faults.length) throw new Error(`delivery not exactly once and in order:\n  ${faults.slice(0, 20).join('\n  ')}`);

  const sorted = [...latencies].sort((a, b) => a - b);
  const result = {
    conversations: N,
    planners: P,
    streams: hubOf(deps).streamCount,
    rounds: ROUNDS,
    messages: sorted.length,
    database: handle.kind,
    fanout: hubOf(deps).distributed ? 'redis' : 'in-process',
    latencyMs: {
      median: Number(pct(sorted, 50).toFixed(1)),
      p95: Number(pct(sorted, 95).toFixed(1)),
      p99: Number(pct(sorted, 99).toFixed(1)),
      max: Number(sorted[sorted.length - 1].toFixed(1)),
    },
    /** The slowest delivery of each round (the first rounds also read each sender's session). */
    roundMaxMs: roundMax.map((x) => Math.round(x)),
    throughputMsgPerSec: Math.round((sorted.length / runMs) * 1000),
    /** CPU time of this process per delivered message (client + app + PGlite when in-process): less load-dependent. */
    cpuMsPerMessage: Number(((cpu.user + cpu.system) / 1000 / sorted.length).toFixed(2)),
    loadAverage: os.loadavg()[0].toFixed(1),
    setupMs: Math.round(setupMs),
    node: process.version,
    cpus: os.cpus().length,
  };
  console.log(
    `chat delivery: ${result.conversations} concurrent conversations, ${result.streams} SSE streams, ${result.messages} messages (${result.database}, ${result.fanout} fan-out)\n` +
      `  reconciled: every stream saw each message of its conversations exactly once, in seq order\n` +
      `  latency ms: median ${result.latencyMs.median}  p95 ${result.latencyMs.p95}  p99 ${result.latencyMs.p99}  max ${result.latencyMs.max}\n` +
      `  slowest per round ms: ${result.roundMaxMs.join(' ')}\n` +
      `  throughput: ${result.throughputMsgPerSec} msg/s, CPU ${result.cpuMsPerMessage} ms per message in this process ` +
      `(setup ${result.setupMs} ms, load average ${result.loadAverage} on ${result.cpus} CPUs)`,
  );
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(result, null, 2));

  await Promise.all(closers.map((c) => c()));
  await closeChatHub(deps);
  await cache.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
