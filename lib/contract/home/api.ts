import { z } from 'zod';
import { codeField, codeList, limitField } from '../fields';
import { AdItem, AdsBySlot } from '../catalog/api';
import { GoodsPage } from '../goods/api';
import { ArticleCard } from '../article/api';
import { PlannerCard } from '../planner/api';

// ——— requests ———

export const PolymerizationBody = z.object({
  locationCodeList: codeList('广告位', 20)
    .optional()
    .meta({ description: '广告位，逗号分隔；默认 ad100234 顶部、ad113282 秒杀、ad113284 补贴、ad100032 必懂' }),
  fixedLimit: limitField(5, 10),
  rollLimit: limitField(20, 50),
});
export type PolymerizationInput = z.input<typeof PolymerizationBody>;

export const FindAdvertisingBody = z.object({
  locationCodeList: codeList('广告位', 20).refine((v) => v.length > 0, '请指定广告位'),
});

export const FindNavigationQuery = z.object({
  categoryCode: codeField('导航分类').meta({ description: 'nav100007 固定、nav100012 滚动、nav100026 工具' }),
  limit: limitField(20, 100),
});
export type FindNavigationInput = z.input<typeof FindNavigationQuery>;

export type PolymerizationBody = z.infer<typeof PolymerizationBody>;
export type FindAdvertisingBody = z.infer<typeof FindAdvertisingBody>;
export type FindNavigationQuery = z.infer<typeof FindNavigationQuery>;

// ——— answers ———

export { AdItem, AdsBySlot };

/** navigationWay 1 route `wapRoute`, 2 URL `url`, 3 image `imageUrl`; `href` is that target, as for ads. */
export const NavItem = z.object({
  id: z.string(),
  name: z.string(),
  navigationImageUrl: z.string(),
  navigationWay: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  wapRoute: z.string(),
  url: z.string(),
  imageUrl: z.string(),
  href: z.string(),
  external: z.boolean(),
});
export type NavItem = z.infer<typeof NavItem>;
export const NavItems = z.array(NavItem);

/** A 推荐 tab: `classCode` is the first-level class (ext3 of C-SY-RMSP-GG). */
export const HomeTab = z.object({ code: z.string(), name: z.string(), classCode: z.string() });
export type HomeTab = z.infer<typeof HomeTab>;
export const HomeTabs = z.array(HomeTab);

/** A planner of the home's strip: the one planner shape, with deals and reputation. */
export const HomePlanner = PlannerCard.extend({
  payNum: z.number().int(),
  goodReputation: z.string().meta({ example: '98.5%' }),
});
export type HomePlanner = z.infer<typeof HomePlanner>;

export const PolymerizationData = z.object({
  advertising: AdsBySlot,
  fixedNavList: z.array(NavItem),
  rollNavList: z.array(NavItem),
  toolNavList: z.array(NavItem),
  tabs: z.array(HomeTab),
  firstTabGoods: GoodsPage.meta({ description: '第一个页签的第一页商品，首页首屏即有商品' }),
  planners: z.array(HomePlanner).meta({ description: '当前城市的推荐规划师（至多 6 个，薯片分高的在前）' }),
  news: z.array(ArticleCard).meta({ description: '资讯精选：最新的资讯（至多 4 条）' }),
  areaCode: z.string().meta({ description: '数据所属城市' }),
});
export type PolymerizationData = z.infer<typeof PolymerizationData>;
