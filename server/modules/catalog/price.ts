import { LADDER_IDEAS, PRICE_TYPE, TASK_TYPE } from './enums';

export type PriceKind = 'fixed' | 'floating' | 'ladder' | 'negotiable';
export type PriceView = {
  priceKind: PriceKind;
  priceText: string;
  priceValue: string;
  priceUnit: string;
  priceFen: number;
  originalPriceFen: number;
  originalPriceText: string;
};

/** 2 decimals with a ".00" ending stripped (inventory §0.1: "5.00" → 5, "5.50" stays). */
const twoDecimals = (n: number) => n.toFixed(2).replace(/\.00$/, '');
export const yuanText = (fen: number) => twoDecimals(fen / 100);
export const percentText = (bp: number) => twoDecimals(bp / 100);

export type PriceSource = {
  priceType: string;
  priceFen: number;
  feeRateBp: number | null;
  proIdea: string | null;
  ladderMinBp: number | null;
  taskType: string | null;
  originalPriceFen?: number;
};

const view = (kind: PriceKind, value: string, unit: string, priceFen: number, originalPriceFen: number): PriceView => ({
  priceKind: kind,
  priceText: kind === 'negotiable' ? '面议' : `${value}${unit}`,
  priceValue: value,
  priceUnit: unit,
  priceFen,
  originalPriceFen,
  originalPriceText: originalPriceFen > 0 ? `¥${yuanText(originalPriceFen)}` : '',
});

/**
 * Spec §4 "Price display", applied in the inventory's order: the ladder pattern (law / target amount / channel) shows
 * its minimum percent "起"; floating goods a percent fee; a price-on-request task or a zero price 面议; else yuan.
 */
export function priceView(p: PriceSource): PriceView {
  const original = p.originalPriceFen ?? 0;
  if (p.proIdea && LADDER_IDEAS.includes(p.proIdea) && p.ladderMinBp && p.ladderMinBp > 0) {
    return view('ladder', percentText(p.ladderMinBp), '%服务费起', 0, 0);
  }
  if (p.priceType === PRICE_TYPE.FLOATING && p.feeRateBp && p.feeRateBp > 0) {
    return view('floating', percentText(p.feeRateBp), '%服务费', 0, 0);
  }
  if (p.taskType === TASK_TYPE.WANT_ORDER_DIGEST || p.priceFen <= 0) return view('negotiable', '', '', 0, 0);
  return view('fixed', yuanText(p.priceFen), '元', p.priceFen, original > p.priceFen ? original : 0);
}

/** A SKU's price: its own fen or fee rate within the goods' pricing rules; a ladder tier shows its exact percent. */
export function skuPriceView(goods: PriceSource, sku: { priceFen: number; feeRateBp: number | null }): PriceView {
  const percentGoods = goods.priceType === PRICE_TYPE.FLOATING || (goods.proIdea && LADDER_IDEAS.includes(goods.proIdea));
  if (percentGoods && sku.feeRateBp && sku.feeRateBp > 0) {
    return priceView({ ...goods, proIdea: null, priceType: PRICE_TYPE.FLOATING, feeRateBp: sku.feeRateBp });
  }
  return priceView({ ...goods, priceFen: sku.priceFen, originalPriceFen: 0, feeRateBp: sku.feeRateBp ?? goods.feeRateBp });
}

/** Trade listings always show yuan (no 面议 rule). */
export const tradePriceText = (fen: number) => `${yuanText(fen)}元`;
