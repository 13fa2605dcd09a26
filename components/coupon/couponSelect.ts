import { USE_TYPE } from '@/lib/contract/coupon/enums';

/**
 * Which coupons may be used together on one order (inventory §6, the "double-11" rules). Pure, so the
 * picker and its tests share it. The amounts they take off are always the server's settlement.
 */
export type SelectableCoupon = {
  /** The user's coupon (its use code): what the server settles with. */
  id: string;
  /** 1 全场通用, 2 指定品类, 3 指定商品. */
  useType: number;
  /** The product (use type 3) or category (use type 2) it is limited to. */
  productId?: string | null;
};

export type SelectOutcome<T> = { next: T[]; needsConfirm: boolean };

/**
 * The selection after tapping `coupon`:
 * - tapping a selected coupon removes it;
 * - site-wide and category coupons stand alone: choosing one replaces everything;
 * - product coupons combine, one per product (same product → replaced);
 * - switching kinds (product ⇄ site/category) keeps the old selection until the user confirms.
 */
export function toggleCoupon<T extends SelectableCoupon>(selected: T[], coupon: T): SelectOutcome<T> {
  if (selected.some((c) => c.id === coupon.id)) return { next: selected.filter((c) => c.id !== coupon.id), needsConfirm: false };
  const product = coupon.useType === USE_TYPE.GOODS;
  if (!product) {
    const switching = selected.length > 0 && selected.every((c) => c.useType === USE_TYPE.GOODS);
    return { next: [coupon], needsConfirm: switching };
  }
  const hasWhole = selected.some((c) => c.useType !== USE_TYPE.GOODS);
  if (hasWhole) return { next: [coupon], needsConfirm: true };
  return { next: [...selected.filter((c) => c.productId !== coupon.productId), coupon], needsConfirm: false };
}

/** "可叠加" corner badge: only product coupons are selected and this is another product's coupon. */
export function isStackable(selected: SelectableCoupon[], coupon: SelectableCoupon): boolean {
  if (!selected.length || coupon.useType !== USE_TYPE.GOODS) return false;
  if (selected.some((c) => c.id === coupon.id)) return false;
  return selected.every((c) => c.useType === USE_TYPE.GOODS && c.productId !== coupon.productId);
}

/** Single-coupon pickers (cart checkout): tapping the selected one clears it. */
export function toggleSingle<T extends SelectableCoupon>(selected: T | null, coupon: T): T | null {
  return selected?.id === coupon.id ? null : coupon;
}
