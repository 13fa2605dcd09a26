import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { WITHDRAW_STATUS } from '@/lib/contract/wallet/enums';
import type { Deps } from '../../http/types';
import { reportError } from '../../http/report';
import { startLoop, stopping, type Loop } from '../../background';
import { flushNotices } from '../notice/outbox';
import { postHold, voidHold } from './holds';
import { payoutCardNo } from './bankCards';
import { withdrawalNotice } from './notices';
import { payoutStep, sweeperPass } from '../../metrics/record';
import { walletWithdrawals } from './schema';
import { log } from '../../log';

// Settling withdrawals with the payout provider: hand the order over once, then ask it until it reports SUCCESS
// (post the hold: 提现成功) or FAILED (void it: 提现失败 with the reason). Everything needed is in the database, so a
// withdrawal accepted before a restart settles after it (startPayoutSweeper runs a pass at start-up).

type WithdrawalRow = typeof walletWithdrawals.$inferSelect;
/** How long to wait before asking the provider again about a payout still in progress. */
export const PAYOUT_POLL_MS = 2_000;
export const PAYOUT_SWEEP_MS = 3_000;

/** Hands the payout to the provider (idempotent there) and notes when to ask about it. */
export async function submitPayout(deps: Deps, w: WithdrawalRow, now: Date) {
  const cardNo = await payoutCardNo(deps, w.cardId);
  await deps.adapters.payout.submit({ payoutNo: w.withdrawNo, amountFen: w.amountFen, cardNo, holderName: w.holderName, bankCode: w.bankCode, bankName: w.bankName }, now);
  const wait = Math.min(Math.max(deps.config.payoutDelayMs, 0), 60_000);
  await deps.db
    .update(walletWithdrawals)
    .set({ submittedAt: now, nextCheckAt: new Date(now.getTime() + wait) })
    .where(and(eq(walletWithdrawals.id, w.id), isNull(walletWithdrawals.submittedAt)));
}

export type SettleResult = 'SUCCESS' | 'FAILED' | 'PROCESSING' | 'SUBMITTED' | 'SKIPPED';

/**
 * One step for one withdrawal: submit it when it never was, otherwise act on the provider's answer. The hold and the
 * withdrawal change together in one transaction; both changes are conditional (HELD / PROCESSING), so concurrent
 * settlers (the sweepers of several instances) settle it exactly once. Only the sweeper calls it: a page view only
 * reads the database, so it never costs a call to the provider.
 */
export async function settleWithdrawal(deps: Deps, w: WithdrawalRow, now: Date): Promise<SettleResult> {
  if (w.status !== WITHDRAW_STATUS.PROCESSING) return 'SKIPPED';
  const state = w.submittedAt ? await deps.adapters.payout.query(w.withdrawNo, now) : null;
  if (!state) {
    // Never handed over (or the provider lost it): hand it over now; the provider does nothing twice.
    await deps.db.update(walletWithdrawals).set({ submittedAt: null }).where(eq(walletWithdrawals.id, w.id));
    await submitPayout(deps, w, now);
    return 'SUBMITTED';
  }
  if (state.status === 'PROCESSING') {
    await deps.db.update(walletWithdrawals).set({ nextCheckAt: new Date(now.getTime() + PAYOUT_POLL_MS) }).where(eq(walletWithdrawals.id, w.id));
    return 'PROCESSING';
  }
  const at = state.settledAt ?? now;
  return deps.db.transaction(async (tx) => {
    const [open] = await tx
      .update(walletWithdrawals)
      .set(state.status === 'SUCCESS' ? { status: WITHDRAW_STATUS.SUCCESS, finishedAt: at } : { status: WITHDRAW_STATUS.FAILED, failReason: state.reason || '银行处理失败', finishedAt: at })
      .where(and(eq(walletWithdrawals.id, w.id), eq(walletWithdrawals.status, WITHDRAW_STATUS.PROCESSING)))
      .returning({ id: walletWithdrawals.id });
    if (!open) return 'SKIPPED' as const;
    if (state.status === 'SUCCESS') {
      const ledgerId = await postHold(tx, w.holdId, { refNo: w.withdrawNo, remark: `提现到${w.bankName}(${w.cardTail})`, now: at });
      if (!ledgerId) throw new Error(`hold ${w.holdId} of withdrawal ${w.id} was not held`);
      await tx.update(walletWithdrawals).set({ ledgerId }).where(eq(walletWithdrawals.id, w.id));
      await withdrawalNotice(tx, w, 'paid', at);
      return 'SUCCESS' as const;
    }
    if (!(await voidHold(tx, w.holdId, state.reason || '银行处理失败', at))) throw new Error(`hold ${w.holdId} of withdrawal ${w.id} was not held`);
    await withdrawalNotice(tx, w, 'failed', at, state.reason || '银行处理失败');
    return 'FAILED' as const;
  });
}

