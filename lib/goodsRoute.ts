/**
 * Where a goods card leads (spec §2 "Product detail routes"). Pure, so every list, card and share link
 * agrees on one rule.
 */
export const PRODUCT_TYPE_TRANSACTION = 'PRO_CLASS_TYPE_TRANSACTION';

export type GoodsRef = {
  id?: string | number | null;
  productId?: string | number | null;
  productType?: string | null;
  /** Trade type class code (FL…), sent as `type` to the trade detail. */
  typeCode?: string | null;
  classCode?: string | null;
  /** Comma-separated class codes, first level first. */
  classCodeLevel?: string | null;
};

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** 'FL1,FL2,FL3' -> 'FL1'. */
export function firstClassCode(classCodeLevel: string | null | undefined): string {
  return str(classCodeLevel).split(',')[0]?.trim() ?? '';
}

export function isTradeGoods(g: Pick<GoodsRef, 'productType'>): boolean {
  return g.productType === PRODUCT_TYPE_TRANSACTION;
}

/**
 * Service goods -> `/detail?productId=&classCodeOne=`; trading goods -> `/detail/transactionDetails?productId=&type=`.
 * Empty values are left out rather than sent as `undefined`.
 */
export function goodsDetailHref(g: GoodsRef): string {
  const productId = str(g.id) || str(g.productId);
  const q = new URLSearchParams();
  if (isTradeGoods(g)) {
    q.set('productId', productId);
    const type = str(g.typeCode) || str(g.classCode) || firstClassCode(g.classCodeLevel);
    if (type) q.set('type', type);
    return `/detail/transactionDetails?${q.toString()}`;
  }
  q.set('productId', productId);
  const one = firstClassCode(g.classCodeLevel);
  if (one) q.set('classCodeOne', one);
  return `/detail?${q.toString()}`;
}

/** Trade listings outside a typed goods record (trade lists know the type from their tab). */
export function tradeDetailHref(productId: string | number, type: string): string {
  const q = new URLSearchParams({ productId: str(productId) });
  if (str(type)) q.set('type', str(type));
  return `/detail/transactionDetails?${q.toString()}`;
}
