import { dictionaryEntries, toSimplified } from '@/server/text/simplified';
import { foldText, searchForm } from '@/server/text/searchForm';

describe('toSimplified (opencc-js t2cn)', () => {
  it('simplifies traditional characters and phrases, Taiwan and Hong Kong forms included, and leaves the rest', () => {
    expect(toSimplified('發票')).toBe('发票');
    expect(toSimplified('開發票要用稅控盤嗎？')).toBe('开发票要用税控盘吗？');
    expect(toSimplified('頭髮')).toBe('头发');
    expect(toSimplified('乾隆')).toBe('乾隆');
    expect(toSimplified('公司注册 ICP 2024 𠀀 é')).toBe('公司注册 ICP 2024 𠀀 é');
    expect(toSimplified('')).toBe('');
  });

  it('maps every dictionary entry to as many characters as it has: a converted text keeps its code points in place', () => {
    const entries = dictionaryEntries();
    expect(entries.length).toBeGreaterThan(4000);
    const changed = entries.filter(([from, to]) => Array.from(from).length !== Array.from(to).length);
    expect(changed).toEqual([]);
    const text = entries.map(([from]) => from).join('，');
    expect(Array.from(toSimplified(text))).toHaveLength(Array.from(text).length);
  });

  it('is the converter itself: a text with nothing to convert comes back as it is', () => {
    const simplified = '注册一家有限公司，大体要经过核名、提交设立材料、领取营业执照。';
    expect(toSimplified(simplified)).toBe(simplified);
    expect(toSimplified('僤')).toBe('𫢸');
  });
});

describe('searchForm', () => {
  it('folds width and case, then simplifies', () => {
    expect(foldText('ＩＣＰ許可證')).toBe('icp許可證');
    expect(searchForm('ＩＣＰ許可證')).toBe('icp许可证');
  });
});
