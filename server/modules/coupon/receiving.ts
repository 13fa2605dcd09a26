import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { ReceivableCoupon, ReceivableCouponPage, ReceiveCouponResult } from '@/lib/contract/coupon/api';
import { ALREADY_RECEIVED_MSG, COUPON_AUDIENCE, COUPON_ERR, NEW_CUSTOMER_ONLY_MSG, RECEIVE_STATUS, TEMPLATE_ON, UNLIMITED, USER_COUPON_STATUS, USE_TYPE } from '@/lib/contract/coupon/enums';
import { AppError, badInput, notFound } from '../../http/errors';
import { newId } from '../../db/ids';
import { offsetOf, pageOf } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { goodsByIds } from '../goods/query';
import { hasNoPaidOrderSql, hasPaidOrder } from '../order/facts';
import { couponQuota, couponTemplates, userCoupons } from './schema';
import { presentTemplate } from './service';

// Receiving coupons (领券中心 and the goods page): the per-user limit and the stock are each reserved by ONE
// conditional statement inside the receive's transaction (ADR 0004); a refusal of the second rolls the first back.

type TemplateRow = typeof couponTemplates.$inferSelect;

const unavailable = (msg: string) => new AppError(COUPON_ERR.UNAVAILABLE, msg);
const notForYou = () => new AppError(COUPON_ERR.NOT_FOR_YOU, NEW_CUSTOMER_ONLY_MSG);

/** SQL: this user is in the template row's audience (everyone, or 新客: no paid order yet; order/facts.ts). */
const inAudience = (userId: string) => or(eq(couponTemplates.audience, COUPON_AUDIENCE.EVERYONE), hasNoPaidOrderSql(userId));

/** When receiving ends: receive_to when set, else the end of validity. */
export const receiveEndOf = (t: Pick<TemplateRow, 'receiveTo' | 'validTo'>) => t.receiveTo ?? t.validTo;
const receiveEndSql = sql`coalesce(${couponTemplates.receiveTo}, ${couponTemplates.validTo})`;

/** Templates that can be received at `now`: on, started, not ended. */
const receivableNow = (now: Date) => and(eq(couponTemplates.status, TEMPLATE_ON), lte(couponTemplates.validFrom, now), sql`${receiveEndSql} > ${now}`);

/** receive_coupon: within its receiving window, while stock lasts, up to the per-user limit (510 beyond it). */
export async function receiveCoupon(db: DbLike, userId: string, templateId: string, now: Date): Promise<ReceiveCouponResult> {
  const [t] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
  if (!t || t.status !== TEMPLATE_ON) throw notFound('优惠券不存在');
  if (now < t.validFrom) throw unavailable('活动未开始，请稍后再来');
  if (now >= receiveEndOf(t)) throw unavailable('该优惠券已结束领取');
  // Gone already: refused without a transaction or a lock (only a refusal takes this shortcut; a grant is always
  // decided by the conditional UPDATE below).
  if (t.totalCount !== UNLIMITED && t.receivedCount >= t.totalCount) throw unavailable('优惠券已领完');
  return db.transaction(async (tx) => {
    // The audience and the per-user limit in one statement: the quota row is inserted (or counted up) only from the
    // template's row while the user is in its audience, so no read of "is a 新客" can go stale before the write.
    const quota = await tx
      .insert(couponQuota)
      .select(
        tx
          .select({ userId: sql<string>`${userId}::text`.as('user_id'), templateId: couponTemplates.id, taken: sql<number>`1`.as('taken') })
          .from(couponTemplates)
          .where(and(eq(couponTemplates.id, t.id), inAudience(userId))),
      )
      .onConflictDoUpdate({
        target: [couponQuota.userId, couponQuota.templateId],
        set: { taken: sql`${couponQuota.taken} + 1` },
        setWhere: sql`${couponQuota.taken} < ${t.perUserLimit}`,
      })
      .returning({ taken: couponQuota.taken });
    if (!quota.length) {
      // Refused: say why (a read only to word the refusal; the statement above decided it).
      if (t.audience === COUPON_AUDIENCE.NEW_CUSTOMER && (await hasPaidOrder(tx, userId))) throw notForYou();
      throw new AppError(COUPON_ERR.ALREADY_RECEIVED, ALREADY_RECEIVED_MSG);
    }
    // Last: every receiver shares the template's row, so its lock is held as briefly as possible.
    const took = await tx
      .update(couponTemplates)
      .set({ receivedCount: sql`${couponTemplates.receivedCount} + 1` })
      .where(
        and(
          eq(couponTemplates.id, t.id),
          receivableNow(now),
          or(eq(couponTemplates.totalCount, UNLIMITED), sql`${couponTemplates.receivedCount} < ${couponTemplates.totalCount}`),
        ),
      )
      .returning({ id: couponTemplates.id });
    if (!took.length) throw unavailable('优惠券已领完');
    const id = newId('uc_');
    const validTo = t.validDays ? new Date(now.getTime() + t.validDays * 86400_000) : t.validTo;
    await tx.insert(userCoupons).values({ id, userId, templateId: t.id, status: USER_COUPON_STATUS.UNUSED, validFrom: t.validDays ? now : t.validFrom, validTo, receivedAt: now });
    return { couponUseCode: id, couponStatus: quota[0].taken >= t.perUserLimit ? RECEIVE_STATUS.RECEIVED : RECEIVE_STATUS.RECEIVABLE };
  });
}

