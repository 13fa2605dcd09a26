/** Runs once when the Next.js server starts: open, migrate and seed the database before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.SENTRY_DSN) {
    const Sentry = await import('@sentry/nextjs');
    Sentry.init({ dsn: process.env.SENTRY_DSN, environment: process.env.APP_ENV || 'P', tracesSampleRate: 0 });
  }
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getRuntime } = await import('./server/runtime');
  try {
    await getRuntime();
  } catch (err) {
    // A configuration that must not serve (stand-ins in production, an unknown provider): stop with the reason
    // and a non-zero exit instead of answering every request with a 500. 78 (EX_CONFIG): scripts/cluster.mjs does
    // not replace a worker that ended so, a restart would only refuse again.
    const name = err instanceof Error ? err.name : '';
    if (name === 'StandInsRefusedError' || name === 'ProviderConfigError') {
      console.error(`[runtime] ${(err as Error).message}`);
      process.exit(78);
    }
    throw err;
  }
}
