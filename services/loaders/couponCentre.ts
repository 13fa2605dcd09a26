/** First screen of 领券中心 (inventory platform §4.9; /activity/coupon and /my/coupon/coupons-list). */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { COUPON_CENTRE_AD_SLOT, FIND_TYPE } from '@/lib/contract/coupon/enums';
import { findCouponPage, type ReceivableCoupon, type ReceivableCouponPage } from '@/services/coupon';
import { findAdvertising, type AdItem } from '@/services/home';

export const CENTRE_PAGE_SIZE = 20;

export type CouponCentreData = { first: ReceivableCouponPage | null; banners: AdItem[] };

/** Page 1 of the coupons on offer, with this visitor's couponStatus, and the slot's banners; a failure of either is null / []. */
export async function loadCouponCentre({ client }: PageLoadContext): Promise<CouponCentreData> {
  const [first, ads] = await Promise.all([
    optional(findCouponPage({ findType: FIND_TYPE.CENTRE, page: 1, limit: CENTRE_PAGE_SIZE }, client)),
    optional(findAdvertising([COUPON_CENTRE_AD_SLOT], client)),
  ]);
  return { first, banners: ads?.[COUPON_CENTRE_AD_SLOT] ?? [] };
}

export type CouponToAppData = { coupons: ReceivableCoupon[] | null; couponIds: string[] };

/** /activity/coupontoapp?couponIds=a,b (or couponId=): those coupons while they can be received; without ids the first few on offer. */
export async function loadCouponToApp({ client, query }: PageLoadContext): Promise<CouponToAppData> {
  const couponIds = (query.couponIds || query.couponId || '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[A-Za-z0-9_-]{1,64}$/.test(s))
    .slice(0, 20);
  const page = await optional(findCouponPage({ findType: FIND_TYPE.CENTRE, couponIds: couponIds.length ? couponIds : undefined, page: 1, limit: couponIds.length ? 20 : 3 }, client));
  return { coupons: page?.records ?? null, couponIds };
}
