import { fenToYuan } from '@/lib/format';

/** Yuan for a coupon face: ≥ 10000 yuan as "x万" (inventory §0.2). */
export function couponAmount(fen: number): string {
  const yuan = fen / 100;
  if (yuan >= 10000) return `${Number((yuan / 10000).toFixed(2))}万`;
  return fenToYuan(fen).replace(/\.00$/, '');
}
