import { PRO_IDEA } from '@/server/modules/catalog/enums';

/** Yuan range of a fixed price; 'ask' = 面议; rate = percentage service fee range; ladder = percent tiers of an amount. */
export type PricePlan =
  | { kind: 'fixed'; min: number; max: number }
  | { kind: 'ask' }
  | { kind: 'rate'; min: number; max: number }
  | { kind: 'ladder'; idea: (typeof PRO_IDEA)[keyof typeof PRO_IDEA]; attr: string; tiers: [string, number][] };

/** A SKU attribute: its values and the factor each applies to the base price (or the percent, for rates). */
export type SkuAttr = { name: string; values: [string, number][] };

/** What the goods of one second-level category share. */
export type Profile = {
  /** Name suffixes of the goods made per leaf, with a price factor; the first is the plain offer. */
  variants: [string, number][];
  slogans: string[];
  items: [string, string][];
  steps: string[];
  materials: string[];
  sku: SkuAttr[];
  tags: string[];
  /** Self-service order (cart + buy) instead of consult-first. */
  selfService?: boolean;
  /** Days to complete (服务周期). */
  cycle?: [number, number];
  /** Sold only in a few cities (the name carries the city). */
  cityScoped?: boolean;
};

const f = (min: number, max: number): PricePlan => ({ kind: 'fixed', min, max });
export const fixed = f;
export const ask: PricePlan = { kind: 'ask' };
export const rate = (min: number, max: number): PricePlan => ({ kind: 'rate', min, max });

export const DURATION: SkuAttr = { name: '服务期限', values: [['1年', 1], ['2年', 1.85]] };
export const TAXPAYER: SkuAttr = { name: '纳税人类型', values: [['小规模纳税人', 1], ['一般纳税人', 1.9]] };
export const SPEED: SkuAttr = { name: '办理时效', values: [['标准办理', 1], ['加急办理', 1.5]] };
export const PLAN3: SkuAttr = { name: '服务套餐', values: [['基础版', 1], ['标准版', 1.6], ['全包版', 2.4]] };
export const PLAN2: SkuAttr = { name: '服务套餐', values: [['标准版', 1], ['尊享版', 1.8]] };
export const REGION: SkuAttr = { name: '地区', values: [['成都', 1], ['北京', 1.35], ['上海', 1.35], ['深圳', 1.25]] };
export const CLASSES: SkuAttr = { name: '申请类别', values: [['1个类别', 1], ['3个类别', 2.7], ['5个类别', 4.3]] };
export const SCALE: SkuAttr = { name: '项目规模', values: [['基础版', 1], ['标准版', 1.8], ['定制版', 3]] };
export const HEADCOUNT: SkuAttr = { name: '参保人数', values: [['10人以内', 1], ['11-50人', 2.2], ['51-100人', 3.8]] };
export const LOAN_SIZE: SkuAttr = { name: '贷款额度', values: [['50万以内', 1.25], ['50-200万', 1], ['200万以上', 0.8]] };

export const CITY_SCOPES: { code: string; name: string }[] = [
  { code: '510100', name: '成都' },
  { code: '110100', name: '北京' },
  { code: '310100', name: '上海' },
  { code: '440300', name: '深圳' },
  { code: '440100', name: '广州' },
  { code: '330100', name: '杭州' },
  { code: '500100', name: '重庆' },
];
