// The metrics listener of `npm start` (docs/METRICS.md, ADR 0045): Prometheus' text format on METRICS_PORT, path
// /metrics, bound to METRICS_HOST (default 127.0.0.1). METRICS_PORT unset: no listener, nothing recorded here.
// One process: it serves its own registry. Cluster (scripts/cluster.mjs): the primary serves the sum of its workers
// (prom-client's AggregatorRegistry asks each over the cluster channel) and the workers listen on nothing.
// The registry is the one the app's code records into (server/metrics/registry.ts), shared on globalThis under
// Symbol.for('crisps.metrics'): made here before Next loads, with this prom-client, which next.config.ts keeps
// external so the bundled server code loads the same module instance.
import path from 'node:path';
import { createServer } from 'node:http';
import client from 'prom-client';
import { routeMatcher } from '../server/log/http.mjs';

const KEY = Symbol.for('crisps.metrics');
const PAGE_ROUTE = Symbol.for('crisps.pageRoute');
const STARTED = Symbol('crisps.metrics.started');

/** METRICS_PORT as a port number, or null (unset; or invalid, said once). */
export function metricsPort(env = process.env, log = console) {
  const raw = env.METRICS_PORT;
  if (raw === undefined || raw === '') return null;
  const port = Number(raw);
  if (Number.isInteger(port) && port > 0 && port < 65536) return port;
  log.error(`[metrics] METRICS_PORT must be a port number from 1 to 65535 (got ${raw}); no metrics listener`);
  return null;
}

/**
 * Serves GET /metrics with `text()` on host:port. A port that cannot be bound (in use, not permitted) is one log line:
 * the app serves on without metrics. Answers the http.Server.
 */
export function listenMetrics({ port, host = '127.0.0.1', text, contentType = client.register.contentType, log = console }) {
  const server = createServer((req, res) => {
    const p = (req.url || '/').split('?')[0];
    if (p !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
      return;
    }
    Promise.resolve()
      .then(text)
      .then(
        (body) => res.writeHead(200, { 'content-type': contentType }).end(req.method === 'HEAD' ? undefined : body),
        (err) => {
          log.error(`[metrics] collecting failed: ${err?.message ?? err}`);
          res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
  });
  server.on('error', (err) => log.error(`[metrics] cannot listen on ${host}:${port} (${err.code || err.message}); the app serves on without /metrics`));
  server.listen(port, host);
  return server;
}

/** The process's shared registry (made now when the app has not made it yet). */
function sharedRegistry() {
  const shared = (globalThis[KEY] ??= {});
  shared.registry ??= new client.Registry();
  return shared.registry;
}

const noop = { watchPageCache() {}, observe() {}, server: null };

/**
 * A serving process (scripts/start.mjs `serve`): its registry, Node's process metrics, and either its own listener
 * (one process) or its answers to the primary (a cluster worker). Call before Next loads. With METRICS_PORT unset,
 * nothing is set up and the answer's methods do nothing.
 */
export function startProcessMetrics({ env = process.env, worker = false, dir = process.cwd(), log = console } = {}) {
  const port = metricsPort(env, log);
  if (port === null || globalThis[STARTED]) return noop;
  globalThis[STARTED] = true;
  const registry = sharedRegistry();
  client.collectDefaultMetrics({ register: registry });
  let server = null;
  if (worker) {
    // Makes this worker answer the primary's requests for its metrics, from this registry.
    new client.AggregatorRegistry();
    client.AggregatorRegistry.setRegistries([registry]);
  } else {
    server = listenMetrics({ port, host: env.METRICS_HOST || '127.0.0.1', text: () => registry.metrics(), contentType: registry.contentType, log });
  }
  const label = pageRouteLabeler(routeMatcher(path.join(dir, '.next')));
  return {
    server,
    /** The landing-page cache's hits and misses (scripts/pageCache.mjs), read at each scrape. */
    watchPageCache(pages) {
      for (const [name, help, pick] of [
        ['crisps_page_cache_hits_total', 'Landing pages answered from the shared anonymous copy', (s) => s.hits],
        ['crisps_page_cache_misses_total', 'Landing pages rendered and kept for the shared anonymous copy', (s) => s.misses],
      ]) {
        new client.Counter({
          name,
          help,
          registers: [registry],
          collect() {
            this.reset();
            this.inc(pick(pages.stats()));
          },
        });
      }
    },
    /** Times a page request (the /api ones are timed by the app itself, by their Hono route). */
    observe(req, res) {
      const url = req.url || '/';
      if (url.startsWith('/api/') || url === '/api' || url.startsWith('/api?')) return;
      req[PAGE_ROUTE] = label(url);
      res[STARTED] = performance.now();
      res.once('close', onClose);
    },
  };
}

/** A page request ended: finished (its status), or cut by the client before the end (499). */
function onClose() {
  const req = this.req;
  globalThis[KEY]?.recordHttp?.(req[PAGE_ROUTE], req.method, this.writableFinished ? String(this.statusCode) : '499', (performance.now() - this[STARTED]) / 1000);
}

/** The cluster primary: serves the sum of its workers' metrics on METRICS_PORT. Answers the server, or null. */
export function serveClusterMetrics({ env = process.env, log = console } = {}) {
  const port = metricsPort(env, log);
  if (port === null) return null;
  const aggregator = new client.AggregatorRegistry();
  return listenMetrics({ port, host: env.METRICS_HOST || '127.0.0.1', text: () => aggregator.clusterMetrics(), contentType: aggregator.contentType, log });
}

/**
 * The metrics' `route` of a page request: the template the access log names it by (server/log/http.mjs
 * `routeMatcher`, one matcher for both), Next's own files by their folder, and `other` for any other file or a path no
 * page matches, so the number of series stays bounded whatever URLs arrive.
 */
export function pageRouteLabeler(match) {
  return (url = '/') => {
    const q = url.indexOf('?');
    const { route } = match(q === -1 ? url : url.slice(0, q));
    return route === '(file)' || route === '(unmatched)' ? 'other' : route;
  };
}
