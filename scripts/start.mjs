#!/usr/bin/env node
// Starts the production server. PORT (default 3000) and DATA_DIR (default .data) come from the environment;
// the server migrates and seeds the database itself on first start (instrumentation.ts).
// It is Next's own request handler behind a plain HTTP server, with two additions: the landing pages' short shared
// copy for anonymous visitors (scripts/pageCache.mjs; PAGE_CACHE_MS, default 5000, 0 turns it off), and /api handed
// straight to the API's Hono app once the runtime has booted (apiDirect below, ADR 0054).
//
// WEB_CONCURRENCY=N (default 1) runs N such processes behind the one port with Node's cluster module (docs/ARCHITECTURE.md,
// "Running several instances"). They share state only through the database and Redis, so N > 1 needs DATABASE_URL
// (PGlite is one process's) and REDIS_URL (nonces, rate limits, fan-out and caches must be common to all of them).
import cluster from 'node:cluster';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { createPageCache } from './pageCache.mjs';
import { patchCspHeader, staticScriptHashes } from './cspStatic.mjs';
import { startProcessMetrics } from './metrics.mjs';
import { getLogger } from '../server/log/core.mjs';
import { bridgeConsole, withRequestLog } from '../server/log/http.mjs';
import { answersProbe, drainer } from './drain.mjs';
import { apiDirect } from './apiDirect.mjs';
import { renderPagesWithNodeBuild } from './reactNodeRenderer.mjs';
import { missingServerFlags } from './serverFlags.mjs';

const port = Number(process.env.PORT || 3000);
const dataDir = path.resolve(process.env.DATA_DIR || '.data');
mkdirSync(dataDir, { recursive: true });
if (!existsSync('.next/BUILD_ID')) {
  console.error('No production build found: run `npm run build` first (or `npm run up`).');
  process.exit(1);
}
const concurrency = Number(process.env.WEB_CONCURRENCY || 1);
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) {
  console.error(`WEB_CONCURRENCY must be a whole number from 1 to 64 (got ${process.env.WEB_CONCURRENCY}).`);
  process.exit(1);
}
if (concurrency > 1 && cluster.isPrimary) {
  const missing = ['DATABASE_URL', 'REDIS_URL'].filter((k) => !process.env[k]);
  if (missing.length) {
    console.error(`WEB_CONCURRENCY=${concurrency} needs ${missing.join(' and ')}: several processes must share the database and Redis.`);
    process.exit(1);
  }
  // The primary's own messages as JSON lines too, like its workers' (server/log/http.mjs).
  process.env.NODE_ENV = 'production';
  bridgeConsole();
  warnOfMissingFlags();
  await import('./cluster.mjs').then((m) => m.runPrimary(concurrency));
} else {
  await serve();
}

async function serve() {
  process.env.DATA_DIR = dataDir;
  process.env.NODE_ENV = 'production';
  // One JSON line per event on stdout, Next's and libraries' console output included; one access line per request,
  // each request with its X-Request-Id (server/log/http.mjs, docs/ARCHITECTURE.md "Logs").
  const log = getLogger();
  bridgeConsole();
  // A worker has its primary's flags (and the primary said so already).
  if (!cluster.isWorker) warnOfMissingFlags();
  // METRICS_PORT: this process's metrics (its own /metrics, or its answers to the cluster primary); before Next loads.
  const metrics = startProcessMetrics({ worker: cluster.isWorker });
  // React's Node.js server renderer for the pages, set before Next loads it (scripts/reactNodeRenderer.mjs).
  renderPagesWithNodeBuild();
  // Imported once the environment is set: Next reads NODE_ENV while it loads.
  const { default: next } = await import('next');

  // Every interface, like `next start` (HOSTNAME is not read: containers export it as the machine's own name).
  const app = next({ dev: false, dir: process.cwd(), hostname: 'localhost', port });
  await app.prepare();
  const handle = app.getRequestHandler();
  const ttl = Number(process.env.PAGE_CACHE_MS ?? 5000);
  const pages = createPageCache({ ttlMs: Number.isFinite(ttl) ? ttl : 5000 });
  metrics.watchPageCache(pages);
  // The inline scripts of prerendered pages, allowed by hash next to middleware's per-request nonce (lib/csp.ts).
  const staticHashes = staticScriptHashes(path.join('.next', 'server', 'pages'));

  const api = apiDirect({ onError: (err) => log.error({ where: 'http', err }, 'api handler failed') });
  const logged = withRequestLog((req, res) => {
    metrics.observe(req, res);
    if (api(req, res)) return;
    patchCspHeader(res, staticHashes);
    if (pages.handle(req, res)) return;
    handle(req, res).catch((err) => {
      log.error({ where: 'http', err }, 'request handler failed');
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
  // A load balancer's probe is answered before the access log (scripts/drain.mjs answersProbe): one every few seconds
  // would be most of the log.
  const server = createServer((req, res) => {
    if (!answersProbe(req, res)) logged(req, res);
  });
  // An idle kept-alive connection is closed by the side that times out first. Node's 5 s default is shorter than what
  // clients and load balancers keep (60 s is common), so a request sent on a connection the server is closing at that
  // moment fails with a reset. Outlast them; the headers timeout must be longer still.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const who = cluster.isWorker ? ` (worker ${cluster.worker.id}, pid ${process.pid})` : '';
  // SIGTERM drains: not ready, finish what is in flight, end event streams, close the pools (scripts/drain.mjs).
  const drain = drainer(server);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => void drain(sig));
  if (cluster.isWorker) {
    process.on('message', (m) => {
      if (m?.type === 'crisps:drain') void drain.request('asked by the primary');
      if (m?.type === 'crisps:stop-now') drain.now('the primary stops now');
    });
  }
  server.listen(port, () => {
    log.info({ where: 'http', port }, `ready on http://localhost:${port}${who}`);
    // A worker tells the primary once it is ready for traffic (a rolling restart waits for it, scripts/cluster.mjs).
    if (cluster.isWorker) void import('./cluster.mjs').then((m) => m.announceReady());
  });
}

/** `node scripts/start.mjs` run without `npm start`'s node flags still serves, and says what it lacks (ADR 0074). */
function warnOfMissingFlags() {
  const missing = missingServerFlags();
  if (missing.length) console.warn(`[start] node was started without ${missing.join(' ')} (npm start passes it; docs/OPERATIONS.md): more garbage collection per request`);
}
