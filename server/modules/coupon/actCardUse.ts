import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { preparedRead } from '../../db/prepared';
import type { CouponOption } from '@/lib/contract/coupon/api';
import { ACT_CARD_BELONG_TYPE, ACT_CARD_TYPE_NAME, ACT_CARD_USE_STATUS, USER_ACT_CARD_STATE } from '@/lib/contract/coupon/actCardEnums';
import { PLATFORM_MER_ID, USER_COUPON_STATUS, USE_TYPE, type CouponType, type UseType } from '@/lib/contract/coupon/enums';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { couponInvalid } from '../order/common';
import type { Line } from '../order/pricing';
import { cardUnusableReason, dotDate, heldStateOf, templateOf, usesLeft } from './actCardRules';
import { allocate, discountOf, scopedFen, type Held } from './rules';
import { actCardUses, actCards, userActCards } from './schema';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

// An activity card at checkout: priced like a coupon (the coupon rules of rules.ts), one card per order and never with
// coupons (coupon/service.ts applyCoupons decides), a use locked with the order, consumed by its first payment,
// released when it is cancelled and returned when it is refunded in full — each exactly once, by a conditional update
// of the use's status.

type CardRow = typeof actCards.$inferSelect;
type HeldRow = typeof userActCards.$inferSelect;

// `ids` null: all of them (as the coupons' read, coupon/service.ts heldRows).
const cards = preparedRead((db) =>
  db
    .select({ u: userActCards, c: actCards })
    .from(userActCards)
    .innerJoin(actCards, eq(actCards.id, userActCards.cardId))
    .where(and(eq(userActCards.userId, sql.placeholder('userId')), sql`(${sql.placeholder('ids')}::text[] is null or ${userActCards.id} = any(${sql.placeholder('ids')}))`))
    .orderBy(desc(userActCards.grantedAt)),
);

async function heldCards(db: DbLike, userId: string, ids?: string[]) {
  return cards(db, { userId, ids: ids ?? null });
}

const asHeld = (u: HeldRow, c: CardRow): Held => ({
  id: u.id,
  status: USER_COUPON_STATUS.UNUSED,
  validFrom: u.validFrom,
  validTo: u.validTo,
  cusOrderId: null,
  template: templateOf(c),
});

export type AppliedCard = { userCardId: string; name: string; useType: UseType; discountFen: number; perLine: number[] };

/** Checks the card against the lines and prices it; any problem → 20103 with the reason. */
export async function applyActCard(db: DbLike, userId: string, userCardId: string, lines: Line[], now: Date): Promise<AppliedCard> {
  const [r] = await heldCards(db, userId, [userCardId]);
  if (!r) throw couponInvalid('活动卡不存在');
  const why = cardUnusableReason(r.u, templateOf(r.c), lines, now);
  if (why) throw couponInvalid(`${r.c.name}，${why}`);
  const { perCoupon, perLine } = allocate([asHeld(r.u, r.c)], lines);
  return { userCardId: r.u.id, name: r.c.name, useType: r.c.useLimit as UseType, discountFen: perCoupon.get(r.u.id) ?? 0, perLine };
}

/** A held card as one of the order's coupon options (typeName 活动卡; its use code is the userCardId). */
function cardOption(u: HeldRow, c: CardRow, discountFen: number, wherefore: string): CouponOption {
  const left = usesLeft(u);
  return {
    couponUseCode: u.id,
    couponId: c.id,
    status: USER_COUPON_STATUS.UNUSED,
    statusLabel: '未使用',
    validFrom: u.validFrom.toISOString(),
    validTo: u.validTo.toISOString(),
    cusOrderId: null,
    receivedAt: u.grantedAt.toISOString(),
    marketingCouponVO: {
      id: c.id,
      couponName: `${c.name}（剩余${left}次）`,
      typeName: ACT_CARD_TYPE_NAME,
      couponType: c.cardType as CouponType,
      reduceFen: c.rebateFen,
      discount: c.discountPermille,
      fullFen: c.rebateNeedFen,
      useType: c.useLimit as UseType,
      scopeCode: c.scopeCode,
      productName: c.scopeName,
      productId: c.useLimit === USE_TYPE.GOODS ? (c.scopeCode ?? '') : '',
      serviceLife: `${dotDate(u.validFrom)}-${dotDate(u.validTo)}`,
      merId: PLATFORM_MER_ID,
      belongType: ACT_CARD_BELONG_TYPE,
    },
    discountFen,
    wherefore,
  };
}

/** The user's live cards for these lines: usable (with what each takes off) and unusable (with the reason). */
export async function actCardOptions(db: DbLike, userId: string, lines: Line[], now: Date) {
  const usable: CouponOption[] = [];
  const unusable: CouponOption[] = [];
  for (const r of await heldCards(db, userId)) {
    // Used up, expired or revoked cards are not part of an order's choice.
    if (heldStateOf(r.u, now) !== USER_ACT_CARD_STATE.USABLE) continue;
    const t = templateOf(r.c);
    const why = cardUnusableReason(r.u, t, lines, now);
    if (why) unusable.push(cardOption(r.u, r.c, 0, why));
    else usable.push(cardOption(r.u, r.c, Math.min(discountOf(t, scopedFen(t, lines)), allocate([asHeld(r.u, r.c)], lines).perCoupon.get(r.u.id) ?? 0), ''));
  }
  return { usable, unusable };
}

