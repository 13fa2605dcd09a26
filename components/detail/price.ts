/**
 * How a server-computed price is laid out (spec §4 "Price display"). The server decides the text
 * (面议 / N元 / N%服务费 / N%服务费起); the page only splits it into the big number and the small unit.
 */
import type { PriceView } from '@/services/goods';

export type PriceParts = {
  /** The big part: "1200", "5", or "面议". */
  main: string;
  /** The small part after it: "元", "%服务费", "%服务费起", or ''. */
  unit: string;
  negotiable: boolean;
  /** Crossed-out price text ('' when none). */
  original: string;
  /** The whole text, for screen readers and chat cards. */
  text: string;
};

type PriceLike = Pick<PriceView, 'priceKind' | 'priceText' | 'priceValue' | 'priceUnit'> & Partial<Pick<PriceView, 'originalPriceText'>>;

export function priceParts(p: PriceLike): PriceParts {
  const negotiable = p.priceKind === 'negotiable' || !p.priceValue;
  if (negotiable) return { main: '面议', unit: '', negotiable: true, original: '', text: '面议' };
  return {
    main: p.priceValue,
    unit: p.priceUnit,
    negotiable: false,
    // A crossed-out price only makes sense next to a fixed price.
    original: p.priceKind === 'fixed' ? p.originalPriceText || '' : '',
    text: p.priceText || `${p.priceValue}${p.priceUnit}`,
  };
}
