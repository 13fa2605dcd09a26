import { and, eq, gt, sql } from 'drizzle-orm';
import { ACT_CARD_PURCHASE, USER_ACT_CARD_PREFIX } from '@/lib/contract/coupon/actCardEnums';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { validityOf } from './actCardRules';
import { giveBackActCardUse } from './actCardUse';
import { actCardPurchases, actCardQuota, actCards, userActCards } from './schema';

// What the order module tells the coupon module about an order, inside its own transaction (server/modules/order/
// lifecycle.ts and refunding.ts): paid, closed unpaid, refunded in full. Each moves a card purchase or a card use
// by a conditional update of its status, so a repeated call (a duplicate notification, a retried refund) does nothing.

/** The purchase's reservation goes back: the user's quota and the card's stock. */
async function giveBackPurchase(tx: DbLike, p: { userId: string; cardId: string }) {
  await tx
    .update(actCardQuota)
    .set({ taken: sql`${actCardQuota.taken} - 1` })
    .where(and(eq(actCardQuota.userId, p.userId), eq(actCardQuota.cardId, p.cardId), gt(actCardQuota.taken, 0)));
  await tx
    .update(actCards)
    .set({ sold: sql`${actCards.sold} - 1` })
    .where(and(eq(actCards.id, p.cardId), gt(actCards.sold, 0)));
}

/**
 * The order is paid: if it buys a card, the card is granted (once: the purchase moves from 待支付 to 已发放 in one
 * statement, and a card per purchase is unique). true when it was a card purchase (the order is then delivered).
 */
export async function grantActCardOfOrder(tx: DbLike, cusOrderId: string, now: Date): Promise<boolean> {
  const [p] = await tx
    .update(actCardPurchases)
    .set({ status: ACT_CARD_PURCHASE.GRANTED, paidAt: now })
    .where(and(eq(actCardPurchases.cusOrderId, cusOrderId), eq(actCardPurchases.status, ACT_CARD_PURCHASE.UNPAID)))
    .returning();
  if (!p) return false;
  const [c] = await tx.select().from(actCards).where(eq(actCards.id, p.cardId));
  const v = validityOf(c, now);
  const id = newId(USER_ACT_CARD_PREFIX);
  await tx
    .insert(userActCards)
    .values({ id, userId: p.userId, cardId: c.id, purchaseId: p.id, totalTimes: c.times, usedTimes: 0, validFrom: v.from, validTo: v.to, status: 1, grantedAt: now })
    .onConflictDoNothing();
  await tx.update(actCardPurchases).set({ userCardId: id }).where(eq(actCardPurchases.id, p.id));
  return true;
}

/** The order closed unpaid (cancelled or expired): a card purchase ends and gives back its quota and stock. */
export async function cancelActCardPurchase(tx: DbLike, cusOrderId: string, now: Date): Promise<void> {
  const [p] = await tx
    .update(actCardPurchases)
    .set({ status: ACT_CARD_PURCHASE.CANCELLED, closedAt: now })
    .where(and(eq(actCardPurchases.cusOrderId, cusOrderId), eq(actCardPurchases.status, ACT_CARD_PURCHASE.UNPAID)))
    .returning();
  if (p) await giveBackPurchase(tx, p);
}

/**
 * The order's money has all been refunded: a card it used gets the use back, and a card it bought is revoked
 * (已作废), its quota and stock given back. Exactly once each.
 */
export async function actCardOrderRefunded(tx: DbLike, cusOrderId: string, now: Date): Promise<void> {
  await giveBackActCardUse(tx, cusOrderId, 'USED');
  const [p] = await tx
    .update(actCardPurchases)
    .set({ status: ACT_CARD_PURCHASE.REFUNDED, closedAt: now })
    .where(and(eq(actCardPurchases.cusOrderId, cusOrderId), eq(actCardPurchases.status, ACT_CARD_PURCHASE.GRANTED)))
    .returning();
  if (!p) return;
  if (p.userCardId) await tx.update(userActCards).set({ status: 2 }).where(eq(userActCards.id, p.userCardId));
  await giveBackPurchase(tx, p);
}
