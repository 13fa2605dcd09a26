// The production server as the page benchmarks (ssr.bench.mjs, lighthouse.bench.mjs) use it: started with
// scripts/start.mjs on the embedded database in a data dir of their own, asked over HTTP with a phone's user agent.
import { spawn } from 'node:child_process';
import http from 'node:http';

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
 * Starts scripts/start.mjs on PGlite in `dataDir` (no DATABASE_URL or REDIS_URL from the environment), stand-ins
 * allowed. `nodeArgs`: flags for node itself (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 */
export function startServer({ port, dataDir, env = {}, nodeArgs = [] }) {
  return spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', ALLOW_STAND_INS: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** SIGTERM, and resolves once the process has exited. */
export async function stopServer(server) {
  const gone = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await gone;
}
