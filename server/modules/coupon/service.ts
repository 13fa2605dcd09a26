import { and, asc, count, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { AppError, ERR, badInput } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { goods } from '../catalog/schema';
import { OERR, couponInvalid, newId } from '../order/common';
import type { Line } from '../order/pricing';
import { couponTemplates, userCoupons } from './schema';
import { allocate, combinationError, discountOf, scopedFen, unusableReason, type Held, type Template } from './rules';

type TemplateRow = typeof couponTemplates.$inferSelect;
type UserCouponRow = typeof userCoupons.$inferSelect;

const dot = (d: Date) => {
  const b = new Date(d.getTime() + 8 * 3600 * 1000);
  return `${b.getUTCFullYear()}.${String(b.getUTCMonth() + 1).padStart(2, '0')}.${String(b.getUTCDate()).padStart(2, '0')}`;
};

export function presentTemplate(t: TemplateRow) {
  return {
    id: t.id,
    couponName: t.name,
    typeName: '平台券',
    couponType: t.couponType as 1 | 2,
    reduceFen: t.reduceFen,
    discount: t.discountPermille,
    fullFen: t.fullFen,
    useType: t.useType as 1 | 2 | 3,
    scopeCode: t.scopeCode,
    productName: t.scopeName,
    productId: t.useType === 3 ? (t.scopeCode ?? '') : '',
    serviceLife: t.validDays ? `领取后${t.validDays}天内有效` : `${dot(t.validFrom)}-${dot(t.validTo)}`,
    merId: '-1' as const,
    belongType: 'COUPON_DISCOUNT' as const,
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

const STATUS_LABEL = { 1: '未使用', 2: '已锁定', 3: '已使用', 4: '已过期' } as const;

export function presentUserCoupon(u: UserCouponRow, t: TemplateRow, now: Date) {
  const status = (u.status === 1 && now > u.validTo ? 4 : u.status) as 1 | 2 | 3 | 4;
  return {
    couponUseCode: u.id,
    couponId: u.templateId,
    status,
    statusLabel: STATUS_LABEL[status],
    validFrom: u.validFrom.toISOString(),
    validTo: u.validTo.toISOString(),
    cusOrderId: u.cusOrderId,
    receivedAt: u.receivedAt.toISOString(),
    marketingCouponVO: presentTemplate(t),
  };
}

/** The user's coupons with their templates (all, or the given codes). */
async function heldRows(db: DbLike, userId: string, codes?: string[]) {
  const where = codes ? and(eq(userCoupons.userId, userId), inArray(userCoupons.id, codes)) : eq(userCoupons.userId, userId);
  return db
    .select({ u: userCoupons, t: couponTemplates })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(where)
    .orderBy(desc(userCoupons.receivedAt));
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
  coupons: { couponUseCode: string; couponName: string; useType: 1 | 2 | 3; discountFen: number }[];
  discountFen: number;
};

/** Checks and applies the chosen coupons to the lines; any problem → 20103 with the reason. */
export async function applyCoupons(db: DbLike, userId: string, codes: string[], lines: Line[], now: Date, ownOrderId?: string | null): Promise<AppliedCoupons> {
  const unique = [...new Set(codes)];
  if (!unique.length) return { held: [], perCoupon: new Map(), perLine: lines.map(() => 0), coupons: [], discountFen: 0 };
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
    useType: h.template.useType as 1 | 2 | 3,
    discountFen: perCoupon.get(h.id) ?? 0,
  }));
  return { held, perCoupon, perLine, coupons, discountFen: coupons.reduce((s, c) => s + c.discountFen, 0) };
}

/** Every coupon the user holds, split into usable (with what it deducts alone) and unusable (with the reason). */
export async function couponOptions(db: DbLike, userId: string, lines: Line[], now: Date, ownOrderId?: string | null) {
  const rows = await heldRows(db, userId);
  const usable: (ReturnType<typeof presentUserCoupon> & { discountFen: number; wherefore: string })[] = [];
  const unusable: typeof usable = [];
  for (const r of rows) {
    const h = toHeld(r);
    // Used or expired long ago are not part of an order's choice.
    if (h.status === 3 || h.status === 4) continue;
    const why = unusableReason(h, lines, now, ownOrderId);
    const view = presentUserCoupon(r.u, r.t, now);
    if (why) unusable.push({ ...view, discountFen: 0, wherefore: why });
    else usable.push({ ...view, discountFen: Math.min(discountOf(h.template, scopedFen(h.template, lines)), allocate([h], lines).perCoupon.get(h.id) ?? 0), wherefore: '' });
  }
  usable.sort((a, b) => b.discountFen - a.discountFen);
  return { usable, unusable };
}

/** Locks the applied coupons for a customer order; one that is no longer free (another order won) → 20103. */
export async function lockCoupons(tx: DbLike, userId: string, cusOrderId: string, applied: AppliedCoupons, now: Date) {
  for (const h of applied.held) {
    const done = await tx
      .update(userCoupons)
      .set({ status: 2, cusOrderId, lockedAt: now, discountFen: applied.perCoupon.get(h.id) ?? 0 })
      .where(
        and(
          eq(userCoupons.id, h.id),
          eq(userCoupons.userId, userId),
          or(eq(userCoupons.status, 1), and(eq(userCoupons.status, 2), eq(userCoupons.cusOrderId, cusOrderId))),
        ),
      )
      .returning({ id: userCoupons.id });
    if (!done.length) throw couponInvalid(`${h.template.name}，优惠券已被其他订单占用`);
  }
}

