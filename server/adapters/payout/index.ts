import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutLocalOrders } from './schema';
import { chooseProvider, type Env, type ProviderInfo } from '../providers';

/**
 * Paying money out to a bank card (代付) behind one interface (ADR 0011). The wallet hands over a payout order once
 * (`submit`, idempotent on payoutNo) and later asks for its state (`query`, the provider's "query order" call) and
 * acts only on what the provider reports: SUCCESS posts the hold, FAILED voids it with the reason.
 */
export type PayoutOrder = { payoutNo: string; amountFen: number; cardNo: string; holderName: string; bankCode: string; bankName: string };
export type PayoutState = { status: 'PROCESSING' | 'SUCCESS' | 'FAILED'; reason: string | null; settledAt: Date | null };

export interface PayoutAdapter extends ProviderInfo {
  /** Accepts the order (a second submit of the same payoutNo is a no-op). */
  submit(order: PayoutOrder, now: Date): Promise<void>;
  /** The provider's state of the order; null when it never received it. */
  query(payoutNo: string, now: Date): Promise<PayoutState | null>;
}

/** Amounts whose fen part is 44 (e.g. ¥10.44) are returned by the local bank: the failure path for tests and demos. */
export const LOCAL_FAIL_CENTS = 44;
export const LOCAL_FAIL_REASON = '收款银行退回：收款账户状态异常';

/**
 * The local provider: an order settles `delayMs` after it was accepted (PAYOUT_DELAY_MS, default 10 s), successfully
 * unless its amount ends in .44 元. Its books are the table payout_local_orders, so an order accepted before a
 * restart settles after it. The clock is the caller's `now` (tests move it).
 */
export function createLocalPayout({ db, delayMs }: { db: Db; delayMs: number }): PayoutAdapter {
  return {
    provider: 'local',
    standIn: true,
    async submit(order, now) {
      await db
        .insert(payoutLocalOrders)
        .values({ payoutNo: order.payoutNo, amountFen: order.amountFen, bankCode: order.bankCode, cardTail: order.cardNo.slice(-4), dueAt: new Date(now.getTime() + delayMs), createdAt: now })
        .onConflictDoNothing();
    },
    async query(payoutNo, now) {
      const [o] = await db.select().from(payoutLocalOrders).where(eq(payoutLocalOrders.payoutNo, payoutNo));
      if (!o) return null;
      if (o.status === 'PROCESSING' && o.dueAt <= now) {
        const fails = o.amountFen % 100 === LOCAL_FAIL_CENTS;
        await db
          .update(payoutLocalOrders)
          .set({ status: fails ? 'FAILED' : 'SUCCESS', reason: fails ? LOCAL_FAIL_REASON : null, settledAt: now })
          .where(and(eq(payoutLocalOrders.payoutNo, payoutNo), eq(payoutLocalOrders.status, 'PROCESSING'), lte(payoutLocalOrders.dueAt, now)));
        return this.query(payoutNo, now);
      }
      return { status: o.status as PayoutState['status'], reason: o.reason, settledAt: o.settledAt };
    },
  };
}

/** PAYOUT_PROVIDER: `local` (default, the only provider of this build; a stand-in: no bank moves any money). */
export function createPayout({ db, delayMs, env = process.env }: { db: Db; delayMs: number; env?: Env }): PayoutAdapter {
  chooseProvider(env, 'PAYOUT_PROVIDER', ['local'], 'local');
  return createLocalPayout({ db, delayMs });
}
