import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { preparedRead } from '../../db/prepared';
import type { CouponOption, CouponTemplate, UserCoupon } from '@/lib/contract/coupon/api';
import {
  COUPON_BELONG_TYPE,
  MY_COUPON_TAB,
  PLATFORM_MER_ID,
  PLATFORM_TYPE_NAME,
  USER_COUPON_STATUS,
  USER_COUPON_STATUS_LABEL,
  USE_TYPE,
  type CouponType,
  type MyCouponTab,
  type UseType,
  type UserCouponStatus,
} from '@/lib/contract/coupon/enums';
import type { Paged } from '@/lib/contract/paging';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { couponInvalid } from '../order/common';
import type { Line } from '../order/pricing';
import { couponTemplates, userActCards, userCoupons } from './schema';
import { allocate, combinationError, discountOf, scopedFen, unusableReason, type Held, type Template } from './rules';
import { isActCardCode } from '@/lib/contract/coupon/actCardEnums';
import { actCardOptions, actCardUseConsumed, applyActCard, giveBackActCardUse, lockActCardUse, orderActCards } from './actCardUse';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

type TemplateRow = typeof couponTemplates.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

const dot = (d: Date) => {
  const b = new Date(d.getTime() + 8 * 3600 * 1000);
  return `${b.getUTCFullYear()}.${String(b.getUTCMonth() + 1).padStart(2, '0')}.${String(b.getUTCDate()).padStart(2, '0')}`;
};

export function presentTemplate(t: TemplateRow): CouponTemplate {
  return {
    id: t.id,
    couponName: t.name,
    typeName: PLATFORM_TYPE_NAME,
    couponType: t.couponType as CouponType,
    reduceFen: t.reduceFen,
    discount: t.discountPermille,
    fullFen: t.fullFen,
    useType: t.useType as UseType,
    scopeCode: t.scopeCode,
    productName: t.scopeName,
    productId: t.useType === USE_TYPE.GOODS ? (t.scopeCode ?? '') : '',
    serviceLife: t.validDays ? `领取后${t.validDays}天内有效` : `${dot(t.validFrom)}-${dot(t.validTo)}`,
    merId: PLATFORM_MER_ID,
    belongType: COUPON_BELONG_TYPE,
  };
}

const toTemplate = (t: TemplateRow): Template => ({
  id: t.id,
  name: t.name,
  couponType: t.couponType,
  reduceFen: t.reduceFen,
  discountPermille: t.discountPermille,
  fullFen: t.fullFen,
  useType: t.useType,
  scopeCode: t.scopeCode,
  scopeName: t.scopeName,
});

export function presentUserCoupon(u: UserCouponRow, t: TemplateRow, now: Date): UserCoupon {
  const status = (u.status === USER_COUPON_STATUS.UNUSED && now > u.validTo ? USER_COUPON_STATUS.EXPIRED : u.status) as UserCouponStatus;
  return {
    couponUseCode: u.id,
    couponId: u.templateId,
    status,
    statusLabel: USER_COUPON_STATUS_LABEL[status],
    validFrom: u.validFrom.toISOString(),
    validTo: u.validTo.toISOString(),
    cusOrderId: u.cusOrderId,
    receivedAt: u.receivedAt.toISOString(),
    marketingCouponVO: presentTemplate(t),
  };
}

/**
 * The user's coupons with their templates (all, or the given codes); each row also says whether the user holds any
 * activity card, so that the checkout's choice reads the cards only then (couponOptions).
 */
// `codes` null: all of them (one text for both; an unnamed statement is planned with the values given).
const held = preparedRead((db) =>
  db
    .select({ u: userCoupons, t: couponTemplates, cards: sql<boolean>`exists (select 1 from ${userActCards} where ${userActCards.userId} = ${sql.placeholder('userId')})` })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(and(eq(userCoupons.userId, sql.placeholder('userId')), sql`(${sql.placeholder('codes')}::text[] is null or ${userCoupons.id} = any(${sql.placeholder('codes')}))`))
    .orderBy(desc(userCoupons.receivedAt)),
);

async function heldRows(db: DbLike, userId: string, codes?: string[]) {
  return held(db, { userId, codes: codes ?? null });
}

/** The read behind couponOptions, started ahead (alongside the read of the lines it is weighed against). */
export type HeldCoupons = ReturnType<typeof heldRows>;

/** Starts the read of all the user's coupons for couponOptions; a failure is seen where it is awaited. */
export function readHeldCoupons(db: DbLike, userId: string): HeldCoupons {
  const rows = heldRows(db, userId);
  // Not awaited when the lines fail first: kept from surfacing as an unhandled rejection.
  rows.catch(() => undefined);
  return rows;
}