/**
 * Takes one use of the card for the order (inside the submit's transaction): one conditional statement, so the last
 * use goes to one order only; a second card on the same order is refused (and the live-use index forbids it).
 */
export async function lockActCardUse(tx: DbLike, userId: string, cusOrderId: string, a: { userCardId: string; discountFen: number }, now: Date) {
  const [live] = await tx
    .select({ userCardId: actCardUses.userCardId })
    .from(actCardUses)
    .where(and(eq(actCardUses.cusOrderId, cusOrderId), inArray(actCardUses.status, [ACT_CARD_USE_STATUS.LOCKED, ACT_CARD_USE_STATUS.USED])));
  if (live) {
    if (live.userCardId === a.userCardId) return;
    throw couponInvalid('每单限用一张活动卡');
  }
  const took = await tx
    .update(userActCards)
    .set({ usedTimes: sql`${userActCards.usedTimes} + 1` })
    .where(
      and(
        eq(userActCards.id, a.userCardId),
        eq(userActCards.userId, userId),
        eq(userActCards.status, 1),
        sql`${userActCards.usedTimes} + ${userActCards.refundedTimes} < ${userActCards.totalTimes}`,
        lte(userActCards.validFrom, now),
        gt(userActCards.validTo, now),
      ),
    )
    .returning({ id: userActCards.id });
  if (!took.length) throw couponInvalid('活动卡次数已用完或已失效');
  await tx.insert(actCardUses).values({ id: newId('acu_'), userCardId: a.userCardId, userId, cusOrderId, discountFen: a.discountFen, status: ACT_CARD_USE_STATUS.LOCKED, createdAt: now });
}

/** Locked → 已使用 (the order's first payment, or a submit with nothing due). */
export async function consumeActCardUse(tx: DbLike, cusOrderId: string, now: Date) {
  await writeAsOne(tx, [actCardUseConsumed(tx, cusOrderId, now)]);
}

/** consumeActCardUse as a write for one statement (writeAsOne). */
export function actCardUseConsumed(tx: DbLike, cusOrderId: string, now: Date) {
  return actCardUseUsed(tx, { cusOrderId, now });
}

const actCardUseUsed = prebuilt<{ cusOrderId: string; now: Date }>((db) =>
  db
    .update(actCardUses)
    .set({ status: ACT_CARD_USE_STATUS.USED, usedAt: ph('now', actCardUses.usedAt) })
    .where(and(eq(actCardUses.cusOrderId, ph('cusOrderId')), eq(actCardUses.status, ACT_CARD_USE_STATUS.LOCKED))),
);

/**
 * Gives the order's use back to its card, exactly once: a locked use when the order is cancelled or expires
 * (→ 已释放), a used one when the order is refunded in full (→ 已退回). A second call finds no use in `from`.
 */
export async function giveBackActCardUse(tx: DbLike, cusOrderId: string, from: 'LOCKED' | 'USED') {
  const ended = await tx
    .update(actCardUses)
    .set({ status: from === 'LOCKED' ? ACT_CARD_USE_STATUS.RELEASED : ACT_CARD_USE_STATUS.RETURNED, endedAt: sql`now()` })
    .where(and(eq(actCardUses.cusOrderId, cusOrderId), eq(actCardUses.status, ACT_CARD_USE_STATUS[from])))
    .returning({ userCardId: actCardUses.userCardId });
  for (const e of ended) {
    await tx
      .update(userActCards)
      .set({ usedTimes: sql`${userActCards.usedTimes} - 1` })
      .where(and(eq(userActCards.id, e.userCardId), gt(userActCards.usedTimes, 0)));
  }
}

/** The card uses locked or used by these orders, as the order's coupon rows (status 2 locked, 3 used). */
export async function orderActCards(db: DbLike, cusOrderIds: string[]) {
  if (!cusOrderIds.length) return [];
  const rows = await db
    .select({ cusOrderId: actCardUses.cusOrderId, couponUseCode: actCardUses.userCardId, couponName: actCards.name, discountFen: actCardUses.discountFen, status: actCardUses.status })
    .from(actCardUses)
    .innerJoin(userActCards, eq(userActCards.id, actCardUses.userCardId))
    .innerJoin(actCards, eq(actCards.id, userActCards.cardId))
    .where(and(inArray(actCardUses.cusOrderId, cusOrderIds), inArray(actCardUses.status, [ACT_CARD_USE_STATUS.LOCKED, ACT_CARD_USE_STATUS.USED])));
  return rows.map((r) => ({
    ...r,
    couponName: `${r.couponName}（活动卡）`,
    status: r.status === ACT_CARD_USE_STATUS.USED ? USER_COUPON_STATUS.USED : USER_COUPON_STATUS.LOCKED,
  }));
}
