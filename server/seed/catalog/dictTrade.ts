import type { dictCodes } from '@/server/modules/dict/schema';
import { DICT, TRADE_KINDS } from '@/server/modules/catalog/enums';
import type { CategoryIndex } from './categories';

export type DictRow = typeof dictCodes.$inferInsert;
type Opt = [code: string, name: string, ext2: string];

const row = (code: string, name: string, parentCode: string | null, sort: number, ext: Partial<DictRow> = {}): DictRow => ({
  code, name, parentCode, sort, ext1: null, ext2: null, ext3: null, ext4: null, enabled: true, ...ext,
});

/** Fen of 万元. */
const W = (n: number) => n * 1_000_000;
const range = (a: number, b: number) => `${W(a)}-${W(b)}`;
const OPEN_END = 100_000; // 万元: an upper bound no listing reaches, for "N万以上".

const PRICE: Record<string, [string, number, number][]> = {
  GS: [['5万以下', 0, 5], ['5-10万', 5, 10], ['10-20万', 10, 20], ['20万以上', 20, OPEN_END]],
  SB: [['1万以下', 0, 1], ['1-3万', 1, 3], ['3-5万', 3, 5], ['5万以上', 5, OPEN_END]],
  ZL: [['5000元以下', 0, 0.5], ['5000-2万', 0.5, 2], ['2-5万', 2, 5], ['5万以上', 5, OPEN_END]],
  ZZ: [['10万以下', 0, 10], ['10-30万', 10, 30], ['30-60万', 30, 60], ['60万以上', 60, OPEN_END]],
};
const SORTS: [string, string, string][] = [['默认排序', 'sort', '1'], ['价格从低到高', 'platformPrice', '1'], ['价格从高到低', 'platformPrice', '0'], ['最新上架', 'createdAt', '0']];
const TAX: Opt[] = [['SMALL', '小规模纳税人', 'SMALL'], ['GENERAL', '一般纳税人', 'GENERAL']];

/**
 * Trade list filters (inventory §5.2): CONDITION-JY → one node per trade type (ext4 = its FL code) → its filters
 * (ext1 = the trade_fields code they match) → options (ext2 = value, or "a-b" range: fen for money, years for ages).
 * Options of the category-backed filters (行业, 类别, 领域, 资质类别) use the category code as their code and value
 * (ext3 '1': the listing's field holds that code, its display text the name).
 */