const toHeld = (r: { u: UserCouponRow; t: TemplateRow }): Held => ({
  id: r.u.id,
  status: r.u.status,
  validFrom: r.u.validFrom,
  validTo: r.u.validTo,
  cusOrderId: r.u.cusOrderId,
  template: toTemplate(r.t),
});

export type AppliedCoupons = {
  held: Held[];
  perCoupon: Map<string, number>;
  perLine: number[];
  coupons: { couponUseCode: string; couponName: string; useType: UseType; discountFen: number }[];
  discountFen: number;
  /** An activity card instead of coupons (actCardUse.ts): its use is locked with the order. */
  actCard: { userCardId: string; discountFen: number } | null;
};

/** Checks and applies the chosen coupons to the lines; any problem → 20103 with the reason. */
export async function applyCoupons(db: DbLike, userId: string, codes: string[], lines: Line[], now: Date, ownOrderId?: string | null): Promise<AppliedCoupons> {
  const unique = [...new Set(codes)];
  if (!unique.length) return { held: [], perCoupon: new Map(), perLine: lines.map(() => 0), coupons: [], discountFen: 0, actCard: null };
  const cards = unique.filter(isActCardCode);
  if (cards.length) {
    if (cards.length > 1) throw couponInvalid('每单限用一张活动卡');
    if (unique.length > 1) throw couponInvalid('活动卡不能与优惠券同时使用');
    const a = await applyActCard(db, userId, cards[0], lines, now);
    const coupons = [{ couponUseCode: a.userCardId, couponName: a.name, useType: a.useType, discountFen: a.discountFen }];
    return { held: [], perCoupon: new Map(), perLine: a.perLine, coupons, discountFen: a.discountFen, actCard: { userCardId: a.userCardId, discountFen: a.discountFen } };
  }
  const rows = await heldRows(db, userId, unique);
  if (rows.length !== unique.length) throw couponInvalid('优惠券不存在');
  const held = rows.map(toHeld);
  for (const h of held) {
    const why = unusableReason(h, lines, now, ownOrderId);
    if (why) throw couponInvalid(`${h.template.name}，${why}`);
  }
  const combo = combinationError(held);
  if (combo) throw couponInvalid(combo);
  const { perCoupon, perLine } = allocate(held, lines);
  const coupons = held.map((h) => ({
    couponUseCode: h.id,
    couponName: h.template.name,
    useType: h.template.useType as UseType,
    discountFen: perCoupon.get(h.id) ?? 0,
  }));
  return { held, perCoupon, perLine, coupons, discountFen: coupons.reduce((s, c) => s + c.discountFen, 0), actCard: null };
}

/** Every coupon the user holds, split into usable (with what it deducts alone) and unusable (with the reason). */
export async function couponOptions(db: DbLike, userId: string, lines: Line[], now: Date, ownOrderId?: string | null, started?: HeldCoupons) {
  const rows = await (started ?? heldRows(db, userId));
  const usable: CouponOption[] = [];
  const unusable: typeof usable = [];
  for (const r of rows) {
    const h = toHeld(r);
    // Used or expired long ago are not part of an order's choice.
    if (h.status === USER_COUPON_STATUS.USED || h.status === USER_COUPON_STATUS.EXPIRED) continue;
    const why = unusableReason(h, lines, now, ownOrderId);
    const view = presentUserCoupon(r.u, r.t, now);
    if (why) unusable.push({ ...view, discountFen: 0, wherefore: why });
    else usable.push({ ...view, discountFen: Math.min(discountOf(h.template, scopedFen(h.template, lines)), allocate([h], lines).perCoupon.get(h.id) ?? 0), wherefore: '' });
  }
  // The cards are read only when the coupons' read says there are some (or had no row to say it on).
  const cards = !rows.length || rows[0].cards ? await actCardOptions(db, userId, lines, now) : { usable: [], unusable: [] };
  usable.push(...cards.usable);
  unusable.push(...cards.unusable);
  usable.sort((a, b) => b.discountFen - a.discountFen);
  return { usable, unusable };
}

