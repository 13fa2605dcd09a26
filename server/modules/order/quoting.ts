import type { CouponOptionPage } from '@/lib/contract/coupon/api';
import type { CouponCalculationResult, DiscountsSettlementResult, PriceInput, Settlement } from '@/lib/contract/order/api';
import { COUPON_FIND_TYPE } from '@/lib/contract/order/enums';
import type { Db } from '../../db/client';
import { offsetOf, pageOf } from '../../db/paging';
import { couponOptions } from '../coupon/service';
import { checkoutLines, settleCheckout, type CheckoutSource } from './checkout';
import { settlePending } from './drafts';
import type { Line } from './pricing';

// What a checkout costs before it is submitted: the server's price with the chosen coupons, and the coupon lists.

/** The checkout source of a priced request (the API names a quantity goodsNumber). */
export const sourceOf = (f: Pick<PriceInput, 'items' | 'cartIds' | 'comboId' | 'activityProductId'>): CheckoutSource => ({
  items: f.items?.map((i) => ({ goodsId: i.goodsId, skuId: i.skuId, quantity: i.goodsNumber })),
  cartIds: f.cartIds,
  comboId: f.comboId,
  activityProductId: f.activityProductId,
});

async function priced(db: Db, userId: string, f: PriceInput, now: Date, areaCode?: string) {
  return (await settleCheckout(db, userId, sourceOf(f), f.couponUseCodes ?? [], now, areaCode)).priced;
}

/** calculate_the_price: items, cart rows or a package with the chosen coupons (an invalid coupon → 20103 with the reason). */
export async function calculateThePrice(db: Db, userId: string, f: PriceInput, now: Date, areaCode?: string): Promise<Settlement> {
  return (await priced(db, userId, f, now, areaCode)).settlement;
}

/** find_cart_product_goods: the selected cart rows, priced now. */
export async function findCartProductGoods(db: Db, userId: string, cartIds: string[], now: Date, areaCode?: string): Promise<Settlement> {
  return calculateThePrice(db, userId, { cartIds }, now, areaCode);
}

/** coupon_calculation: the price, and what each usable coupon would take off alone (best first). */
export async function couponCalculation(db: Db, userId: string, f: PriceInput, now: Date, areaCode?: string): Promise<CouponCalculationResult> {
  const p = await priced(db, userId, f, now, areaCode);
  return { settlement: p.settlement, options: p.usable.map((u) => ({ couponUseCode: u.couponUseCode, discountFen: u.discountFen })) };
}

/** discountsSettlement: a pending (待提交) order priced with coupons. */
export async function discountsSettlement(db: Db, userId: string, cusOrderId: string, codes: string[], now: Date): Promise<DiscountsSettlementResult> {
  const { priced: p } = await settlePending(db, userId, cusOrderId, codes, now);
  return { ...p.settlement, cusOrderId };
}

/**
 * find_order_coupon_v2_page (and the coupon module's find_order_coupon_page): the user's coupons usable (findType
 * 5) or unusable (6) on a checkout or on a pending order. A package or a campaign product takes no coupons: both lists are empty.
 */
export async function findOrderCouponV2Page(
  db: Db,
  userId: string,
  f: PriceInput & { cusOrderId?: string; findType: number; page: number; limit: number },
  now: Date,
  areaCode?: string,
): Promise<CouponOptionPage> {
  let lines: Line[];
  let own: string | null = null;
  if (f.cusOrderId) {
    const p = await settlePending(db, userId, f.cusOrderId, [], now);
    lines = p.lines;
    own = p.cus.id;
  } else {
    const co = await checkoutLines(db, userId, sourceOf(f), areaCode, now);
    if (co.comboId || co.activityProductId) return pageOf([], 0, f.page, f.limit);
    lines = co.lines;
  }
  const { usable, unusable } = await couponOptions(db, userId, lines, now, own);
  const list = f.findType === COUPON_FIND_TYPE.UNUSABLE ? unusable : usable;
  return pageOf(list.slice(offsetOf(f.page, f.limit), offsetOf(f.page, f.limit) + f.limit), list.length, f.page, f.limit);
}
