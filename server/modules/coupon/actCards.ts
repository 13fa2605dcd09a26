import { and, asc, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { ActCard, ActCardPage, UserActCard, UserActCardDetail, UserActCardPage } from '@/lib/contract/coupon/actCard';
import {
  ACT_CARD_CONDITION,
  ACT_CARD_SALE_LABEL,
  ACT_CARD_TYPE_LABEL,
  ACT_CARD_USE_LABEL,
  USER_ACT_CARD_STATE_LABEL,
  VALIDATE_TYPE,
  type ActCardCondition,
  type ActCardType,
  type ActCardUseStatus,
} from '@/lib/contract/coupon/actCardEnums';
import type { UseType } from '@/lib/contract/coupon/enums';
import { notFound } from '../../http/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { heldStateOf, leftPercent, saleStateOf, scopeText, usesLeft, validityText, whyNotBuy } from './actCardRules';
import { actCardPurchases, actCardQuota, actCardUses, actCards, userActCards } from './schema';

// 活动卡专区 and the user's cards: what is on sale (act_card_list, act_card_detail_one) and what the user holds
// (user_act_card_list, user_card_detail_one; someone else's card is "not found").

type CardRow = typeof actCards.$inferSelect;
type HeldRow = typeof userActCards.$inferSelect;

export const cardNotFound = () => notFound('活动卡不存在');

const face = (c: CardRow) => ({
  cardName: c.name,
  cardType: c.cardType as ActCardType,
  typeName: ACT_CARD_TYPE_LABEL[c.cardType as ActCardType] ?? '',
  rebateFen: c.rebateFen,
  rebateNeedFen: c.rebateNeedFen,
  discount: c.discountPermille,
  useLimit: c.useLimit as UseType,
  scopeCode: c.scopeCode,
  productName: c.scopeName,
  scopeText: scopeText(c.useLimit, c.scopeName),
  remark: c.remark,
});

export function presentCard(c: CardRow, now: Date, bought: number): ActCard {
  const saleState = saleStateOf(c, now);
  const whyNot = whyNotBuy(c, now, bought);
  return {
    ...face(c),
    id: c.id,
    cardCode: c.cardCode,
    availableTimes: c.times,
    priceFen: c.priceFen,
    stock: c.stock,
    leftStock: Math.max(0, c.stock - c.sold),
    leftPercent: leftPercent(c.stock, c.sold),
    validateType: c.validateType === VALIDATE_TYPE.WINDOW ? 2 : 1,
    validateDays: c.validateType === VALIDATE_TYPE.DAYS ? (c.validDays ?? 1) : null,
    validateDateStart: c.validateType === VALIDATE_TYPE.WINDOW && c.validFrom ? c.validFrom.toISOString() : null,
    validateDateEnd: c.validateType === VALIDATE_TYPE.WINDOW && c.validTo ? c.validTo.toISOString() : null,
    validityText: validityText(c),
    saleEnd: c.saleTo.toISOString(),
    saleState,
    saleStateLabel: ACT_CARD_SALE_LABEL[saleState],
    perUserLimit: c.perUserLimit,
    boughtCount: bought,
    canBuy: !whyNot,
    whyNot,
    imgUrl: c.img,
  };
}

/** How many of each card the user has bought or is buying (the quota). */
export async function boughtCounts(db: DbLike, userId: string | null, cardIds: string[]): Promise<Map<string, number>> {
  if (!userId || !cardIds.length) return new Map();
  const rows = await db
    .select({ cardId: actCardQuota.cardId, taken: actCardQuota.taken })
    .from(actCardQuota)
    .where(and(eq(actCardQuota.userId, userId), inArray(actCardQuota.cardId, cardIds)));
  return new Map(rows.map((r) => [r.cardId, r.taken]));
}

/** Cards still sold (sold-out ones after the rest): listed, sale not over, a fixed validity not over. */
export async function actCardList(db: DbLike, userId: string | null, q: { page: number; limit: number; type?: number }, now: Date): Promise<ActCardPage> {
  const conds = [
    eq(actCards.status, 1),
    gt(actCards.saleTo, now),
    or(ne(actCards.validateType, VALIDATE_TYPE.WINDOW), gt(actCards.validTo, now)),
  ];
  if (q.type) conds.push(eq(actCards.cardType, q.type));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(actCards)
      .where(where)
      .orderBy(sql`(${actCards.sold} >= ${actCards.stock})`, asc(actCards.sort), asc(actCards.id))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(actCards).where(where),
  ]);
  const bought = await boughtCounts(db, userId, rows.map((r) => r.id));
  return pageOf(
    rows.map((r) => presentCard(r, now, bought.get(r.id) ?? 0)),
    n,
    q.page,
    q.limit,
  );
}