/** Locks the applied coupons for a customer order; one that is no longer free (another order won) → 20103. */
export async function lockCoupons(tx: DbLike, userId: string, cusOrderId: string, applied: AppliedCoupons, now: Date) {
  for (const h of applied.held) {
    const done = await tx
      .update(userCoupons)
      .set({ status: USER_COUPON_STATUS.LOCKED, cusOrderId, lockedAt: now, discountFen: applied.perCoupon.get(h.id) ?? 0 })
      .where(
        and(
          eq(userCoupons.id, h.id),
          eq(userCoupons.userId, userId),
          or(eq(userCoupons.status, USER_COUPON_STATUS.UNUSED), and(eq(userCoupons.status, USER_COUPON_STATUS.LOCKED), eq(userCoupons.cusOrderId, cusOrderId))),
        ),
      )
      .returning({ id: userCoupons.id });
    if (!done.length) throw couponInvalid(`${h.template.name}，优惠券已被其他订单占用`);
  }
  if (applied.actCard) await lockActCardUse(tx, userId, cusOrderId, applied.actCard, now);
}

/** Back to 未使用 (order cancelled or expired); a card's locked use goes back to the card. */
export async function releaseCoupons(tx: DbLike, cusOrderId: string) {
  await tx
    .update(userCoupons)
    .set({ status: USER_COUPON_STATUS.UNUSED, cusOrderId: null, lockedAt: null, discountFen: 0 })
    .where(and(eq(userCoupons.cusOrderId, cusOrderId), eq(userCoupons.status, USER_COUPON_STATUS.LOCKED)));
  await giveBackActCardUse(tx, cusOrderId, 'LOCKED');
}

/** Locked → 已使用 (first payment of the order). */
export async function consumeCoupons(tx: DbLike, cusOrderId: string, now: Date) {
  await writeAsOne(tx, couponsConsumed(tx, cusOrderId, now));
}

/** consumeCoupons as writes for one statement (writeAsOne): the locked coupons and the locked card use become used. */
export function couponsConsumed(tx: DbLike, cusOrderId: string, now: Date) {
  return [couponsUsed(tx, { cusOrderId, now }), actCardUseConsumed(tx, cusOrderId, now)];
}

/** The order's locked coupons become used (built once, server/db/prebuilt.ts). */
const couponsUsed = prebuilt<{ cusOrderId: string; now: Date }>((db) =>
  db
    .update(userCoupons)
    .set({ status: USER_COUPON_STATUS.USED, usedAt: ph('now', userCoupons.usedAt) })
    .where(and(eq(userCoupons.cusOrderId, ph('cusOrderId')), eq(userCoupons.status, USER_COUPON_STATUS.LOCKED))),
);

/** The coupons (and activity card) locked or used by these customer orders (their detail shows them). */
export async function orderCoupons(db: DbLike, cusOrderIds: string[]) {
  if (!cusOrderIds.length) return [];
  const coupons = await db
    .select({ cusOrderId: userCoupons.cusOrderId, couponUseCode: userCoupons.id, couponName: couponTemplates.name, discountFen: userCoupons.discountFen, status: userCoupons.status })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(and(inArray(userCoupons.cusOrderId, cusOrderIds), inArray(userCoupons.status, [USER_COUPON_STATUS.LOCKED, USER_COUPON_STATUS.USED])));
  return [...coupons, ...(await orderActCards(db, cusOrderIds))];
}

/**
 * find_my_coupon_page: tab 1 未使用 (valid, not locked), 2 已使用 (used or locked), 3 已过期, 4 失效券 (used or
 * expired; a locked one may still come back when its order is cancelled), the last by validity end, latest first.
 */
export async function findMyCouponPage(db: DbLike, userId: string, tab: MyCouponTab, page: number, limit: number, now: Date): Promise<Paged<UserCoupon>> {
  const base = eq(userCoupons.userId, userId);
  const { UNUSED, LOCKED, USED, EXPIRED } = USER_COUPON_STATUS;
  const expired = or(eq(userCoupons.status, EXPIRED), and(eq(userCoupons.status, UNUSED), lte(userCoupons.validTo, now)));
  const where =
    tab === MY_COUPON_TAB.UNUSED
      ? and(base, eq(userCoupons.status, UNUSED), gt(userCoupons.validTo, now))
      : tab === MY_COUPON_TAB.USED
        ? and(base, inArray(userCoupons.status, [LOCKED, USED]))
        : tab === MY_COUPON_TAB.INVALID
          ? and(base, or(eq(userCoupons.status, USED), expired))
          : and(base, expired);
  const order = tab === MY_COUPON_TAB.INVALID ? [desc(userCoupons.validTo), asc(userCoupons.id)] : [desc(userCoupons.receivedAt), asc(userCoupons.id)];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ u: userCoupons, t: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(userCoupons).where(where),
  ]);
  return pageOf(
    rows.map((r) => presentUserCoupon(r.u, r.t, now)),
    n,
    page,
    limit,
  );
}
