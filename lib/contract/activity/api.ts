import { z } from 'zod';
import { codeField, codeList, limitField, looseId, oneOf, optional, pageField, regionCode, zeroOne } from '../fields';
import { pagedSchema } from '../paging';
import { LIST_WHEN, SECKILL_FILTER, SPEC_TYPES } from './enums';

/**
 * Campaigns (专题活动, inventory platform §4, spec §7 "Home, activity and goods"): requests and answers of
 * /api/activity/v1/*. Amounts are integer fen. Every answer that a countdown needs carries `serverTime` (ISO): the
 * page counts on the server's clock, and only the server decides 未开始 / 进行中 / 已结束 and 已抢光.
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });
const specType = oneOf(SPEC_TYPES, 'specType：活动类型有误');
const specCode = codeField('specCode：活动编号');
const city = (label: string) => optional(regionCode(label));

// ───────────────────────────── requests ─────────────────────────────

export const ActivityTypeOptionsQuery = z.object({
  specType,
  /** One campaign of the type (a 场次 of the flash sale); without it the live one (else the next to start). */
  specCode: optional(specCode),
  platformCode: optional(z.string().max(64)),
  cityCodes: city('cityCodes：城市'),
});
export type ActivityTypeOptionsQuery = z.input<typeof ActivityTypeOptionsQuery>;

export const ActivityProductListQuery = z.object({
  specCode,
  page: pageField(),
  limit: limitField(15, 100),
  terminalCode: optional(z.string().max(64)),
  cityCode: city('cityCode：城市'),
  labelId: optional(looseId('labelId：标签')),
  labelName: optional(z.string().trim().max(30, 'labelName：标签名称有误')),
  isReco: zeroOne('isReco：是否推荐'),
});
export type ActivityProductListQuery = z.input<typeof ActivityProductListQuery>;

export const ActivityListQuery = z.object({
  specType: optional(specType),
  when: optional(oneOf(Object.values(LIST_WHEN) as [string, ...string[]], 'when：时间范围有误')).default(LIST_WHEN.LIVE_AND_COMING),
  kind: optional(oneOf(['SPECIAL', 'SESSION'], 'kind：活动形式有误')),
  cityCode: city('cityCode：城市'),
  page: pageField(),
  limit: limitField(20, 100),
});
export type ActivityListQuery = z.input<typeof ActivityListQuery>;

export const SeckillListQuery = z.object({
  status: optional(oneOf(Object.values(SECKILL_FILTER) as [string, ...string[]], 'status：状态有误')).default(SECKILL_FILTER.ALL),
  cityCode: city('cityCode：城市'),
  page: pageField(),
  limit: limitField(15, 100),
});
export type SeckillListQuery = z.input<typeof SeckillListQuery>;

/** The operator opens a 整点秒杀 session (X-Operator-Token): one goods at a campaign price, from now + startInSeconds. */
/** get_spec (官方补贴): the specs of a campaign product's goods, and which values are subsidised. */
export const SubsidySpecQuery = z.object({ id: looseId('活动商品') });
export type SubsidySpecQuery = z.input<typeof SubsidySpecQuery>;

/** find_sku (官方补贴): the campaign product of the chosen values (every attribute one value). */
export const SubsidySkuQuery = z.object({
  id: looseId('活动商品'),
  valueIds: codeList('valueIds：规格', 10)
    .refine((v) => v.length > 0, 'valueIds：请选择规格')
    .meta({ description: '所选规格值，每个属性一个，逗号分隔' }),
});
export type SubsidySkuQuery = z.input<typeof SubsidySkuQuery>;

export const CreateSeckillSessionBody = z.object({
  title: z.string().trim().min(1, 'title：请填写场次名称').max(30, 'title：场次名称最多30个字').default('整点秒杀'),
  goodsId: looseId('goodsId：商品').optional(),
  startInSeconds: z.number({ error: 'startInSeconds：开始时间有误' }).int('startInSeconds：开始时间有误').min(0, 'startInSeconds：开始时间有误').max(30 * 86400, 'startInSeconds：最多30天后开始'),
  durationSeconds: z.number({ error: 'durationSeconds：时长有误' }).int('durationSeconds：时长有误').min(60, 'durationSeconds：至少1分钟').max(30 * 86400, 'durationSeconds：最长30天'),
  specialPriceFen: z.number({ error: 'specialPriceFen：活动价有误' }).int('specialPriceFen：活动价有误').min(1, 'specialPriceFen：活动价须大于0').max(100_000_000, 'specialPriceFen：活动价有误'),
  stock: z.number({ error: 'stock：库存有误' }).int('stock：库存有误').min(1, 'stock：库存至少为1').max(1_000_000, 'stock：库存有误'),
  perUserLimit: z.number({ error: 'perUserLimit：限购数量有误' }).int('perUserLimit：限购数量有误').min(1, 'perUserLimit：限购数量有误').max(99, 'perUserLimit：限购数量有误').default(1),
});
export type CreateSeckillSessionBody = z.input<typeof CreateSeckillSessionBody>;

// ───────────────────────────── answers ─────────────────────────────

