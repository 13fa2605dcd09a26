import * as Sentry from '@sentry/nextjs';
import { createTransport, parseEnvelope, type BaseTransportOptions } from '@sentry/core';

export type CapturedEvent = { tags: Record<string, string>; message: string };

/**
 * Sentry initialised as in production (a DSN set), but with a transport that keeps the envelopes it would send, so a
 * test reads the events exactly as Sentry would receive them.
 */
export function captureSentry() {
  const envelopes: (string | Uint8Array)[] = [];
  process.env.SENTRY_DSN = 'https://public@o0.ingest.sentry.invalid/1';
  Sentry.init({
    dsn: process.env.SENTRY_DSN,
    tracesSampleRate: 0,
    defaultIntegrations: false,
    transport: (options: BaseTransportOptions) =>
      createTransport(options, async (req) => {
        envelopes.push(req.body);
        return { statusCode: 200 };
      }),
  });
  /** The error events sent so far (after flushing the SDK). */
  async function events(): Promise<CapturedEvent[]> {
    await Sentry.flush(2000);
    const out: CapturedEvent[] = [];
    for (const body of envelopes) {
      const [, items] = parseEnvelope(body);
      for (const [header, payload] of items) {
        if (header.type !== 'event') continue;
        const e = payload as { tags?: Record<string, string>; exception?: { values?: { value?: string }[] } };
        out.push({ tags: e.tags ?? {}, message: e.exception?.values?.[0]?.value ?? '' });
      }
    }
    return out;
  }
  return {
    events,
    reset: () => void envelopes.splice(0),
    close: async () => {
      await Sentry.close(2000);
      delete process.env.SENTRY_DSN;
    },
  };
}