export function buildTradeDict(cats: CategoryIndex): DictRow[] {
  const out: DictRow[] = [row(DICT.TRADE_TYPES, '资产交易', null, 0)];
  const opts = (parent: string, field: string, list: Opt[]) =>
    list.forEach(([code, name, ext2], i) => out.push(row(`${parent}-${code}`, name, parent, i + 1, { ext1: field, ext2 })));
  const fromCategories = (parent: string, field: string, rootCode: string) => {
    cats.childrenOf(rootCode).forEach((c, i) => out.push(row(c.code, c.name, parent, i + 1, { ext1: field, ext2: c.code })));
  };
  TRADE_KINDS.forEach((k, ki) => {
    const t = k.condition;
    out.push(row(t, k.name, DICT.TRADE_TYPES, ki + 1, { ext1: k.dictCode, ext4: k.classCode }));
    let s = 0;
    const filter = (code: string, name: string, ext: Partial<DictRow> = {}) => {
      out.push(row(code, name, t, ++s, ext));
      return code;
    };
    if (k.key === 'GS') {
      filter(`${t}-DQ`, '区域', { ext1: 'registration_area' });
      fromCategories(filter(`${t}-HY`, '行业', { ext1: 'company_industry', ext3: '1' }), 'company_industry', k.classCode);
    }
    if (k.key === 'SB') fromCategories(filter(`${t}-FL`, '类别', { ext1: 'trademark_category', ext3: '1' }), 'trademark_category', k.classCode);
    if (k.key === 'ZL') {
      opts(filter(`${t}-LX`, '专利类型', { ext1: 'patent_type' }), 'patent_type', [['INVENTION', '发明专利', 'INVENTION'], ['UTILITY', '实用新型', 'UTILITY'], ['DESIGN', '外观设计', 'DESIGN']]);
      fromCategories(filter(`${t}-LY`, '行业领域', { ext1: 'patent_classification', ext3: '1' }), 'patent_classification', k.classCode);
    }
    if (k.key === 'ZZ') {
      fromCategories(filter(`${t}-LB`, '资质类别', { ext1: 'qualification_type', ext3: '1' }), 'qualification_type', k.classCode);
      filter(`${t}-DQ`, '区域', { ext1: 'qualification_registration_area' });
    }
    const price = filter(`${t}-JG`, '价格', { ext1: 'platformPrice' });
    PRICE[k.key].forEach(([name, a, b], i) => out.push(row(`${price}-${i + 1}`, name, price, i + 1, { ext1: 'platformPrice', ext2: range(a, b) })));
    const sort = filter(`${t}-PX`, '排序');
    SORTS.forEach(([name, field, asc], i) => out.push(row(`${sort}-${i + 1}`, name, sort, i + 1, { ext1: field, ext2: asc })));
    const more = filter(`${t}-GD`, '更多');
    const group = (code: string, name: string, field: string, list: Opt[]) => {
      out.push(row(code, name, more, out.filter((d) => d.parentCode === more).length + 1, { ext1: field }));
      opts(code, field, list);
    };
    if (k.key === 'GS') {
      group('JY-GS-GD-ZCZB', '注册资本', 'registered_capital', [
        ['1', '50万以下', range(0, 50)], ['2', '50-100万', range(50, 100)], ['3', '100-500万', range(100, 500)],
        ['4', '500-1000万', range(500, 1000)], ['5', '1000万以上', range(1000, OPEN_END)],
      ]);
      group('JY-GS-GD-JYSJ', '成立年限', 'registration_time', [['1', '1年以下', '0-1'], ['2', '1-2年', '1-2'], ['3', '2-3年', '2-3'], ['4', '3-5年', '3-5'], ['5', '5年以上', '5-100']]);
      group('JY-GS-GD-NSLX', '纳税类型', 'taxpayer_type', TAX);
      group('JY-GS-GD-FDZC', '附带资产', 'attached_assets', [
        ['trademark', '商标', 'trademark'], ['patent', '专利', 'patent'], ['website', '网站', 'website'],
        ['qualification', '资质', 'qualification'], ['car_quota', '车辆指标', 'car_quota'], ['none', '无附带资产', 'none'],
      ]);
    }
    if (k.key === 'SB') {
      group('CONDITION-JY-SB-GD-ZFCD', '名称长度', 'name_length', [['1', '2个字', '2'], ['2', '3个字', '3'], ['3', '4个字', '4'], ['4', '5个字及以上', '5-20']]);
      group('CONDITION-JY-SB-GD-ZCNX', '注册年限', 'registration_time', [['1', '1-3年', '1-3'], ['2', '3-5年', '3-5'], ['3', '5-10年', '5-10'], ['4', '10年以上', '10-100']]);
      group('CONDITION-JY-SB-GD-ZHLX', '组合类型', 'trademark_portfolio', [
        ['CN', '纯中文', 'CN'], ['EN', '纯英文', 'EN'], ['CN_EN', '中文+英文', 'CN_EN'], ['CN_GRAPH', '中文+图形', 'CN_GRAPH'], ['GRAPH', '纯图形', 'GRAPH'],
      ]);
    }
    if (k.key === 'ZL') {
      group('CONDITION-JY-ZL-GD-ZT', '法律状态', 'patent_status', [['CERTIFIED', '已下证', 'CERTIFIED'], ['GRANTED_UNPAID', '授权未缴费', 'GRANTED_UNPAID']]);
    }
    if (k.key === 'ZZ') {
      group('CONDITION-JY-ZZ-GD-AXZ', '安许证', 'safety_production_license', [['1', '有安许证', '1'], ['0', '无安许证', '0']]);
      group('CONDITION-JY-ZZ-GD-NSLX', '纳税类型', 'tax_type', TAX);
      group('CONDITION-JY-ZZ-GD-ZRFS', '转让方式', 'transfer_method', [['EQUITY', '股权转让', 'EQUITY'], ['SPLIT', '资质分立', 'SPLIT']]);
    }
  });
  return out;
}
