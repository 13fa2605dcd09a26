/** Coupon rules (inventory §5, §6, §15 Coupon), pure functions over today's priced lines. */
import { COUPON_TYPE, USER_COUPON_STATUS, USE_TYPE } from '@/lib/contract/coupon/enums';
import { fenToYuan } from '@/lib/format';
import type { Line } from '../order/pricing';

export type Template = {
  id: string;
  name: string;
  couponType: number;
  reduceFen: number;
  discountPermille: number;
  fullFen: number;
  useType: number;
  scopeCode: string | null;
  scopeName: string;
};
export type Held = { id: string; status: number; validFrom: Date; validTo: Date; cusOrderId: string | null; template: Template };

export const inScope = (t: Template, l: Line) =>
  t.useType === USE_TYPE.SITE ? true : t.useType === USE_TYPE.CATEGORY ? !!t.scopeCode && l.classCodes.includes(t.scopeCode) : l.goodsId === t.scopeCode;

export const scopedFen = (t: Template, lines: Line[]) => lines.filter((l) => inScope(t, l)).reduce((s, l) => s + l.lineTotalFen, 0);

/** What the coupon takes off a scoped amount: 满减 the reduction (≤ amount); 折扣 amount − ceil(amount × ‰). */
export function discountOf(t: Template, scoped: number): number {
  if (scoped <= 0) return 0;
  if (t.couponType === COUPON_TYPE.DISCOUNT) return Math.max(0, scoped - Math.ceil((scoped * t.discountPermille) / 1000));
  return Math.min(t.reduceFen, scoped);
}

/** '' when usable for these lines (by this customer order, for a coupon it already locked); else the reason. */
export function unusableReason(h: Held, lines: Line[], now: Date, ownOrderId?: string | null): string {
  if (h.status === USER_COUPON_STATUS.USED) return '优惠券已使用';
  if (h.status === USER_COUPON_STATUS.LOCKED && !(ownOrderId && h.cusOrderId === ownOrderId)) return '优惠券已被其他订单占用';
  if (h.status !== USER_COUPON_STATUS.UNUSED && h.status !== USER_COUPON_STATUS.LOCKED) return '优惠券已失效';
  if (now < h.validFrom) return '优惠券未到使用时间';
  if (now > h.validTo) return '优惠券已过期';
  const scoped = scopedFen(h.template, lines);
  if (scoped <= 0) return h.template.useType === USE_TYPE.GOODS ? '仅限指定商品使用' : '仅限指定品类使用';
  if (scoped < h.template.fullFen) return `未满${fenToYuan(h.template.fullFen)}元`;
  return '';
}

/** Combination rule (§0.5 / §6): one 全场 or 品类 coupon alone, or 商品 coupons one per goods. '' when fine. */
export function combinationError(selected: Held[]): string {
  if (selected.length <= 1) return '';
  if (selected.some((h) => h.template.useType !== USE_TYPE.GOODS)) return '全场通用券或品类券每单限用一张，且不能与其他优惠券同时使用';
  const goodsIds = selected.map((h) => h.template.scopeCode);
  if (new Set(goodsIds).size !== goodsIds.length) return '同一商品只能使用一张优惠券';
  return '';
}

/**
 * Applies the selected coupons: per coupon its discount, spread over its scoped lines by amount (the last takes the
 * rest); a line keeps at least 1 fen payable. Returns per coupon and per line discounts.
 */
export function allocate(selected: Held[], lines: Line[]): { perCoupon: Map<string, number>; perLine: number[] } {
  const perLine = lines.map(() => 0);
  const perCoupon = new Map<string, number>();
  for (const h of selected) {
    const idx = lines.map((l, i) => (inScope(h.template, l) ? i : -1)).filter((i) => i >= 0);
    const scoped = idx.reduce((s, i) => s + lines[i].lineTotalFen, 0);
    let want = discountOf(h.template, scoped);
    // Never below 1 fen per line.
    const room = idx.reduce((s, i) => s + Math.max(0, lines[i].lineTotalFen - perLine[i] - 1), 0);
    want = Math.min(want, room);
    let left = want;
    idx.forEach((i, k) => {
      const cap = Math.max(0, lines[i].lineTotalFen - perLine[i] - 1);
      const share = k === idx.length - 1 ? left : Math.min(cap, Math.floor((want * lines[i].lineTotalFen) / scoped));
      const take = Math.min(cap, share);
      perLine[i] += take;
      left -= take;
    });
    perCoupon.set(h.id, want - left);
  }
  return { perCoupon, perLine };
}
