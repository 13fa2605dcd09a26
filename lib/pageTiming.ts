/**
 * The server render time of a page (its loader), recorded into the process's metrics when they exist
 * (server/metrics/registry.ts keeps them on globalThis; lib/ imports nothing of server/, and a page bundle must not
 * carry prom-client). The page's route template is the one scripts/start.mjs put on the request
 * (scripts/metrics.mjs, by the access log's routeMatcher), else the route Next matched, else `unknown`: never the raw path.
 */
const METRICS = Symbol.for('crisps.metrics');
export const PAGE_ROUTE = Symbol.for('crisps.pageRoute');
const NEXT_META = Symbol.for('NextInternalRequestMeta');

type Sink = { figures?: { ssr: { observe(labels: { page: string }, seconds: number): void } } };
type Req = { [PAGE_ROUTE]?: unknown; [NEXT_META]?: { match?: { definition?: { pathname?: unknown } } } };

/** The page route template of a server-rendered request. */
export function pageRouteOf(req: object): string {
  const r = req as Req;
  const mine = r[PAGE_ROUTE];
  if (typeof mine === 'string') return mine;
  const next = r[NEXT_META]?.match?.definition?.pathname;
  return typeof next === 'string' ? next : 'unknown';
}

/** Records one render that started at `startMs` (performance.now()). */
export function recordPageRender(req: object, startMs: number): void {
  const sink = (globalThis as { [METRICS]?: Sink })[METRICS];
  sink?.figures?.ssr.observe({ page: pageRouteOf(req) }, (performance.now() - startMs) / 1000);
}
