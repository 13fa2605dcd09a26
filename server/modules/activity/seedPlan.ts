import { CAMPAIGN_PAGES, SPEC_TYPE, type SpecType } from '@/lib/contract/activity/enums';

// What a fresh install's campaign pages show (seed.ts makes rows of it, relative to the hour the seed runs): every
// type has a 专场 running for 30 days, the flash sale has 场次 that ended, run now and are still to come, and the
// calendar has campaigns announced for next week. When a type has nothing live left, a new round is added on start.

const H = 3600_000;
const D = 24 * H;

export type LabelPlan = { city: { code: string; name: string }; names: string[] };
export type CampaignPlan = {
  key: string;
  specType: SpecType;
  kind: 'SPECIAL' | 'SESSION';
  title: string;
  subtitle: string;
  /** Offsets from the round's hour. */
  from: number;
  to: number;
  cityCodes: string[];
  labels: LabelPlan[];
  /** Products per label (or in all when no labels). */
  perLabel: number;
  /** Campaign price as a share of the SKU price, in percent; special prices end in 9 元 where they can. */
  pricePct: number;
  unit: string;
  stock: number;
  perUserLimit: number;
  /** How many of the first products are sold out. */
  soldOut: number;
  slogan: string;
  tags: string[];
  sort: number;
  /** 官方补贴: every spec of a listed goods is subsidised too (unlisted campaign products, chosen in the spec sheet). */
  allSpecs?: boolean;
};

const CHENGDU = { code: '510100', name: '成都市' };
const BEIJING = { code: '110100', name: '北京市' };
const SHENZHEN = { code: '440300', name: '深圳市' };

const special = (p: Partial<CampaignPlan> & Pick<CampaignPlan, 'key' | 'specType' | 'title'>): CampaignPlan => ({
  kind: 'SPECIAL',
  subtitle: '',
  from: -D,
  to: 30 * D,
  cityCodes: [],
  labels: [],
  perLabel: 6,
  pricePct: 80,
  unit: '',
  stock: 200,
  perUserLimit: 2,
  soldOut: 0,
  slogan: '',
  tags: [],
  sort: 0,
  ...p,
});

/** The 专场 of every type, live for 30 days from the round. */
export const SPECIAL_PLANS: CampaignPlan[] = [
  special({ key: 'main', specType: SPEC_TYPE.XSQG, title: '限时直降专场', subtitle: '欢迎来到直降专场', perLabel: 8, pricePct: 60, stock: 30, perUserLimit: 1, soldOut: 1, tags: ['限时直降', '官方保障'] }),
  special({
    key: 'djzs',
    specType: SPEC_TYPE.DJZS,
    title: '独家专售',
    subtitle: '平台独家 · 品质服务',
    cityCodes: [CHENGDU.code, BEIJING.code, SHENZHEN.code],
    labels: [
      { city: CHENGDU, names: ['工商注册', '财税服务', '知识产权'] },
      { city: BEIJING, names: ['工商注册', '财税服务'] },
    ],
    perLabel: 3,
    pricePct: 85,
    tags: ['独家', '专属顾问'],
  }),
  special({
    key: 'xtsf',
    specType: SPEC_TYPE.XTSF,
    title: '新品首发',
    subtitle: '新服务 · 尝鲜价',
    cityCodes: [CHENGDU.code, BEIJING.code],
    labels: [
      { city: CHENGDU, names: ['新品推荐', '企业服务'] },
      { city: BEIJING, names: ['新品推荐'] },
    ],
    perLabel: 3,
    pricePct: 88,
    tags: ['新品', '首发优惠'],
  }),
  special({
    key: 'xfwhsf',
    specType: SPEC_TYPE.XFWHSF,
    title: '先服务后收费',
    subtitle: '办好再付款',
    cityCodes: [CHENGDU.code, BEIJING.code],
    labels: [
      { city: CHENGDU, names: ['工商服务', '财税服务'] },
      { city: BEIJING, names: ['工商服务'] },
    ],
    perLabel: 3,
    pricePct: 100,
    tags: ['先服务', '后收费'],
  }),
  special({ key: 'tm', specType: SPEC_TYPE.TM, title: '99特卖', subtitle: '爆款低至99元', labels: [{ city: CHENGDU, names: ['热门', '财税', '知识产权'] }], perLabel: 4, pricePct: 50, unit: '元起', tags: ['特卖'] }),
  special({ key: 'qwbt', specType: SPEC_TYPE.QWBT, title: '官方补贴全网低价', subtitle: '平台补贴 · 全网低价', labels: [{ city: CHENGDU, names: ['工商注册', '财税服务'] }], perLabel: 4, pricePct: 70, tags: ['官方补贴'], allSpecs: true }),
  special({ key: 'yxhd', specType: SPEC_TYPE.YXHD, title: '官方补贴 · 营销专场', subtitle: '限时补贴', labels: [{ city: CHENGDU, names: ['热门服务', '企业必备'] }], perLabel: 3, pricePct: 75, tags: ['补贴'], allSpecs: true }),
];

/** Announced for next week, and one that ended (the calendar and the flash sale's 已结束 count). */
export const OTHER_PLANS: CampaignPlan[] = [
  special({ key: 'djzs_next', specType: SPEC_TYPE.DJZS, title: '独家专售 · 下周预告', from: 6 * D, to: 13 * D, perLabel: 3, sort: 5, tags: ['预告'] }),
  special({ key: 'tm_next', specType: SPEC_TYPE.TM, title: '99特卖 · 周末场', from: 4 * D, to: 6 * D, perLabel: 4, pricePct: 50, sort: 5 }),
  special({ key: 'qwbt_old', specType: SPEC_TYPE.QWBT, title: '官方补贴 · 上期', from: -10 * D, to: -3 * D, perLabel: 3, sort: 5 }),
];

const session = (key: string, from: number, sort: number): CampaignPlan =>
  special({ key, specType: SPEC_TYPE.XSQG, kind: 'SESSION', title: '整点秒杀', subtitle: '每个整点准时开抢', from, to: from + 2 * H, perLabel: 3, pricePct: 50, stock: 10, perUserLimit: 1, tags: ['整点秒杀'], sort });

/** 整点秒杀 场次 around the round's hour: one ended, one running, three to come. */
export const SESSION_PLANS: CampaignPlan[] = [session('s_ended', -3 * H, 10), session('s_live', -H, 10), session('s_next1', H, 10), session('s_next2', 3 * H, 10), session('s_next3', 21 * H, 10)];

export const ADVERT_OF: Record<SpecType, { advertCode: string; ruleCode: string }> = Object.fromEntries(
  Object.values(CAMPAIGN_PAGES).map((p) => [p.specType, { advertCode: p.advertCode, ruleCode: p.ruleCode }]),
) as Record<SpecType, { advertCode: string; ruleCode: string }>;