/** `paid`: the caller has a paid order (not a 新客); false for a visitor, who is asked to log in first. */
function presentReceivable(t: TemplateRow, taken: number, paid: boolean): ReceivableCoupon {
  const unlimited = t.totalCount === UNLIMITED;
  const countSur = unlimited ? UNLIMITED : Math.max(0, t.totalCount - t.receivedCount);
  const outside = t.audience === COUPON_AUDIENCE.NEW_CUSTOMER && paid;
  const couponStatus =
    taken >= t.perUserLimit ? RECEIVE_STATUS.RECEIVED : outside ? RECEIVE_STATUS.NOT_FOR_YOU : !unlimited && countSur <= 0 ? RECEIVE_STATUS.SOLD_OUT : RECEIVE_STATUS.RECEIVABLE;
  const audience = t.audience === COUPON_AUDIENCE.NEW_CUSTOMER ? COUPON_AUDIENCE.NEW_CUSTOMER : COUPON_AUDIENCE.EVERYONE;
  return { ...presentTemplate(t), couponStatus, countSum: t.totalCount, countSur, remark: t.remark, audience, receiveEndDate: receiveEndOf(t).toISOString() };
}

/** Whether the caller is outside a 新客 coupon's audience (asked only when one of `ts` is for 新客 only). */
async function paidBefore(db: DbLike, userId: string | null, ts: TemplateRow[]) {
  if (!userId || !ts.some((t) => t.audience === COUPON_AUDIENCE.NEW_CUSTOMER)) return false;
  return hasPaidOrder(db, userId);
}

/** What the user has taken of each template (coupon_quota: the per-user limit's own count). */
async function takenOf(db: DbLike, userId: string | null, ids: string[]) {
  const mine = new Map<string, number>();
  if (!userId || !ids.length) return mine;
  const rows = await db
    .select({ templateId: couponQuota.templateId, taken: couponQuota.taken })
    .from(couponQuota)
    .where(and(eq(couponQuota.userId, userId), inArray(couponQuota.templateId, ids)));
  for (const r of rows) mine.set(r.templateId, r.taken);
  return mine;
}

type FindInput = { goodsId?: string; findType?: number; couponIds?: string[]; page: number; limit: number };

/**
 * find_page: with findType 1 the 领券中心 (every coupon receivable now, newest campaigns first, paged in SQL);
 * otherwise the coupons a goods page offers — site-wide, its categories, the goods itself (all without goodsId).
 * Ended coupons are never listed; sold-out ones stay (greyed 已领完).
 */
export async function findCouponPage(db: DbLike, userId: string | null, input: FindInput, now: Date): Promise<ReceivableCouponPage> {
  const { page, limit } = input;
  const serverTime = now.toISOString();
  if (input.findType === 1 || !input.goodsId) {
    const where = input.couponIds?.length ? and(receivableNow(now), inArray(couponTemplates.id, input.couponIds)) : receivableNow(now);
    const [rows, [{ n }]] = await Promise.all([
      db
        .select()
        .from(couponTemplates)
        .where(where)
        .orderBy(asc(couponTemplates.sort), desc(couponTemplates.createdAt), asc(couponTemplates.id))
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db.select({ n: sql<number>`count(*)::int` }).from(couponTemplates).where(where),
    ]);
    const [mine, paid] = await Promise.all([takenOf(db, userId, rows.map((t) => t.id)), paidBefore(db, userId, rows)]);
    return { ...pageOf(rows.map((t) => presentReceivable(t, mine.get(t.id) ?? 0, paid)), n, page, limit), serverTime };
  }
  const [g] = await goodsByIds(db, [input.goodsId]);
  if (!g) throw badInput('goodsId：商品不存在');
  const scope = [g.classCode1, g.classCode2, g.classCode3, g.classCode].filter((x): x is string => !!x);
  const all = await db.select().from(couponTemplates).where(and(receivableNow(now), gt(couponTemplates.validTo, now))).orderBy(asc(couponTemplates.sort), asc(couponTemplates.id));
  const fit = all.filter(
    (t) => t.useType === USE_TYPE.SITE || (t.useType === USE_TYPE.CATEGORY && scope.includes(t.scopeCode ?? '')) || (t.useType === USE_TYPE.GOODS && t.scopeCode === g.id),
  );
  const [mine, paid] = await Promise.all([takenOf(db, userId, fit.map((t) => t.id)), paidBefore(db, userId, fit)]);
  const records = fit.map((t) => presentReceivable(t, mine.get(t.id) ?? 0, paid));
  return { ...pageOf(records.slice(offsetOf(page, limit), offsetOf(page, limit) + limit), records.length, page, limit), serverTime };
}
