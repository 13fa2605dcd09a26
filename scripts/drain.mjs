// The graceful drain of one serving process (scripts/start.mjs; docs/adr/0046). On the first SIGTERM (or SIGINT):
//  1. turn not-ready at once (GET /api/health/ready answers 503 from here on: the phase slot of server/lifecycle.ts);
//  2. stop accepting connections; responses not yet started carry `Connection: close`; idle kept-alive connections
//     are closed (and each one that turns idle from now on);
//  3. end the open chat event streams with a `retry:` hint (the runtime's endStreams), so clients reconnect elsewhere;
//  4. let the requests in flight finish, up to DRAIN_TIMEOUT_MS (25 s by default), then cut what is left;
//  5. stop the background loops after their current item and close the database pool and Redis (the runtime's close);
//  6. exit 0. A second signal during a drain exits at once (1).
// The runtime is reached through its registered symbol (server/runtime.ts): this file is plain JavaScript outside
// Next's bundles.

const PHASE = Symbol.for('crisps.phase');
const RUNTIME = Symbol.for('crisps.runtime');
export const DEFAULT_DRAIN_TIMEOUT_MS = 25_000;

/** DRAIN_TIMEOUT_MS when it is a whole number of milliseconds, the default otherwise. */
export function drainTimeout(env = process.env) {
  const n = Number(env.DRAIN_TIMEOUT_MS);
  return env.DRAIN_TIMEOUT_MS && Number.isInteger(n) && n >= 0 ? n : DEFAULT_DRAIN_TIMEOUT_MS;
}

/** The runtime of this process once it is up; undefined when none was started or it does not come within `ms`. */
async function runtimeWithin(ms) {
  const p = globalThis[RUNTIME];
  if (!p) return undefined;
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, ms, undefined)));
  try {
    return await Promise.race([p.catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Tracks the requests of `server` and returns `drain(signal)`, to be called on each SIGTERM/SIGINT.
 * `getRuntime` and `exit` are for tests (the runtime of the registered symbol, process.exit).
 */
export function drainer(server, { timeoutMs = drainTimeout(), getRuntime = runtimeWithin, exit = (code) => process.exit(code), log = console.log } = {}) {
  const open = new Set();
  let draining = false;
  let allDone;
  const finished = new Promise((resolve) => (allDone = resolve));

  // First of the server's listeners: the header is set before any handler answers.
  server.prependListener('request', (req, res) => {
    open.add(res);
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      open.delete(res);
      if (!draining) return;
      server.closeIdleConnections();
      if (open.size === 0) allDone();
    });
  });

  let signalled = false;
  const now = (why) => {
    log(`[drain] ${why}: exiting now with ${open.size} requests open`);
    return exit(1);
  };
  const run = async (signal) => {
    draining = true;
    const started = Date.now();
    globalThis[PHASE] = 'draining';
    log(`[drain] ${signal}: not ready; finishing ${open.size} requests (deadline ${timeoutMs} ms)`);
    server.close();
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    server.closeIdleConnections();
    if (open.size === 0) allDone();
    let timer;
    const deadline = new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs, false)));
    const runtime = await getRuntime(timeoutMs);
    const streams = runtime?.endStreams() ?? 0;
    const inTime = await Promise.race([finished.then(() => true), deadline]);
    clearTimeout(timer);
    if (!inTime) {
      // The paths only: a query may hold a ticket or a token.
      const paths = [...open].slice(0, 5).map((r) => `${r.req?.method} ${r.req?.url?.split('?')[0]}`);
      log(`[drain] deadline reached: cutting ${open.size} requests (${paths.join(', ')})`);
      server.closeAllConnections();
    }
    await runtime?.close().catch((err) => log(`[drain] closing the pools failed: ${err?.message ?? err}`));
    log(`[drain] done in ${Date.now() - started} ms (${streams} event streams ended)`);
    return exit(0);
  };
  /** A signal: the first drains (or joins a drain the primary asked for), the second exits at once. */
  const drain = (signal = 'SIGTERM') => {
    if (draining && signalled) return now(`${signal} again`);
    signalled = true;
    return draining ? Promise.resolve() : run(signal);
  };
  // A cluster worker also drains when its primary asks (scripts/cluster.mjs), and stops at once when it says so. A
  // request is not a signal: a signal sent to the whole process group (systemd's default KillMode, pkill, Ctrl-C)
  // reaches the worker as well as the primary's request, in either order, and still drains once.
  drain.request = (why) => (draining ? undefined : run(why));
  drain.now = now;
  return drain;
}

const LIVE = '/api/health';
const READY = '/api/health/ready';
const pathOf = (url = '') => url.split('?')[0];
const answer = (res, status, body) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};

/**
 * The probes a balancer or supervisor sends, answered here without reaching Next when the answer does not need the
 * backend: GET /api/health (liveness) always — the process runs, even while its runtime starts (Next would wait for
 * it) — and GET /api/health/ready while starting or draining (503). A serving process's readiness probe goes on to the
 * app's checks (server/health.ts). True when it answered.
 */
export function answersProbe(req, res) {
  const p = pathOf(req.url);
  if (p === LIVE) {
    answer(res, 200, { code: 200, data: { ok: true }, msg: 'success' });
    return true;
  }
  if (p !== READY || globalThis[PHASE] === 'serving') return false;
  const phase = globalThis[PHASE] ?? 'starting';
  answer(res, 503, { code: 503, data: { ready: false, phase, checks: {}, reason: phase }, msg: '服务未就绪' });
  return true;
}
