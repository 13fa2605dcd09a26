/**
 * Sentry in the browser, only when NEXT_PUBLIC_SENTRY_DSN is set, and loaded by dynamic import so
 * the SDK (about 60 KB gzip) never lands in first-load JavaScript.
 */
import { APP_ENV, SENTRY_DSN } from '@/lib/env';

type SentryModule = typeof import('@sentry/nextjs');

let loading: Promise<SentryModule | null> | null = null;

function loadSentry(): Promise<SentryModule | null> {
  if (!SENTRY_DSN || typeof window === 'undefined') return Promise.resolve(null);
  if (!loading) {
    loading = import('@sentry/nextjs')
      .then((Sentry) => {
        Sentry.init({ dsn: SENTRY_DSN, environment: APP_ENV, tracesSampleRate: 0 });
        return Sentry;
      })
      .catch(() => null);
  }
  return loading;
}

/** Starts the SDK after the page is interactive so it also catches later unhandled errors. */
export function initErrorReporting(): void {
  if (!SENTRY_DSN) return;
  const start = () => void loadSentry();
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 4000 });
  else setTimeout(start, 2000);
}

export type UiErrorReport = { message: string; stack?: string; componentStack?: string };

export function describeUiError(error: unknown, componentStack?: string | null): UiErrorReport {
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, stack: e.stack, componentStack: componentStack ?? undefined };
}

export function reportUiError(error: unknown, componentStack?: string | null): void {
  const report = describeUiError(error, componentStack);
  if (process.env.NODE_ENV !== 'production') console.error('[ui error]', report);
  if (!SENTRY_DSN) return;
  void loadSentry().then((Sentry) => {
    Sentry?.captureException(error instanceof Error ? error : new Error(report.message), {
      contexts: { react: { componentStack: report.componentStack ?? '' } },
      extra: { stack: report.stack },
    });
  });
}
