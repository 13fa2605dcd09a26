import { q1 } from '@/lib/query';
import type { PriceInput } from '@/lib/contract/order/api';

type Query = Record<string, string | string[] | undefined>;

export type CheckoutSource =
  | { kind: 'cart'; cartIds: string[] }
  | { kind: 'goods'; goodsId: string; skuId?: string }
  | { kind: 'combo'; comboId: string }
  | { kind: 'none' };

/** What /order/confirmorder is asked to sell: a cart selection, one goods (+SKU) or a package. */
export function checkoutSource(query: Query): CheckoutSource {
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

/** The price input of a source (a package is priced by the server from its comboId; it takes no coupons). */
export function priceInputOf(src: CheckoutSource, couponUseCodes: string[] = []): PriceInput | null {
  const coupons = couponUseCodes.length ? { couponUseCodes } : {};
  if (src.kind === 'cart') return { cartIds: src.cartIds, ...coupons };
  // No undefined inside: the input also travels as getServerSideProps props (JSON).
  if (src.kind === 'goods') return { items: [{ goodsId: src.goodsId, ...(src.skuId ? { skuId: src.skuId } : {}), goodsNumber: 1 }], ...coupons };
  if (src.kind === 'combo') return { comboId: src.comboId };
  return null;
}
