import { z } from '@hono/zod-openapi';
import { idString, intIn, limitField, optional, pageField, pagedSchema } from '../planner/common';
import { BusinessCategory } from '../planner/dto';

/** 'preview': the merchant back office previews the store (goods in any state are listed). */
const storeMode = optional(z.enum(['preview'], { error: '页面模式有误' })).openapi({ description: "'preview' 预览模式" });
const storeId = idString('店铺ID', 's_team_001');

export const PlannerStoreQuery = z.object({
  mchUserId: idString('规划师ID'),
  type: storeMode,
  ignoreDataScope: optional(z.string().max(20, '参数有误')),
});
export const MchStoreQuery = z.object({ storeId, type: storeMode, ignoreDataScope: optional(z.string().max(20, '参数有误')) });
export const ClassifyBody = z.object({ storeId, type: storeMode, goodsRecommend: optional(storeId) }).openapi('StoreClassifyBody');
export const RecommendGoodsBody = z
  .object({ storeId, typeId: optional(idString('分类ID', 'sgc_001')), page: pageField(), limit: limitField(10), type: storeMode })
  .openapi('StoreRecommendGoodsBody');
export const SpScoreQuery = z.object({
  mchUserId: optional(idString('规划师ID')),
  score: optional(intIn('薯片分', 0, 100000)).openapi({ type: 'integer' }),
});

const Module = z.object({ id: z.string(), name: z.string(), data: z.array(z.object({ id: z.string(), name: z.string() })) });

export const PlannerStoreInfo = z
  .object({
    id: z.string(),
    mchUserId: z.string(),
    personal: z.object({
      name: z.string(),
      headPortrait: z.string(),
      serveAge: z.number(),
      categories: z.array(z.string()),
      point: z.number(),
      beatProp: z.string(),
    }),
    postName: z.string(),
    plannerStatus: z.number(),
    mchClass: z.string(),
    mchUserBusinessCategories: z.array(BusinessCategory),
    teamStoreId: z.string().nullable(),
    mchStoreId: z.string().nullable(),
    mchLogo: z.string(),
    mchName: z.string(),
    goodsRecommend: z.string(),
    modules: z.array(Module),
  })
  .openapi('PlannerStoreInfo');

const Stats = z.object({
  personNum: z.number(),
  customerNum: z.number(),
  maintenanceNum: z.number(),
  consultResponse: z.string(),
  callThroughRate: z.string(),
});

export const MchStoreInfo = z
  .object({
    id: z.string(),
    storeType: z.string().openapi({ description: 'merchant | team' }),
    name: z.string(),
    mchBaseInfo: z.object({ logo: z.string(), name: z.string() }),
    teamInfo: z.object({ img: z.string(), name: z.string(), profile: z.string() }).nullable(),
    banners: z.array(z.object({ url: z.string(), link: z.string() })),
    mchService: Stats,
    teamService: Stats,
    goodsRecommend: z.string(),
    planners: z.array(
      z.object({
        plannerId: z.string(),
        img: z.string(),
        name: z.string(),
        score: z.number(),
        point: z.number(),
        category: z.string(),
        postName: z.string(),
      }),
    ),
    mchStoreId: z.string().nullable(),
    mchLogo: z.string(),
    mchName: z.string(),
    modules: z.array(Module),
  })
  .openapi('MchStoreInfo');

export const StoreCategory = z.object({ id: z.string(), name: z.string() }).openapi('StoreGoodsCategory');

export const StoreGoodsItem = z
  .object({
    priceKind: z.string(),
    priceText: z.string().openapi({ example: '1999元' }),
    priceValue: z.string(),
    priceUnit: z.string(),
    priceFen: z.number(),
    originalPriceFen: z.number(),
    originalPriceText: z.string(),
    id: z.string(),
    img: z.string(),
    name: z.string(),
    tags: z.array(z.string()),
    desc: z.string(),
    price: z.string(),
    productType: z.string(),
    typeCode: z.string(),
    classCodeOne: z.string(),
    state: z.number().openapi({ description: '1 在售' }),
    href: z.string(),
    targetType: z.string(),
  })
  .openapi('StoreGoodsItem');

export const StoreGoodsPage = pagedSchema(StoreGoodsItem).openapi('StoreGoodsPage');

export const SpScoreDetail = z
  .object({
    mchUserId: z.string().nullable(),
    name: z.string(),
    point: z.number(),
    pointLevelName: z.string(),
    beatPercent: z.number(),
    plannerCount: z.number(),
    dimensions: z.array(
      z.object({ name: z.string(), score: z.number().nullable(), peerAverage: z.number(), description: z.string() }),
    ),
    explain: z.string(),
  })
  .openapi('SpScoreDetail');
