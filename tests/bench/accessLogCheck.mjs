#!/usr/bin/env node
// The production server's logs, checked by hand after a build (docs/ARCHITECTURE.md "Logs"; not part of `npm test`,
// whose browser layer already starts this server): `node tests/bench/accessLogCheck.mjs [port]` starts
// scripts/start.mjs on a fresh PGlite data dir, asks it for a page, a page of a dynamic route, an API call, a static
// file, a request with a sane X-Request-Id and one with a malformed id, and checks that stdout holds JSON lines only,
// one access line per request with the id the response answered in X-Request-Id, route templates (never the path
// with its ids or query), and nothing of the malformed id. Exits 1 with the reason when something is off.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PHONE_UA, waitUp } from './prodServer.mjs';

const port = Number(process.argv[2] || 4100);
const base = `http://127.0.0.1:${port}`;
if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npm run build` first.');
  process.exit(1);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logs-check-'));
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ALLOW_STAND_INS: '1', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
server.stdout.on('data', (b) => (out += b));

const failures = [];
const check = (ok, what) => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
const get = async (p, headers = {}) => {
  const res = await fetch(base + p, { headers: { 'user-agent': PHONE_UA, ...headers }, redirect: 'manual' });
  await res.arrayBuffer();
  return res;
};

try {
  await waitUp(base);
  const started = out.length;
  const asks = [
    ['/', '/'],
    ['/detail/commonProblem/13812345678?from=share', '/detail/commonProblem/[type]'],
    ['/known/detail/answer?id=k_0001', '/known/detail/answer'],
    ['/api/known/v1/detail?id=k_0001', '/api/known/v1/detail'],
    ['/api/sandbox-pay/P13812345678', '/api/sandbox-pay/:paymentNo'],
    ['/no/such/page/42', '(unmatched)'],
  ];
  const answered = [];
  for (const [p, route] of asks) answered.push({ p, route, id: (await get(p)).headers.get('x-request-id') });
  const sane = await get('/api/health', { 'X-Request-Id': 'check-sane-id_1' });
  const bad = await get('/api/health', { 'X-Request-Id': 'bad id ' + 'y'.repeat(70) });
  await new Promise((r) => setTimeout(r, 300)); // the last lines are written as the responses close
  const text = out.slice(started);
  const lines = text.split('\n').filter(Boolean);
  const parsed = lines.map((l) => {
    try {
      return JSON.parse(l);
    } catch {
      return null;
    }
  });
  check(parsed.every(Boolean), `stdout is JSON lines only (${lines.length} lines)`);
  const access = parsed.filter((l) => l?.msg === 'request');
  for (const a of answered) {
    const mine = access.filter((l) => l.reqId === a.id);
    check(/^[0-9a-f]{32}$/.test(a.id ?? ''), `${a.p} answered an X-Request-Id (${a.id})`);
    check(mine.length === 1, `${a.p}: one access line with that id (${mine.length})`);
    check(mine[0]?.route === a.route, `${a.p}: route ${mine[0]?.route} (want ${a.route})`);
    check(['time', 'method', 'status', 'ms', 'ip'].every((k) => mine[0]?.[k] !== undefined), `${a.p}: time, method, status, ms, ip present`);
  }
  check(sane.headers.get('x-request-id') === 'check-sane-id_1' && access.some((l) => l.reqId === 'check-sane-id_1'), 'a sane incoming id is kept, answered and logged');
  const badId = bad.headers.get('x-request-id');
  check(/^[0-9a-f]{32}$/.test(badId ?? '') && access.some((l) => l.reqId === badId), 'a malformed id is replaced, and the replacement is logged');
  check(!text.includes('bad id') && !text.includes('yyyyyyyy'), 'the malformed id is not in the log');
  check(!text.includes('13812345678') && !text.includes('from=share'), 'no raw path, id or query in the log');
  check(access.every((l) => l.reqId && !/\?/.test(l.route)), 'every access line has an id and a template');
} catch (err) {
  failures.push(String(err));
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (failures.length) {
  console.error(`\n${failures.length} check(s) failed; the server's output:\n${out.slice(-4000)}`);
  process.exit(1);
}
console.log('\nall checks passed');
