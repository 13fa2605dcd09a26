// The production server as the page benchmarks (ssr.bench.mjs, lighthouse.bench.mjs) use it: started with
// scripts/start.mjs on the embedded database in a data dir of their own, asked over HTTP with a phone's user agent.
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import http from 'node:http';
import { SERVER_NODE_FLAGS } from '../../scripts/serverFlags.mjs';

export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** GET with a phone's user agent: status, redirect target and body. `agent` keeps connections alive when given. */
export function get(url, { agent, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { 'user-agent': PHONE_UA, ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, location: res.headers.location, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
  });
}

/** The seeded demo customer (server/seed): what a logged-in visitor's phone holds after the password login. */
export const DEMO_CUSTOMER = { phone: '13800138000', password: 'demo123456' };

/**
 * Logs the seeded demo customer in over HTTP, signed as the client signs (lib/sign.ts, loaded through tsx), and answers
 * the Cookie header the browser then sends (token, userId, userType, userNo: lib/guard SESSION_COOKIES): a page asked
 * with it is rendered for that customer every time (scripts/pageCache.mjs never serves a session its shared copy).
 */
export async function customerCookie(base, { phone = DEMO_CUSTOMER.phone, password = DEMO_CUSTOMER.password } = {}) {
  const { tsImport } = await import('tsx/esm/api');
  const sign = await tsImport('../../lib/sign.ts', import.meta.url);
  const constants = await tsImport('../../lib/constants.ts', import.meta.url);
  const { loadConfig } = await tsImport('../../server/config.ts', import.meta.url);
  const path = '/api/authentication/login';
  const form = new URLSearchParams({ accountChannel: 'AUTH_PHONE_PWD', phone, password, userType: 'ORDINARY_USER' });
  const time = Date.now();
  const nonce = `ssr-${time}-${Math.random().toString(16).slice(2, 10)}`;
  const secret = loadConfig().signSecret;
  const signature = sign.computeSign({ method: 'POST', path, data: sign.canonicalParams(form), token: '', time, nonce, sysCode: constants.SYS_CODE, secret });
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'user-agent': PHONE_UA,
      platformCode: constants.PLATFORM_CODE,
      terminalCode: constants.TERMINAL_WAP,
      [sign.SIGN_HEADERS.sign]: signature,
      [sign.SIGN_HEADERS.time]: String(time),
      [sign.SIGN_HEADERS.nonce]: nonce,
      [sign.SIGN_HEADERS.sysCode]: constants.SYS_CODE,
    },
    body: form.toString(),
  });
  const env = await res.json();
  if (env.code !== 200) throw new Error(`customer login: ${env.code} ${env.msg}`);
  const { token, userId, userType, userNo } = env.data;
  return { cookie: `token=${token}; userId=${userId}; userType=${userType}; userNo=${userNo}`, userId };
}

/** Waits (up to two minutes: the first start seeds the database) until /api/health/ready answers 200. */
export async function waitUp(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await get(`${base}/api/health/ready`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

/**
 * Starts scripts/start.mjs on PGlite in `dataDir` (no DATABASE_URL or REDIS_URL from the environment), stand-ins allowed.
 * `nodeArgs`: flags for the server's node (V8's too, such as --trace-gc, which NODE_OPTIONS refuses), after `npm start`'s
 * own (scripts/serverFlags.mjs); `stdout`: where the server's standard output goes ('ignore' unless told: --trace-gc
 * writes there).
 */
export function startServer({ port, dataDir, env = {}, nodeArgs = [], stdout = 'ignore' }) {
  // BENCH_SERVER_DIR: run another checkout's build and start.mjs (e.g. a worktree of the base commit) against this
  // bench, so a base/new pair uses the same client code.
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, 'scripts/start.mjs'], {
    cwd: process.env.BENCH_SERVER_DIR || undefined,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ALLOW_STAND_INS: '1', ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
}

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc (Linux); null elsewhere. A difference over a
 * window, divided by what the window did, is the server's CPU per request whatever else loads the machine.
 */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at state: utime and stime are the 12th and 13th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/** SIGTERM, and resolves once the process has exited. */
export async function stopServer(server) {
  const gone = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await gone;
}

/** The middle value (the mean of the two middle ones for an even count): a bench's figure over its runs or windows. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}
