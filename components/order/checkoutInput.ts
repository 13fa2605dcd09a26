import { q1 } from '@/lib/query';
import type { PriceInput } from '@/lib/contract/order/api';

type Query = Record<string, string | string[] | undefined>;

export type CheckoutSource =
  | { kind: 'cart'; cartIds: string[] }
  | { kind: 'goods'; goodsId: string; skuId?: string }
  | { kind: 'combo'; comboId: string }
  | { kind: 'activity'; activityProductId: string }
  | { kind: 'none' };

/** What /order/confirmorder is asked to sell: a cart selection, one goods (+SKU), a package or a campaign unit. */
export function checkoutSource(query: Query): CheckoutSource {
  const activityProductId = q1(query.activityProductId);
  if (activityProductId) return { kind: 'activity', activityProductId };
  if (q1(query.type) === 'shopcar' || query.cartIdsStr !== undefined) {
    const cartIds = q1(query.cartIdsStr).split(',').map((s) => s.trim()).filter(Boolean);
    return cartIds.length ? { kind: 'cart', cartIds } : { kind: 'none' };
  }
  const productId = q1(query.productId);
  if (productId) return { kind: 'goods', goodsId: productId, skuId: q1(query.skuId) || undefined };
  const comboId = q1(query.comboId);
  if (comboId) return { kind: 'combo', comboId };
  return { kind: 'none' };
}

/** The price input of a source (a package or a campaign unit is priced by the server from its id; neither takes coupons). */
export function priceInputOf(src: CheckoutSource, couponUseCodes: string[] = []): PriceInput | null {
  const coupons = couponUseCodes.length ? { couponUseCodes } : {};
  if (src.kind === 'cart') return { cartIds: src.cartIds, ...coupons };
  // No undefined inside: the input also travels as getServerSideProps props (JSON).
  if (src.kind === 'goods') return { items: [{ goodsId: src.goodsId, ...(src.skuId ? { skuId: src.skuId } : {}), goodsNumber: 1 }], ...coupons };
  if (src.kind === 'combo') return { comboId: src.comboId };
  // A campaign unit: the server prices it from the product id alone (限时直降/秒杀); no coupons.
  if (src.kind === 'activity') return { activityProductId: src.activityProductId };
  return null;
}
