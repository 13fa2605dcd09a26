import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics: one prom-client Registry and the figures recorded into it, kept on `globalThis` under a
 * symbol. Next compiles the server code into several bundles (instrumentation, the API route, each page) and a
 * module-level registry would exist once per bundle; scripts/start.mjs, plain ESM outside the bundles, serves this
 * same registry on METRICS_PORT and answers the cluster primary's aggregation with it (docs/METRICS.md, ADR 0045).
 * prom-client itself stays one module instance (next.config.ts `serverExternalPackages`).
 */
export const METRICS_KEY = Symbol.for('crisps.metrics');

/** Latency buckets (seconds) of whole requests and server renders: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database statements: 0.5 ms to 1 s (a slower one lands in +Inf, which the p99 alert shows). */
const STATEMENT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
/** Redis commands: 0.2 ms to 0.5 s. */
const REDIS_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.1, 0.5];
/** Chat delivery, commit to stream write: 1 ms to 5 s. */
const LAG_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** Reads that fill the pool gauges at scrape time (server/metrics/db.ts registers one per open database). */
export type PoolReading = () => { inUse: number; waiting: number; total: number } | null;

function create(registry: Registry) {
  const registers = [registry];
  const pools = new Set<PoolReading>();
  const poolGauge = (name: string, help: string, pick: (r: { inUse: number; waiting: number; total: number }) => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        let sum = 0;
        for (const read of pools) {
          const r = read();
          if (r) sum += pick(r);
          else pools.delete(read);
        }
        this.set(sum);
      },
    });
  return {
    pools,
    http: new Histogram({
      name: 'crisps_http_request_duration_seconds',
      help: 'HTTP requests by route template (Hono route for /api, Next page route for pages), method and status; _count is the request count',
      labelNames: ['route', 'method', 'status'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    ssr: new Histogram({
      name: 'crisps_ssr_render_duration_seconds',
      help: "Server render of a page: its loader's time (lib/pageLoader.ts), by page route",
      labelNames: ['page'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    poolInUse: poolGauge('crisps_db_pool_in_use', 'Database connections running a statement or transaction (PGlite: 0 or 1)', (r) => r.inUse),
    poolWaiting: poolGauge('crisps_db_pool_waiting', 'Callers waiting for a database connection (PGlite: statements queued behind the running one)', (r) => r.waiting),
    poolTotal: poolGauge('crisps_db_pool_connections', 'Open database connections (PGlite: 1)', (r) => r.total),
    statement: new Histogram({
      name: 'crisps_db_statement_duration_seconds',
      help: 'Database statements by driver and kind (select, insert, update, delete, other)',
      labelNames: ['db', 'op'] as const,
      buckets: STATEMENT_BUCKETS,
      registers,
    }),
    statementErrors: new Counter({ name: 'crisps_db_statement_errors_total', help: 'Database statements that failed', labelNames: ['db', 'op'] as const, registers }),
    redis: new Histogram({
      name: 'crisps_redis_command_duration_seconds',
      help: 'Redis commands by command name (unlisted names: other)',
      labelNames: ['command'] as const,
      buckets: REDIS_BUCKETS,
      registers,
    }),
    redisErrors: new Counter({ name: 'crisps_redis_command_errors_total', help: 'Redis commands that failed (error reply, connection lost, timeout)', labelNames: ['command'] as const, registers }),
    redisConnectionErrors: new Counter({ name: 'crisps_redis_connection_errors_total', help: 'Errors raised by a Redis connection (reconnects follow)', registers }),
    streams: new Gauge({ name: 'crisps_chat_event_streams', help: 'Open chat event streams (SSE)', registers }),
    streamDrops: new Counter({ name: 'crisps_chat_stream_drops_total', help: 'Chat event streams the server ended: slow_consumer (told to resync), session (session ended)', labelNames: ['reason'] as const, registers }),
    chatLag: new Histogram({ name: 'crisps_chat_delivery_lag_seconds', help: 'Chat message from its commit to the write on a stream', buckets: LAG_BUCKETS, registers }),
    sweeperRuns: new Counter({ name: 'crisps_sweeper_runs_total', help: 'Sweeper passes by sweeper (order, payout) and outcome (ok, error)', labelNames: ['sweeper', 'outcome'] as const, registers }),
    sweeperLastRun: new Gauge({
      name: 'crisps_sweeper_last_run_timestamp_seconds',
      help: 'When the sweeper last finished a pass (Unix seconds)',
      labelNames: ['sweeper'] as const,
      registers,
      aggregator: 'max',
    }),
    sweeperClaims: new Counter({
      name: 'crisps_sweeper_claims_total',
      help: 'Items a sweeper claimed and handled, by kind (expired orders, delivered notifications, after-sales, payout results)',
      labelNames: ['sweeper', 'kind'] as const,
      registers,
    }),
    payouts: new Counter({ name: 'crisps_payouts_total', help: 'Payout steps by result (SUBMITTED, PROCESSING, SUCCESS, FAILED, SKIPPED, ERROR)', labelNames: ['result'] as const, registers }),
    gatewayNotifications: new Counter({
      name: 'crisps_gateway_notifications_total',
      help: 'Payment gateway notification deliveries by result (delivered, failed) and whether it was a retry',
      labelNames: ['result', 'retry'] as const,
      registers,
    }),
    notifyReceived: new Counter({ name: 'crisps_pay_notify_received_total', help: 'Gateway notifications received by our notify route, by result', labelNames: ['result'] as const, registers }),
    gate: new Counter({ name: 'crisps_seckill_gate_decisions_total', help: 'Flash-sale gate decisions', labelNames: ['decision'] as const, registers }),
  };
}

export type Figures = ReturnType<typeof create>;

/**
 * What the process shares under METRICS_KEY. scripts/metrics.mjs may make the registry first (before Next loads, with
 * the prom-client it answers the cluster primary with); the figures are added to it here on first use, and
 * `recordHttp` is how scripts/start.mjs records a page request into the one HTTP histogram defined above.
 */
type Shared = {
  registry?: Registry;
  figures?: Figures;
  recordHttp?: (route: string, method: string, status: string, seconds: number) => void;
};
type G = typeof globalThis & { [METRICS_KEY]?: Shared };

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The method label: the usual ones as they are, anything else one value. */
export const methodLabel = (m: string): string => (METHODS.has(m) ? m : 'OTHER');

/** This process's registry and figures, made on first use. */
export function metrics(): { registry: Registry; figures: Figures } {
  const g = globalThis as G;
  const m = (g[METRICS_KEY] ??= {});
  if (!m.figures) {
    m.registry ??= new Registry();
    const figures = (m.figures = create(m.registry));
    m.recordHttp = (route, method, status, seconds) => figures.http.observe({ route, method: methodLabel(method), status }, seconds);
  }
  return m as { registry: Registry; figures: Figures };
}

/** The figures to record into. */
export const fig = (): Figures => metrics().figures;

/** The registry's text in Prometheus' exposition format. */
export const metricsText = (): Promise<string> => metrics().registry.metrics();