/** Back to 未使用 (order cancelled or expired). */
export async function releaseCoupons(tx: DbLike, cusOrderId: string) {
  await tx
    .update(userCoupons)
    .set({ status: 1, cusOrderId: null, lockedAt: null, discountFen: 0 })
    .where(and(eq(userCoupons.cusOrderId, cusOrderId), eq(userCoupons.status, 2)));
}

/** Locked → 已使用 (first payment of the order). */
export async function consumeCoupons(tx: DbLike, cusOrderId: string, now: Date) {
  await tx.update(userCoupons).set({ status: 3, usedAt: now }).where(and(eq(userCoupons.cusOrderId, cusOrderId), eq(userCoupons.status, 2)));
}

export async function orderCoupons(db: DbLike, cusOrderIds: string[]) {
  if (!cusOrderIds.length) return [];
  return db
    .select({ cusOrderId: userCoupons.cusOrderId, couponUseCode: userCoupons.id, couponName: couponTemplates.name, discountFen: userCoupons.discountFen, status: userCoupons.status })
    .from(userCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
    .where(and(inArray(userCoupons.cusOrderId, cusOrderIds), inArray(userCoupons.status, [2, 3])));
}

/** My coupons: tab 1 未使用 (valid, not locked), 2 已使用 (used or locked), 3 已过期. */
export async function myCoupons(db: DbLike, userId: string, status: 1 | 2 | 3, page: number, limit: number, now: Date) {
  const base = eq(userCoupons.userId, userId);
  const where =
    status === 1
      ? and(base, eq(userCoupons.status, 1), gt(userCoupons.validTo, now))
      : status === 2
        ? and(base, inArray(userCoupons.status, [2, 3]))
        : and(base, or(eq(userCoupons.status, 4), and(eq(userCoupons.status, 1), lte(userCoupons.validTo, now))));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ u: userCoupons, t: couponTemplates })
      .from(userCoupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, userCoupons.templateId))
      .where(where)
      .orderBy(desc(userCoupons.receivedAt), asc(userCoupons.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(userCoupons).where(where),
  ]);
  return paged(rows.map((r) => presentUserCoupon(r.u, r.t, now)), n, page, limit);
}

export const paged = <T>(records: T[], total: number, page: number, limit: number) => ({
  records,
  totalCount: total,
  totalPage: Math.ceil(total / limit),
  current: page,
  limit,
});

/** Receive a coupon: within its receiving window, while stock lasts, up to the per-user limit. */
export async function receiveCoupon(db: DbLike, userId: string, templateId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).for('update');
    if (!t || t.status !== 1) throw new AppError(ERR.NOT_FOUND, '优惠券不存在');
    if (now < t.validFrom) throw couponInvalid('活动未开始');
    if (now > t.validTo) throw couponInvalid('优惠券已过期');
    const [{ n }] = await tx.select({ n: count() }).from(userCoupons).where(and(eq(userCoupons.userId, userId), eq(userCoupons.templateId, t.id)));
    if (n >= t.perUserLimit) throw new AppError(ERR.CONFLICT, '您已领取过该优惠券');
    const took = await tx
      .update(couponTemplates)
      .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
      .where(and(eq(couponTemplates.id, t.id), lt(couponTemplates.receivedCount, couponTemplates.totalCount)))
      .returning({ id: couponTemplates.id });
    if (!took.length) throw new AppError(OERR.COUPON_INVALID, '优惠券已领完');
    const id = newId('uc');
    const validTo = t.validDays ? new Date(Math.min(now.getTime() + t.validDays * 86400_000, Number.MAX_SAFE_INTEGER)) : t.validTo;
    await tx.insert(userCoupons).values({ id, userId, templateId: t.id, status: 1, validFrom: t.validDays ? now : t.validFrom, validTo, receivedAt: now });
    return { couponUseCode: id, couponStatus: (n + 1 >= t.perUserLimit ? 2 : 1) as 1 | 2 | 3 };
  });
}

/** Coupons a goods detail page offers: site-wide, its categories, the goods itself (all when goodsId is absent). */
export async function receivableCoupons(db: DbLike, userId: string | null, goodsId: string | undefined, page: number, limit: number, now: Date) {
  let scope: string[] | null = null;
  let gid = '';
  if (goodsId) {
    const [g] = await db.select().from(goods).where(eq(goods.id, goodsId)).limit(1);
    if (!g) throw badInput('goodsId：商品不存在');
    gid = g.id;
    scope = [g.classCode1, g.classCode2, g.classCode3, g.classCode].filter((x): x is string => !!x);
  }
  const all = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.status, 1), lte(couponTemplates.validFrom, now), gt(couponTemplates.validTo, now)))
    .orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
  const fit = all.filter((t) => !scope || t.useType === 1 || (t.useType === 2 && scope.includes(t.scopeCode ?? '')) || (t.useType === 3 && t.scopeCode === gid));
  const mine = new Map<string, number>();
  if (userId && fit.length) {
    const rows = await db
      .select({ templateId: userCoupons.templateId, n: count() })
      .from(userCoupons)
      .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.templateId, fit.map((t) => t.id))))
      .groupBy(userCoupons.templateId);
    for (const r of rows) mine.set(r.templateId, r.n);
  }
  const records = fit.map((t) => {
    const remaining = Math.max(0, t.totalCount - t.receivedCount);
    const couponStatus = ((mine.get(t.id) ?? 0) >= t.perUserLimit ? 2 : remaining <= 0 ? 3 : 1) as 1 | 2 | 3;
    return { ...presentTemplate(t), couponStatus, remaining };
  });
  return paged(records.slice((page - 1) * limit, page * limit), records.length, page, limit);
}
