/**
 * A server render that failed (Next's error page, pages/_error.tsx): its request id (X-Request-Id, kept from the
 * request when sane, else new) goes on the response, and a 5xx with its error goes to Sentry tagged with that id —
 * only on the server and only when SENTRY_DSN is set (instrumentation.ts initialised the SDK then); the SDK is loaded
 * by dynamic import, never in a page's first-load JavaScript.
 */
import type { NextPageContext } from 'next';
import { REQUEST_ID_HEADER, requestIdOf } from '@/lib/requestId';

export async function reportSsrError(ctx: Pick<NextPageContext, 'req' | 'res' | 'err' | 'asPath'>, statusCode: number): Promise<string | undefined> {
  if (typeof window !== 'undefined' || !ctx.req || !ctx.res) return undefined;
  const requestId = requestIdOf(ctx.req.headers[REQUEST_ID_HEADER.toLowerCase()]);
  if (!ctx.res.headersSent) ctx.res.setHeader(REQUEST_ID_HEADER, requestId);
  if (statusCode < 500 || !ctx.err || !process.env.SENTRY_DSN) return requestId;
  try {
    const Sentry = await import('@sentry/nextjs');
    Sentry.withScope((scope) => {
      scope.setTag('where', 'ssr');
      scope.setTag('request_id', requestId);
      scope.setTag('path', (ctx.asPath ?? '').split('?')[0]);
      Sentry.captureException(ctx.err);
    });
  } catch (e) {
    console.warn('[report] could not report to Sentry:', e instanceof Error ? e.message : e);
  }
  return requestId;
}