const status = z.literal([1, 2, 3]).meta({ description: '1 未开始 2 进行中 3 已结束（服务端时钟）' });
const saleStatus = z.literal([1, 2, 3, 4]).meta({ description: '1 未开始 2 抢购中 3 已抢光 4 已结束' });

export const ServerTime = z.object({ serverTime: at, epochMs: z.number().int() });
export type ServerTime = z.infer<typeof ServerTime>;

/** A tab of a campaign, scoped to a city. */
export const CampaignLabel = z.object({ id: z.string(), labelName: z.string(), cityCode: z.string(), cityName: z.string(), specialId: z.string() });
export type CampaignLabel = z.infer<typeof CampaignLabel>;

/** The window and state of a campaign, shared by every answer that names one. */
export const CampaignWindow = z.object({
  specCode: z.string(),
  specType: z.string(),
  specTypeName: z.string(),
  kind: z.enum(['SPECIAL', 'SESSION']),
  title: z.string(),
  subtitle: z.string(),
  productType: z.string(),
  startAt: at,
  endAt: at,
  /** Beijing time, `yyyy-MM-dd HH:mm:ss`, as the original answered it. */
  startTime: z.string(),
  endTime: z.string(),
  status,
  statusLabel: z.string(),
  cityCodes: z.array(z.string()).meta({ description: '空 = 全国' }),
});
export type CampaignWindow = z.infer<typeof CampaignWindow>;

export const ActivityTypeOptions = z.object({
  /** '' when no campaign of the type is live or coming: the page shows its empty state. */
  specCode: z.string(),
  campaign: CampaignWindow.nullable(),
  settingVOList: z.array(CampaignLabel),
  endTime: z.string(),
  productType: z.string(),
  advertCode: z.string(),
  ruleCode: z.string(),
  /** The ad location's first material; '' → the page's default banner. */
  bannerUrl: z.string(),
  serverTime: at,
});
export type ActivityTypeOptions = z.infer<typeof ActivityTypeOptions>;

export const ActivityProduct = z.object({
  /** The campaign product (what checkout takes as activityProductId). */
  id: z.string(),
  specCode: z.string(),
  /** The goods (the detail page's productId) and its SKU. */
  productId: z.string(),
  skuId: z.string(),
  skuName: z.string(),
  skuSpec: z.string(),
  imageUrl: z.string(),
  /** Comma list, as the original. */
  tags: z.string(),
  slogan: z.string(),
  specialPriceFen: fen.meta({ description: '活动价；≤ 0 显示 面议' }),
  skuPriceFen: fen.meta({ description: '原价' }),
  specialUnit: z.string(),
  classCode: z.string(),
  productType: z.string(),
  labelId: z.string().nullable(),
  isReco: z.boolean(),
  stock: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  perUserLimit: z.number().int(),
  saleStatus,
  saleStatusLabel: z.string(),
  startAt: at,
  endAt: at,
});
export type ActivityProduct = z.infer<typeof ActivityProduct>;

export const ActivityProductPage = pagedSchema(ActivityProduct).extend({ serverTime: at });
export type ActivityProductPage = z.infer<typeof ActivityProductPage>;

export const CampaignSummary = CampaignWindow.extend({
  /** The campaign's own page. */
  pagePath: z.string(),
  bannerUrl: z.string(),
  productCount: z.number().int(),
  minPriceFen: fen.nullable(),
  /** Up to 3 products to preview. */
  preview: z.array(ActivityProduct),
});
export type CampaignSummary = z.infer<typeof CampaignSummary>;

export const ActivityListPage = pagedSchema(CampaignSummary).extend({ serverTime: at });
export type ActivityListPage = z.infer<typeof ActivityListPage>;

export const SeckillCensus = z.object({ all: z.number().int(), ongoing: z.number().int(), coming: z.number().int(), ended: z.number().int() });
export type SeckillCensus = z.infer<typeof SeckillCensus>;

export const SeckillListPage = pagedSchema(ActivityProduct).extend({ census: SeckillCensus, serverTime: at });
export type SeckillListPage = z.infer<typeof SeckillListPage>;

export const CreatedSession = z.object({ specCode: z.string(), activityProductId: z.string(), startAt: at, endAt: at });
export type CreatedSession = z.infer<typeof CreatedSession>;


export const SubsidySpecValue = z.object({ id: z.string(), name: z.string(), subsidised: z.boolean().meta({ description: '有参与本活动的规格组合含此值' }) });
export const SubsidySpecAttr = z.object({ id: z.string(), name: z.string(), values: z.array(SubsidySpecValue) });
export const SubsidySpec = z.object({
  /** The campaign product asked about, as the list shows it. */
  product: ActivityProduct,
  goodsName: z.string(),
  /** Empty: the goods has no specs to choose (buy `product` as it is). */
  attrs: z.array(SubsidySpecAttr),
  /** The asked product's values, in attribute order (the sheet's first choice). */
  selectedValueIds: z.array(z.string()),
  serverTime: at,
});
export type SubsidySpec = z.infer<typeof SubsidySpec>;
export type SubsidySpecAttr = z.infer<typeof SubsidySpecAttr>;

export const SubsidySku = z.object({ product: ActivityProduct, serverTime: at });
export type SubsidySku = z.infer<typeof SubsidySku>;