/** Settles the withdrawals due now (of one user, or all), oldest first; one failing does not stop the others. */
export async function settleDue(deps: Deps, opts: { userId?: string; limit?: number } = {}) {
  const now = deps.now();
  const conds = [eq(walletWithdrawals.status, WITHDRAW_STATUS.PROCESSING), lte(walletWithdrawals.nextCheckAt, now)];
  if (opts.userId) conds.push(eq(walletWithdrawals.userId, opts.userId));
  const due = await deps.db.select().from(walletWithdrawals).where(and(...conds)).orderBy(asc(walletWithdrawals.nextCheckAt)).limit(opts.limit ?? 100);
  const counts: Record<SettleResult, number> = { SUCCESS: 0, FAILED: 0, PROCESSING: 0, SUBMITTED: 0, SKIPPED: 0 };
  for (const w of due) {
    // A drain stops the sweeper after the withdrawal in hand; the rest stay due for the next process.
    if (stopping()) break;
    try {
      const result = await settleWithdrawal(deps, w, now);
      counts[result]++;
      payoutStep(result);
    } catch (err) {
      payoutStep('ERROR');
      log.warn({ where: 'payout-sweeper', withdrawNo: w.withdrawNo, err }, 'settle failed');
      await reportError(err, { where: 'payout-sweeper', tags: { withdrawNo: w.withdrawNo } });
    }
  }
  return counts;
}

const loops = new WeakMap<Deps, Loop>();

/**
 * One pass of the sweeper: a failure of the whole pass is logged and reported, never thrown (each withdrawal's own is,
 * in settleDue). The notices of what it settled (提现成功 / 提现失败, written with each settlement) are delivered at
 * its end, outside any request; what a crash left unpushed the next pass that settles something (or the order
 * sweeper's) delivers.
 */
export async function payoutSweepPass(deps: Deps): Promise<void> {
  try {
    const counts = await settleDue(deps);
    if (counts.SUCCESS + counts.FAILED > 0) await flushNotices(deps);
    sweeperPass('payout', 'ok', { submitted: counts.SUBMITTED, succeeded: counts.SUCCESS, failed: counts.FAILED });
  } catch (err) {
    sweeperPass('payout', 'error');
    log.warn({ where: 'payout-sweeper', err }, 'pass failed');
    await reportError(err, { where: 'payout-sweeper' });
  }
}

/**
 * The payout sweeper of a runtime: a pass at start-up (what was due while the process was down) and one every
 * PAYOUT_SWEEP_MS. Not under vitest (tests call settleDue themselves); PAYOUT_SWEEPER=0 turns it off.
 */
export function startPayoutSweeper(deps: Deps) {
  if (loops.has(deps) || process.env.VITEST || process.env.PAYOUT_SWEEPER === '0') return;
  loops.set(deps, startLoop(PAYOUT_SWEEP_MS, () => payoutSweepPass(deps), { now: true }));
}

export async function stopPayoutSweeper(deps: Deps) {
  const loop = loops.get(deps);
  loops.delete(deps);
  await loop?.stop();
}
