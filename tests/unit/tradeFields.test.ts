import {
  ageText,
  capitalBucket,
  expireYear,
  fieldList,
  fieldRaw,
  fieldText,
  formatCapital,
  formatFieldValue,
  licenseLabel,
  qualificationCapitalBucket,
  remainingText,
  splitItems,
  trademarkClassLabel,
  yearsBucket,
} from '@/components/trade/fields';
import { tradeInfoHref, tradeKindOf, tradeTypeHref } from '@/lib/trade/kinds';

const WAN = 1_000_000; // fen

describe('registered capital buckets (spread/util priceHandle)', () => {
  it('puts company capital into the five filter buckets', () => {
    expect(capitalBucket(10 * WAN)).toBe('50万以下');
    expect(capitalBucket(50 * WAN)).toBe('50-100万');
    expect(capitalBucket(99 * WAN)).toBe('50-100万');
    expect(capitalBucket(100 * WAN)).toBe('100-500万');
    expect(capitalBucket(500 * WAN)).toBe('500-1000万');
    expect(capitalBucket(1000 * WAN)).toBe('1000万以上');
  });
  it('shows nothing for an empty or broken value', () => {
    expect(capitalBucket('')).toBe('');
    expect(capitalBucket(null)).toBe('');
    expect(capitalBucket('abc')).toBe('');
  });
  it('puts qualification capital into the SKU attribute buckets', () => {
    expect(qualificationCapitalBucket(80 * WAN)).toBe('100万以下');
    expect(qualificationCapitalBucket(300 * WAN)).toBe('100-500万');
    expect(qualificationCapitalBucket(800 * WAN)).toBe('500-1000万');
    expect(qualificationCapitalBucket(2000 * WAN)).toBe('1000万以上');
  });
  it('writes an amount in 万元', () => {
    expect(formatCapital(500 * WAN)).toBe('500万元');
    expect(formatCapital(1234.5 * WAN)).toBe('1234.5万元');
    expect(formatCapital(500_000)).toBe('5000元');
  });
});

describe('years since registration (spread/util resetTimeField)', () => {
  const now = new Date('2025-06-01T00:00:00+08:00');
  it('buckets by whole years', () => {
    expect(yearsBucket('2025-01-01', now)).toBe('1年以下');
    expect(yearsBucket('2024-01-01', now)).toBe('1-2年');
    expect(yearsBucket('2023-01-01', now)).toBe('2-3年');
    expect(yearsBucket('2015-01-01', now)).toBe('3年以上');
  });
  it('reads unix seconds as the server stores them', () => {
    const seconds = Math.floor(new Date('2023-03-01T00:00:00+08:00').getTime() / 1000);
    expect(yearsBucket(seconds, now)).toBe('2-3年');
  });
  it('shows nothing for no date', () => {
    expect(yearsBucket('', now)).toBe('');
  });
});

describe('trademark classes', () => {
  it('names a class by its number', () => {
    expect(trademarkClassLabel('35')).toBe('第35类 广告销售');
    expect(trademarkClassLabel('第9类')).toBe('第9类 科学仪器');
    expect(trademarkClassLabel(45)).toBe('第45类 社会服务');
  });
  it('leaves text it cannot read alone', () => {
    expect(trademarkClassLabel('99')).toBe('99');
    expect(trademarkClassLabel('服装')).toBe('服装');
  });
});

describe('qualification SKU attributes', () => {
  it('shows the expire year and the licence as words', () => {
    expect(expireYear('2027-08-31')).toBe('2027年');
    expect(licenseLabel('1')).toBe('有安许证');
    expect(licenseLabel('0')).toBe('无安许证');
    expect(formatFieldValue('safety_production_license', 'true')).toBe('有安许证');
  });
});

describe('listing fields', () => {
  const fields = [
    { fieldCode: 'company_industry', fieldValue: 'IT', fieldValueCn: '信息技术' },
    { fieldCode: 'registered_capital', fieldValue: String(100 * WAN), fieldValueCn: '' },
    { fieldCode: 'business_scope', fieldValue: '', fieldValueCn: '' },
    { fieldCode: 'logo_image', fieldValue: '', fieldValueCn: '', fieldValueList: ['/images/a.png'] },
  ];
  it('prefers the display text, then the formatted value, then /', () => {
    expect(fieldText(fields, 'company_industry')).toBe('信息技术');
    expect(fieldText(fields, 'registered_capital')).toBe('100万元');
    expect(fieldText(fields, 'business_scope')).toBe('/');
    expect(fieldText(fields, 'taxpayer_type')).toBe('/');
  });
  it('reads raw and list values', () => {
    expect(fieldRaw(fields, 'company_industry')).toBe('IT');
    expect(fieldRaw(fields, 'nothing')).toBe('');
    expect(fieldList(fields, 'logo_image')).toEqual(['/images/a.png']);
  });
  it('tells ages and remaining protection', () => {
    const now = new Date('2025-06-01T00:00:00+08:00');
    expect(ageText('2019-05-01', now)).toBe('6年');
    expect(ageText('2025-01-01', now)).toBe('不足1年');
    expect(remainingText('2035-07-01', now)).toBe('约10年');
    expect(remainingText('2025-12-01', now)).toBe('不足1年');
    expect(remainingText('2024-12-01', now)).toBe('已到期');
  });
  it('splits item lists written with any separator', () => {
    expect(splitItems('服装，鞋；帽子、围巾')).toEqual(['服装', '鞋', '帽子', '围巾']);
    expect(splitItems('/')).toEqual([]);
  });
});

describe('trade kinds', () => {
  it('finds the kind from a dict code, a class code list or a slug', () => {
    expect(tradeKindOf('CATE-JYZY-SB')?.slug).toBe('brand');
    expect(tradeKindOf('', 'FL20201224136341,FL2')?.key).toBe('ZL');
    expect(tradeKindOf('qualification')?.name).toBe('资质');
    expect(tradeKindOf('nothing')).toBeNull();
  });
  it('links the type route and the info page (none for qualifications)', () => {
    const gs = tradeKindOf('GS')!;
    expect(tradeTypeHref(gs, 't_1')).toBe('/detail/transaction/company?productId=t_1');
    expect(tradeInfoHref(gs, 't_1')).toBe('/detail/info/company?productId=t_1');
    expect(tradeInfoHref(tradeKindOf('ZZ')!, 't_1')).toBeNull();
  });
});
