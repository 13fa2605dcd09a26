import { fig } from './registry';

/**
 * The business figures, one small function each, so modules record a fact without knowing prom-client
 * (docs/METRICS.md lists what each one means).
 */

/** A sweeper pass ended: its outcome, when, and what it claimed (kind → count; zeros are skipped). */
export function sweeperPass(sweeper: 'order' | 'payout', outcome: 'ok' | 'error', claims?: Record<string, number>): void {
  const f = fig();
  f.sweeperRuns.inc({ sweeper, outcome });
  f.sweeperLastRun.set({ sweeper }, Date.now() / 1000);
  if (!claims) return;
  for (const kind in claims) if (claims[kind] > 0) f.sweeperClaims.inc({ sweeper, kind }, claims[kind]);
}

/** One payout step's result (payoutSettle.ts), or ERROR when it threw. */
export const payoutStep = (result: string): void => fig().payouts.inc({ result });

/** One delivery attempt of a gateway notification to our notify route. */
export const gatewayNotification = (delivered: boolean, attempt: number): void =>
  fig().gatewayNotifications.inc({ result: delivered ? 'delivered' : 'failed', retry: attempt > 1 ? 'true' : 'false' });

/** What our notify route made of a gateway notification (the pay_notify_log result: APPLIED, DUPLICATE, REJECTED_…). */
export const notifyReceived = (result: string): void => fig().notifyReceived.inc({ result });

/** A flash-sale gate decision (activity/gate.ts). */
export type GateDecision = 'admitted' | 'too_fast' | 'sold_out' | 'over_limit' | 'window' | 'missing' | 'database' | 'gate_down';
export const gateDecision = (decision: GateDecision): void => fig().gate.inc({ decision });

/** A chat event stream opened; the answer closes it (once) with why, when the server ended it. */
export function streamOpened(): (reason?: 'slow_consumer' | 'session') => void {
  const f = fig();
  f.streams.inc();
  let open = true;
  return (reason) => {
    if (!open) return;
    open = false;
    f.streams.dec();
    if (reason) f.streamDrops.inc({ reason });
  };
}

/** A chat message written on a stream: its lag since commit (`at`, ms since the epoch, stamped at publish). */
export function chatDelivered(at: number | undefined, now = Date.now()): void {
  if (typeof at === 'number' && at > 0) fig().chatLag.observe(Math.max(0, now - at) / 1000);
}
