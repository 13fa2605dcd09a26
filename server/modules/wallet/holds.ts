import { and, eq, gte, sql } from 'drizzle-orm';
import { LEDGER_TYPE } from '@/lib/contract/wallet/enums';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { AppError } from '../../http/errors';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { walletHolds, walletLedger, wallets } from './schema';
import { walletOf } from './service';

/**
 * Holds on the balance (issue 14, withdrawals): money leaves `balance` for `frozen` when held, and later leaves the
 * wallet (POSTED, with a ledger row) or goes back to `balance` (VOIDED, with the reason). Each step is a conditional
 * UPDATE in the caller's transaction, so a hold moves out of HELD exactly once however many settlers race, and the
 * ledger's unique (ref_type, ref_id) refuses a second post of the same business.
 * Invariant: sum(ledger) = balance + frozen, and frozen = sum of the HELD holds.
 */
export const HOLD_STATUS = { HELD: 'HELD', POSTED: 'POSTED', VOIDED: 'VOIDED' } as const;

/** Places a hold (balance → frozen) in one conditional UPDATE: 20202 when the balance cannot cover it. */
export async function placeHold(tx: DbLike, h: { id: string; userId: string; amountFen: number; refType: string; refId: string; now: Date }) {
  if (!Number.isInteger(h.amountFen) || h.amountFen <= 0) throw new RangeError('hold amount must be a positive integer');
  await walletOf(tx, h.userId);
  const [w] = await tx
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} - ${h.amountFen}`, frozenFen: sql`${wallets.frozenFen} + ${h.amountFen}`, updatedAt: h.now })
    .where(and(eq(wallets.userId, h.userId), gte(wallets.balanceFen, h.amountFen)))
    .returning({ balance: wallets.balanceFen, frozen: wallets.frozenFen });
  if (!w) throw new AppError(ORDER_ERR.BALANCE_LOW, '账户余额不足');
  await tx.insert(walletHolds).values({ id: h.id, userId: h.userId, amountFen: h.amountFen, status: HOLD_STATUS.HELD, refType: h.refType, refId: h.refId, createdAt: h.now });
  return w;
}

/** Takes the hold out of HELD (once); null when it already left. */
async function release(tx: DbLike, holdId: string, status: 'POSTED' | 'VOIDED', reason: string | null, now: Date) {
  const [h] = await tx
    .update(walletHolds)
    .set({ status, reason, settledAt: now })
    .where(and(eq(walletHolds.id, holdId), eq(walletHolds.status, HOLD_STATUS.HELD)))
    .returning();
  return h ?? null;
}

/**
 * Posts a hold: the frozen money is paid out and a 提现 ledger row (negative) records it, with the hold's business
 * as its unique reference. Returns the ledger row id, or null when the hold was not HELD any more.
 */
export async function postHold(tx: DbLike, holdId: string, e: { refNo: string; remark: string; now: Date }) {
  const h = await release(tx, holdId, HOLD_STATUS.POSTED, null, e.now);
  if (!h) return null;
  const [w] = await tx
    .update(wallets)
    .set({ frozenFen: sql`${wallets.frozenFen} - ${h.amountFen}`, updatedAt: e.now })
    .where(and(eq(wallets.userId, h.userId), gte(wallets.frozenFen, h.amountFen)))
    .returning({ balance: wallets.balanceFen, frozen: wallets.frozenFen });
  // Cannot happen while the invariant holds; throwing rolls the whole step back.
  if (!w) throw new Error(`wallet of ${h.userId} holds less than hold ${holdId}`);
  const id = newId('wl_');
  await tx.insert(walletLedger).values({
    id,
    userId: h.userId,
    type: LEDGER_TYPE.WITHDRAW,
    amountFen: -h.amountFen,
    balanceAfterFen: w.balance + w.frozen,
    refType: h.refType,
    refId: h.refId,
    refNo: e.refNo,
    remark: e.remark,
    createdAt: e.now,
  });
  return id;
}

/** Voids a hold: the frozen money returns to the balance, the reason is kept. False when it was not HELD any more. */
export async function voidHold(tx: DbLike, holdId: string, reason: string, now: Date) {
  const h = await release(tx, holdId, HOLD_STATUS.VOIDED, reason, now);
  if (!h) return false;
  const [w] = await tx
    .update(wallets)
    .set({ frozenFen: sql`${wallets.frozenFen} - ${h.amountFen}`, balanceFen: sql`${wallets.balanceFen} + ${h.amountFen}`, updatedAt: now })
    .where(and(eq(wallets.userId, h.userId), gte(wallets.frozenFen, h.amountFen)))
    .returning({ frozen: wallets.frozenFen });
  if (!w) throw new Error(`wallet of ${h.userId} holds less than hold ${holdId}`);
  return true;
}
