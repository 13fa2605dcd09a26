import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACT_CARD_PURCHASE, USER_ACT_CARD_PREFIX } from '@/lib/contract/coupon/actCardEnums';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { cardRefundCapFen, revokedUsesFor, validityOf } from './actCardRules';
import { giveBackActCardUse } from './actCardUse';
import { actCardPurchases, actCardQuota, actCards, userActCards } from './schema';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

// What the order module tells the coupon module about an order, inside its own transaction (server/modules/order/
// lifecycle.ts and refunding.ts): paid, closed unpaid, refunded (in part or in full). Each moves a card purchase or a
// card use by a conditional update, so a repeated call (a duplicate notification, a retried refund) does nothing.
// A bought card is refunded by its uses (退款规则：未使用的次数按比例退款，已使用的次数不退, actCardRules.ts
// cardRefundCapFen): the order module asks for the cap with the card locked, and every refund revokes the uses it paid
// back (refunded_times), so a card is never both refunded and usable.

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
  const [p] = await writeAsOne<{ id: string; user_id: string; card_id: string }>(tx, [actCardPurchasePaid(tx, cusOrderId, now)]);
  if (!p) return false;
  await grantBoughtCard(tx, { id: p.id, userId: p.user_id, cardId: p.card_id }, now);
  return true;
}

/** The first step of grantActCardOfOrder as a write for one statement (writeAsOne): returns id, user_id, card_id. */
export function actCardPurchasePaid(tx: DbLike, cusOrderId: string, now: Date) {
  return purchasePaid(tx, { cusOrderId, now });
}

const purchasePaid = prebuilt<{ cusOrderId: string; now: Date }>((db) =>
  db
    .update(actCardPurchases)
    .set({ status: ACT_CARD_PURCHASE.GRANTED, paidAt: ph('now', actCardPurchases.paidAt) })
    .where(and(eq(actCardPurchases.cusOrderId, ph('cusOrderId')), eq(actCardPurchases.status, ACT_CARD_PURCHASE.UNPAID)))
    .returning({ id: actCardPurchases.id, userId: actCardPurchases.userId, cardId: actCardPurchases.cardId }),
);

/** The rest of grantActCardOfOrder, once the purchase moved to 已发放: the card itself. */
export async function grantBoughtCard(tx: DbLike, p: { id: string; userId: string; cardId: string }, now: Date) {
  const [c] = await tx.select().from(actCards).where(eq(actCards.id, p.cardId));
  const v = validityOf(c, now);
  const id = newId(USER_ACT_CARD_PREFIX);
  await tx
    .insert(userActCards)
    .values({ id, userId: p.userId, cardId: c.id, purchaseId: p.id, totalTimes: c.times, usedTimes: 0, validFrom: v.from, validTo: v.to, status: 1, grantedAt: now })
    .onConflictDoNothing();
  await tx.update(actCardPurchases).set({ userCardId: id }).where(eq(actCardPurchases.id, p.id));
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

/** The card a customer order bought (granted, or already refunded); with `lock`, its row locked until the transaction ends. */
async function boughtCard(tx: DbLike, cusOrderId: string, lock = true) {
  const [p] = await tx
    .select()
    .from(actCardPurchases)
    .where(and(eq(actCardPurchases.cusOrderId, cusOrderId), inArray(actCardPurchases.status, [ACT_CARD_PURCHASE.GRANTED, ACT_CARD_PURCHASE.REFUNDED])));
  if (!p?.userCardId) return undefined;
  const q = tx.select().from(userActCards).where(eq(userActCards.id, p.userCardId));
  const [card] = lock ? await q.for('update') : await q;
  return card ? { p, card } : undefined;
}

/**
 * What a customer order that bought a card may refund in all (its price × unused uses ÷ uses, rounded down), with
 * the card locked so that no use is taken meanwhile; undefined when the order bought no card. A refund calls it inside
 * its transaction after locking the order line; `lock: false` only reads (a form showing what may be refunded).
 */
export async function actCardRefundCapFen(tx: DbLike, cusOrderId: string, opts: { lock: boolean } = { lock: true }): Promise<number | undefined> {
  const b = await boughtCard(tx, cusOrderId, opts.lock);
  if (!b) return undefined;
  // Also once the purchase is 已退款 (every use left revoked): what the revoked uses are worth may still be unpaid.
  return cardRefundCapFen(b.p.priceFen, b.card.totalTimes, b.card.usedTimes);
}

/**
 * The customer order that bought a card now has `refundedFen` refunded in all: the uses that money paid back are
 * revoked (never fewer than before); once every use left is refunded the card is 已作废 and the purchase 已退款,
 * its quota and stock given back (once).
 */
export async function actCardPurchaseRefunded(tx: DbLike, cusOrderId: string, refundedFen: number, now: Date): Promise<void> {
  const b = await boughtCard(tx, cusOrderId);
  if (!b || b.p.status !== ACT_CARD_PURCHASE.GRANTED) return;
  const revoked = Math.max(b.card.refundedTimes, revokedUsesFor(refundedFen, b.p.priceFen, b.card.totalTimes, b.card.usedTimes));
  const allGone = refundedFen > 0 && b.card.usedTimes + revoked >= b.card.totalTimes;
  if (revoked !== b.card.refundedTimes || allGone) {
    await tx
      .update(userActCards)
      .set({ refundedTimes: revoked, ...(allGone ? { status: 2 } : {}) })
      .where(eq(userActCards.id, b.card.id));
  }
  if (!allGone) return;
  const [p] = await tx
    .update(actCardPurchases)
    .set({ status: ACT_CARD_PURCHASE.REFUNDED, closedAt: now })
    .where(and(eq(actCardPurchases.id, b.p.id), eq(actCardPurchases.status, ACT_CARD_PURCHASE.GRANTED)))
    .returning();
  if (p) await giveBackPurchase(tx, p);
}

/** The order's money has all been refunded: a card it used gets the use back (exactly once). */
export async function actCardOrderRefunded(tx: DbLike, cusOrderId: string): Promise<void> {
  await giveBackActCardUse(tx, cusOrderId, 'USED');
}
