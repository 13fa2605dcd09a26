import type { Deps } from '../../http/types';
import { reportError } from '../../http/report';
import { handleSandboxNotify } from '../pay/notify';
import { sweepAfterSales } from '../aftersale/silence';
import { expireDue } from './lifecycle';
import { flushNotices, pruneNoticesDue } from '../notice/outbox';
import { remindInterviews } from '../interview/notices';
import { sweeperPass } from '../../metrics/record';
import { log } from '../../log';
import { startLoop, type Loop } from '../../background';

const wired = new WeakSet<Deps>();
const loops = new WeakMap<Deps, Loop>();
export const SWEEP_INTERVAL_MS = 30_000;

/** Connects the sandbox gateway's notifications to our notify handler (once per deps). */
export function wirePay(deps: Deps) {
  if (wired.has(deps)) return;
  wired.add(deps);
  deps.adapters.pay.setReceiver((body, signature) => handleSandboxNotify(deps, body, signature));
}

/** One pass: cancel expired unpaid orders, deliver due gateway notifications, settle after-sale silences, remind interviews due within the hour, deliver what the notice outbox holds and prune old notices. */
export async function sweep(deps: Deps) {
  wirePay(deps);
  const now = deps.now();
  const expired = await expireDue(deps.db, now);
  const delivered = await deps.adapters.pay.deliverDue(now);
  const afterSale = await sweepAfterSales(deps);
  const reminded = await remindInterviews(deps.db, now);
  const notices = { reminded, pruned: await pruneNoticesDue(deps), pushed: await flushNotices(deps) };
  sweeperPass('order', 'ok', { expired, notifications: delivered, after_sales: afterSale.agreed + afterSale.closed, reminders: reminded });
  return { expired, delivered, afterSale, notices };
}

/** One pass of the background loop: a failure is logged and reported, never thrown (the next pass tries again). */
export async function sweepPass(deps: Deps): Promise<void> {
  try {
    await sweep(deps);
  } catch (err) {
    sweeperPass('order', 'error');
    log.warn({ where: 'order-sweeper', err }, 'pass failed');
    await reportError(err, { where: 'order-sweeper' });
  }
}

/**
 * The in-process sweeper (every 30 s), started with the first request of a runtime that serves the buying modules
 * (tests drive `sweep` themselves and never start it). Reads the clock from deps.now.
 */
export function startSweeper(deps: Deps) {
  wirePay(deps);
  if (loops.has(deps) || process.env.VITEST || process.env.ORDER_SWEEPER === '0') return;
  loops.set(deps, startLoop(SWEEP_INTERVAL_MS, () => sweepPass(deps)));
}

/** Stops the sweeper of these deps (before closing the database); resolves once its pass in progress is done. */
export async function stopSweeper(deps: Deps) {
  const loop = loops.get(deps);
  loops.delete(deps);
  await loop?.stop();
}
