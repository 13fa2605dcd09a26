import { describe, expect, it } from 'vitest';
import { firstClassCode, goodsDetailHref, isTradeGoods, tradeDetailHref } from '@/lib/goodsRoute';

describe('goodsDetailHref (spec §2 product detail routes)', () => {
  it('sends service goods to /detail with the first class code of classCodeLevel', () => {
    expect(goodsDetailHref({ id: 12, productType: 'PRO_CLASS_TYPE_SALES', classCodeLevel: 'FL1,FL2,FL3' })).toBe(
      '/detail?productId=12&classCodeOne=FL1',
    );
  });

  it('falls back to productId when there is no id', () => {
    expect(goodsDetailHref({ productId: 'P9', classCodeLevel: 'FLA' })).toBe('/detail?productId=P9&classCodeOne=FLA');
  });

  it('leaves classCodeOne out when the goods have no class codes', () => {
    expect(goodsDetailHref({ id: 3 })).toBe('/detail?productId=3');
    expect(goodsDetailHref({ id: 3, classCodeLevel: '' })).toBe('/detail?productId=3');
  });

  it('sends trading goods to /detail/transactionDetails with their type', () => {
    expect(goodsDetailHref({ id: 7, productType: 'PRO_CLASS_TYPE_TRANSACTION', typeCode: 'FL20201224136273' })).toBe(
      '/detail/transactionDetails?productId=7&type=FL20201224136273',
    );
  });

  it('uses classCode, then the first level, as the trade type when typeCode is missing', () => {
    expect(goodsDetailHref({ id: 7, productType: 'PRO_CLASS_TYPE_TRANSACTION', classCode: 'FLX' })).toBe(
      '/detail/transactionDetails?productId=7&type=FLX',
    );
    expect(goodsDetailHref({ id: 7, productType: 'PRO_CLASS_TYPE_TRANSACTION', classCodeLevel: 'FLY,FLZ' })).toBe(
      '/detail/transactionDetails?productId=7&type=FLY',
    );
  });

  it('encodes values safely', () => {
    expect(goodsDetailHref({ id: 'a&b', classCodeLevel: 'x y' })).toBe('/detail?productId=a%26b&classCodeOne=x+y');
  });
});

describe('helpers', () => {
  it('firstClassCode trims and tolerates empty input', () => {
    expect(firstClassCode(' FL1 , FL2')).toBe('FL1');
    expect(firstClassCode(null)).toBe('');
  });
  it('isTradeGoods only for PRO_CLASS_TYPE_TRANSACTION', () => {
    expect(isTradeGoods({ productType: 'PRO_CLASS_TYPE_TRANSACTION' })).toBe(true);
    expect(isTradeGoods({ productType: 'PRO_CLASS_TYPE_SALES' })).toBe(false);
  });
  it('tradeDetailHref builds the trade route', () => {
    expect(tradeDetailHref(5, 'FL20201224136319')).toBe('/detail/transactionDetails?productId=5&type=FL20201224136319');
  });
});
