import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { ActCardOrder, ActCardOrderPage, AddActCardOrderResult } from '@/lib/contract/coupon/actCard';
import { ACT_CARD_CLASS, ACT_CARD_PRODUCT_TYPE, ACT_CARD_PURCHASE, ACT_CARD_PURCHASE_LABEL, ACT_CARD_SALE, type ActCardPurchaseStatus } from '@/lib/contract/coupon/actCardEnums';
import { ORDER_EXPIRY_MS } from '@/lib/contract/order/enums';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { unavailable } from '../order/common';
import { expireDue } from '../order/lifecycle';
import { createVirtualOrder, cusOrderIdByKey } from '../order/virtualOrder';
import { saleStateOf, whyNotBuy } from './actCardRules';
import { boughtCounts, cardNotFound, presentCard } from './actCards';
import { actCardPurchases, actCardQuota, actCards } from './schema';

// Buying a card (add_order): a normal customer order of one virtual line that the normal cashier pays; the card is
// granted when the order is paid (actCardGrant.ts). The user's quota and the card's stock are reserved in one
// conditional statement each, inside the order's transaction (ADR 0004), and given back when the order closes unpaid.

type PurchaseRow = typeof actCardPurchases.$inferSelect;
type CardRow = typeof actCards.$inferSelect;

const orderNotFound = () => notFound('订单不存在');

function resultOf(p: PurchaseRow): AddActCardOrderResult {
  const unpaid = p.status === ACT_CARD_PURCHASE.UNPAID;
  return { cusOrderId: p.cusOrderId, cusOrderNo: p.cusOrderNo, payNowFen: unpaid ? p.priceFen : 0, expiresAt: unpaid ? new Date(p.createdAt.getTime() + ORDER_EXPIRY_MS).toISOString() : null };
}

/** The purchase an earlier submission under this key made (a double tap, a retry); a key of another order is refused. */
async function priorSubmission(db: DbLike, userId: string, key: string): Promise<AddActCardOrderResult | null> {
  const cusOrderId = await cusOrderIdByKey(db, userId, key);
  if (!cusOrderId) return null;
  const [p] = await db.select().from(actCardPurchases).where(and(eq(actCardPurchases.cusOrderId, cusOrderId), eq(actCardPurchases.userId, userId)));
  if (!p) throw badInput('serialNo：下单流水号已被使用');
  return resultOf(p);
}

/** add_order: one card, at the server's price, within the user's limit and the stock. */
export async function addActCardOrder(db: Db, userId: string, input: { id: string; serialNo?: string }, now: Date): Promise<AddActCardOrderResult> {
  const key = input.serialNo ?? null;
  if (key) {
    const prior = await priorSubmission(db, userId, key);
    if (prior) return prior;
  }
  const [c] = await db.select().from(actCards).where(eq(actCards.id, input.id));
  if (!c) throw cardNotFound();
  if (saleStateOf(c, now) !== ACT_CARD_SALE.ON_SALE) throw unavailable(whyNotBuy(c, now, 0));
  try {
    return await db.transaction(async (tx) => {
      const quota = await tx
        .insert(actCardQuota)
        .values({ userId, cardId: c.id, taken: 1 })
        .onConflictDoUpdate({
          target: [actCardQuota.userId, actCardQuota.cardId],
          set: { taken: sql`${actCardQuota.taken} + 1` },
          setWhere: sql`${actCardQuota.taken} < ${c.perUserLimit}`,
        })
        .returning({ taken: actCardQuota.taken });
      if (!quota.length) throw new AppError(ERR.CONFLICT, `每人限购${c.perUserLimit}张`);
      const o = await createVirtualOrder(tx, {
        userId,
        item: { itemId: c.id, name: c.name, skuName: `${c.times}次 · ${c.cardCode}`, img: c.img, priceFen: c.priceFen, productType: ACT_CARD_PRODUCT_TYPE, classCode: ACT_CARD_CLASS },
        idempotencyKey: key,
        now,
      });
      const [p] = await tx
        .insert(actCardPurchases)
        .values({ id: newId('acp_'), userId, cardId: c.id, cusOrderId: o.cusOrderId, cusOrderNo: o.cusOrderNo, priceFen: c.priceFen, status: ACT_CARD_PURCHASE.UNPAID, createdAt: now })
        .returning();
      // Last: the card's row is shared by every buyer, so its lock is held as briefly as possible.
      const sold = await tx
        .update(actCards)
        .set({ sold: sql`${actCards.sold} + 1` })
        .where(and(eq(actCards.id, c.id), eq(actCards.status, 1), lt(actCards.sold, actCards.stock)))
        .returning({ id: actCards.id });
      if (!sold.length) throw unavailable('活动卡已抢光');
      return resultOf(p);
    });
  } catch (err) {
    // The same submission got there first: answer with its order rather than with the error that caused.
    if (key && (isUniqueViolation(err) || err instanceof AppError)) {
      const prior = await priorSubmission(db, userId, key);
      if (prior) return prior;
    }
    throw err;
  }
}

async function present(db: DbLike, userId: string, rows: PurchaseRow[], now: Date): Promise<ActCardOrder[]> {
  if (!rows.length) return [];
  const ids = [...new Set(rows.map((r) => r.cardId))];
  const cards = new Map<string, CardRow>();
  for (const c of await db.select().from(actCards).where(inArray(actCards.id, ids))) cards.set(c.id, c);
  const bought = await boughtCounts(db, userId, ids);
  return rows.map((p) => {
    const status = p.status as ActCardPurchaseStatus;
    return {
      cusOrderId: p.cusOrderId,
      cusOrderNo: p.cusOrderNo,
      priceFen: p.priceFen,
      status,
      statusLabel: ACT_CARD_PURCHASE_LABEL[status],
      expiresAt: status === ACT_CARD_PURCHASE.UNPAID ? new Date(p.createdAt.getTime() + ORDER_EXPIRY_MS).toISOString() : null,
      userCardId: p.userCardId,
      createdAt: p.createdAt.toISOString(),
      card: presentCard(cards.get(p.cardId)!, now, bought.get(p.cardId) ?? 0),
    };
  });
}

/** act_card_order: the user's card purchase by its order (after the order's lazy expiry); anything else → 404. */
export async function actCardOrder(db: Db, userId: string, cusOrderId: string, now: Date): Promise<ActCardOrder> {
  await expireDue(db, now, { cusOrderId });
  const [p] = await db.select().from(actCardPurchases).where(and(eq(actCardPurchases.cusOrderId, cusOrderId), eq(actCardPurchases.userId, userId)));
  if (!p) throw orderNotFound();
  return (await present(db, userId, [p], now))[0];
}

/** act_card_order_list: the user's card purchases still awaiting payment, newest first. */
export async function actCardOrderList(db: Db, userId: string, q: { page: number; limit: number }, now: Date): Promise<ActCardOrderPage> {
  await expireDue(db, now, { userId });
  const where = and(eq(actCardPurchases.userId, userId), eq(actCardPurchases.status, ACT_CARD_PURCHASE.UNPAID));
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(actCardPurchases).where(where).orderBy(desc(actCardPurchases.createdAt), asc(actCardPurchases.id)).limit(q.limit).offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(actCardPurchases).where(where),
  ]);
  return pageOf(await present(db, userId, rows, now), n, q.page, q.limit);
}
