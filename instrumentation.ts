/** Runs once when the Next.js server starts: open, migrate and seed the database before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: process.env.SENTRY_DSN, environment: process.env.APP_ENV || 'P', tracesSampleRate: 0 });
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getRuntime } = await import('./server/runtime');
  await getRuntime();
}