/** One card by id (also one no longer sold: the page then says why it cannot be bought). */
export async function actCardDetail(db: DbLike, userId: string | null, id: string, now: Date): Promise<ActCard> {
  const [c] = await db.select().from(actCards).where(eq(actCards.id, id));
  if (!c) throw cardNotFound();
  return presentCard(c, now, (await boughtCounts(db, userId, [c.id])).get(c.id) ?? 0);
}

export function presentHeld(u: HeldRow, c: CardRow, now: Date, cusOrderId: string | null): UserActCard {
  const state = heldStateOf(u, now);
  return {
    ...face(c),
    userCardId: u.id,
    cardId: c.id,
    totalTimes: u.totalTimes,
    availableTimes: usesLeft(u),
    validateDateStart: u.validFrom.toISOString(),
    validateDateEnd: u.validTo.toISOString(),
    state,
    stateLabel: USER_ACT_CARD_STATE_LABEL[state],
    grantedAt: u.grantedAt.toISOString(),
    cusOrderId,
  };
}

/** The order that bought each of these held cards. */
async function purchaseOrders(db: DbLike, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: actCardPurchases.userCardId, cusOrderId: actCardPurchases.cusOrderId }).from(actCardPurchases).where(inArray(actCardPurchases.userCardId, ids));
  return new Map(rows.map((r) => [r.id as string, r.cusOrderId]));
}

/** user_act_card_list: 1 usable (newest first), 2 失效 — used up, expired or revoked (latest validity first). */
export async function userActCardList(db: DbLike, userId: string, q: { condition: ActCardCondition; page: number; limit: number }, now: Date): Promise<UserActCardPage> {
  const usable = and(eq(userActCards.status, 1), sql`${userActCards.usedTimes} + ${userActCards.refundedTimes} < ${userActCards.totalTimes}`, gt(userActCards.validTo, now));
  const cond = q.condition === ACT_CARD_CONDITION.USABLE ? usable : sql`not (${usable})`;
  const where = and(eq(userActCards.userId, userId), cond);
  const order = q.condition === ACT_CARD_CONDITION.USABLE ? [desc(userActCards.grantedAt), asc(userActCards.id)] : [desc(userActCards.validTo), asc(userActCards.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ u: userActCards, c: actCards })
      .from(userActCards)
      .innerJoin(actCards, eq(actCards.id, userActCards.cardId))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(userActCards).where(where),
  ]);
  const orders = await purchaseOrders(db, rows.map((r) => r.u.id));
  return pageOf(
    rows.map((r) => presentHeld(r.u, r.c, now, orders.get(r.u.id) ?? null)),
    n,
    q.page,
    q.limit,
  );
}

/** user_card_detail_one: one of the user's cards with its uses, newest first. */
export async function userCardDetail(db: DbLike, userId: string, userCardId: string, now: Date): Promise<UserActCardDetail> {
  const [r] = await db
    .select({ u: userActCards, c: actCards })
    .from(userActCards)
    .innerJoin(actCards, eq(actCards.id, userActCards.cardId))
    .where(and(eq(userActCards.id, userCardId), eq(userActCards.userId, userId)));
  if (!r) throw cardNotFound();
  const uses = await db.select().from(actCardUses).where(eq(actCardUses.userCardId, r.u.id)).orderBy(desc(actCardUses.createdAt), asc(actCardUses.id)).limit(100);
  const orders = await purchaseOrders(db, [r.u.id]);
  return {
    ...presentHeld(r.u, r.c, now, orders.get(r.u.id) ?? null),
    uses: uses.map((x) => ({
      id: x.id,
      cusOrderId: x.cusOrderId,
      discountFen: x.discountFen,
      status: x.status as ActCardUseStatus,
      statusLabel: ACT_CARD_USE_LABEL[x.status as ActCardUseStatus],
      createdAt: x.createdAt.toISOString(),
      usedAt: x.usedAt ? x.usedAt.toISOString() : null,
    })),
  };
}

