import { z } from 'zod';
import { idString, intIn, limitField, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { BusinessCategory, PlannerCard } from '../planner/api';
import { STORE_PREVIEW } from './enums';

// ——— requests ———

const storeMode = optional(z.enum([STORE_PREVIEW], { error: '页面模式有误' })).meta({ description: "'preview' 预览模式" });
const storeId = idString('店铺ID', 's_team_001');
const dataScope = optional(z.string().max(20, '参数有误'));

export const PlannerStoreQuery = z.object({ mchUserId: idString('规划师ID'), type: storeMode, ignoreDataScope: dataScope });
export type PlannerStoreQuery = z.infer<typeof PlannerStoreQuery>;

export const MchStoreQuery = z.object({ storeId, type: storeMode, ignoreDataScope: dataScope });
export type MchStoreQuery = z.infer<typeof MchStoreQuery>;

export const ClassifyBody = z.object({ storeId, type: storeMode, goodsRecommend: optional(storeId) }).meta({ id: 'StoreClassifyBody' });
export type ClassifyBody = z.infer<typeof ClassifyBody>;

export const RecommendGoodsBody = z
  .object({ storeId, typeId: optional(idString('分类ID', 'sgc_001')), page: pageField(), limit: limitField(10), type: storeMode })
  .meta({ id: 'StoreRecommendGoodsBody' });
export type RecommendGoodsBody = z.infer<typeof RecommendGoodsBody>;

export const SpScoreQuery = z.object({
  mchUserId: optional(idString('规划师ID')),
  score: optional(intIn('薯片分', 0, 100000)).meta({ type: 'integer' }),
});
export type SpScoreQuery = z.infer<typeof SpScoreQuery>;

// ——— answers ———

export const StoreGoodsCategory = z.object({ id: z.string(), name: z.string() }).meta({ id: 'StoreGoodsCategory' });
export type StoreGoodsCategory = z.infer<typeof StoreGoodsCategory>;

export const StoreModule = z.object({ id: z.string(), name: z.string(), data: z.array(StoreGoodsCategory) });
export type StoreModule = z.infer<typeof StoreModule>;

/** The planner of a planner store: the planner card with the figures of the store's header. */
export const StorePlannerProfile = PlannerCard.extend({
  serveAge: z.number().int(),
  categories: z.array(z.string()).meta({ description: '业务分类（二级名称），至多 3 个' }),
  beatProp: z.string().meta({ description: '打败的规划师比例', example: '85%' }),
  status: z.number().int().meta({ description: '1 启用 0 禁用 3 离职' }),
  mchUserBusinessCategories: z.array(BusinessCategory),
});
export type StorePlannerProfile = z.infer<typeof StorePlannerProfile>;

export const PlannerStoreInfo = z
  .object({
    id: z.string().meta({ description: '店铺ID' }),
    personal: StorePlannerProfile,
    teamStoreId: z.string().nullable(),
    mchStoreId: z.string().nullable(),
    mchLogo: z.string(),
    mchName: z.string(),
    goodsRecommend: z.string().meta({ description: '取商品分类与商品时用的店铺ID' }),
    modules: z.array(StoreModule).meta({ description: 'modules[0].data[0].id 为第一个商品分类' }),
  })
  .meta({ id: 'PlannerStoreInfo' });
export type PlannerStoreInfo = z.infer<typeof PlannerStoreInfo>;

export const StoreStats = z.object({
  personNum: z.number().int(),
  customerNum: z.number().int(),
  maintenanceNum: z.number().int(),
  consultResponse: z.string().meta({ example: '98%' }),
  callThroughRate: z.string(),
});
export type StoreStats = z.infer<typeof StoreStats>;

/** A planner of a merchant or team store. */
export const StorePlanner = PlannerCard.extend({ category: z.string().meta({ description: '第一个业务分类' }) });
export type StorePlanner = z.infer<typeof StorePlanner>;

export const MchStoreInfo = z
  .object({
    id: z.string(),
    storeType: z.enum(['merchant', 'team']),
    name: z.string(),
    mchBaseInfo: z.object({ logo: z.string(), name: z.string() }),
    teamInfo: z.object({ img: z.string(), name: z.string(), profile: z.string() }).nullable().meta({ description: '仅团队店铺' }),
    banners: z.array(z.object({ url: z.string(), link: z.string() })),
    mchService: StoreStats.meta({ description: '商户页读 mchService，团队页读 teamService（同一组数字）' }),
    teamService: StoreStats,
    goodsRecommend: z.string(),
    planners: z.array(StorePlanner),
    mchStoreId: z.string().nullable().meta({ description: '团队所属的商户店铺' }),
    mchLogo: z.string(),
    mchName: z.string(),
    modules: z.array(StoreModule),
  })
  .meta({ id: 'MchStoreInfo' });
export type MchStoreInfo = z.infer<typeof MchStoreInfo>;

export const StoreGoodsItem = z
  .object({
    priceKind: z.enum(['fixed', 'floating', 'ladder', 'negotiable']),
    priceText: z.string().meta({ example: '1999元' }),
    priceValue: z.string(),
    priceUnit: z.string(),
    priceFen: z.number().int(),
    originalPriceFen: z.number().int(),
    originalPriceText: z.string(),
    id: z.string(),
    img: z.string(),
    name: z.string(),
    tags: z.array(z.string()),
    desc: z.string().meta({ description: '"a|b" 标签' }),
    price: z.string().meta({ description: '= priceValue' }),
    productType: z.string(),
    typeCode: z.string(),
    classCodeOne: z.string(),
    state: z.number().int().meta({ description: '1 在售' }),
    href: z.string().meta({ description: '商品页地址' }),
    targetType: z.string().meta({ description: 'goods | trade | combo' }),
  })
  .meta({ id: 'StoreGoodsItem' });
export type StoreGoodsItem = z.infer<typeof StoreGoodsItem>;

export const StoreGoodsPage = pagedSchema(StoreGoodsItem).meta({ id: 'StoreGoodsPage' });
export type StoreGoodsPage = z.infer<typeof StoreGoodsPage>;

export const SpScoreDetail = z
  .object({
    mchUserId: z.string().nullable(),
    name: z.string(),
    point: z.number().int(),
    pointLevelName: z.string(),
    beatPercent: z.number().int().meta({ description: '薯片分更低的在职规划师占比 0–100（实时）' }),
    plannerCount: z.number().int(),
    dimensions: z.array(
      z.object({
        name: z.string(),
        score: z.number().nullable().meta({ description: '0–100；只给分数时为 null' }),
        peerAverage: z.number(),
        description: z.string(),
      }),
    ),
    explain: z.string(),
  })
  .meta({ id: 'SpScoreDetail' });
export type SpScoreDetail = z.infer<typeof SpScoreDetail>;
