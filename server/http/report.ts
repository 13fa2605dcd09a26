import { currentRequestId, log } from '../log';

/**
 * The server's one error reporter: the API's onError (an unexpected error answered as 500) and the background loops
 * (order sweeper, payout sweeper, 热度) call reportError. Sentry is loaded lazily and only when SENTRY_DSN is set
 * (instrumentation.ts initialises it then; an SDK initialised without a DSN halves request throughput), so without a
 * DSN this is a no-op beyond the caller's own log line.
 */

export type ReportContext = {
  /** Where it happened: 'api', 'order-sweeper', 'payout-sweeper', 'known-hot', … (a Sentry tag). */
  where: string;
  /** The request's id (X-Request-Id); by default the id of the request running now, if any. */
  requestId?: string;
  /** A few searchable details (method, path, a business number); never user data. */
  tags?: Record<string, string>;
};

/** Sends the error to Sentry when a DSN is set; resolves when it has been handed to the SDK. Never throws. */
export async function reportError(err: unknown, ctx: ReportContext): Promise<void> {
  if (!process.env.SENTRY_DSN) return;
  const requestId = ctx.requestId ?? currentRequestId();
  try {
    const Sentry = await import('@sentry/nextjs');
    Sentry.withScope((scope) => {
      scope.setTag('where', ctx.where);
      if (requestId) scope.setTag('request_id', requestId);
      for (const [k, v] of Object.entries(ctx.tags ?? {})) scope.setTag(k, v);
      Sentry.captureException(err instanceof Error ? err : new Error(String(err)));
    });
  } catch (e) {
    log.warn({ where: 'report', reason: e instanceof Error ? e.message : String(e) }, 'could not report to Sentry');
  }
}
