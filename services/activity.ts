/**
 * 专题活动 and the flash sale (inventory platform §4; spec §7 "Home, activity and goods"): a type's campaign and its
 * tabs, its products, every live and coming campaign, the flash sale's list with its counts, and the server's clock.
 * Amounts are integer fen. Buying goes through the normal checkout (services/order.ts, `activityProductId`).
 */
import { http, type Http } from '@/lib/http';
import type {
  ActivityListPage,
  ActivityListQuery,
  ActivityProductListQuery,
  ActivityProductPage,
  ActivityTypeOptions,
  ActivityTypeOptionsQuery,
  SeckillListPage,
  SeckillListQuery,
  ServerTime,
  SubsidySku,
  SubsidySkuQuery,
  SubsidySpec,
  SubsidySpecQuery,
} from '@/lib/contract/activity/api';

export type { ActivityListPage, ActivityProduct, ActivityProductPage, ActivityTypeOptions, CampaignLabel, CampaignSummary, CampaignWindow, SeckillCensus, SeckillListPage, SubsidySku, SubsidySpec, SubsidySpecAttr } from '@/lib/contract/activity/api';

/** GET server_time: the server's clock (countdowns run on it). */
export const serverTime = (client: Http = http) => client.get<ServerTime>('/activity/v1/server_time');

/** GET activity_type_options {specType, specCode?, cityCodes}: the campaign, its tabs in the city, window, state, banner. */
export const activityTypeOptions = (q: ActivityTypeOptionsQuery, client: Http = http) => client.get<ActivityTypeOptions>('/activity/v1/activity_type_options', q);

/** GET activity_product_list {specCode, page, limit, cityCode, labelId?, isReco?}: a campaign's products with their states. */
export const activityProductList = (q: ActivityProductListQuery, client: Http = http) => client.get<ActivityProductPage>('/activity/v1/activity_product_list', q);

/** GET activity_list {specType?, when?, kind?, cityCode?}: live and coming campaigns of every type, with their windows. */
export const activityList = (q: ActivityListQuery, client: Http = http) => client.get<ActivityListPage>('/activity/v1/activity_list', q);

/** GET seckill_list {status, cityCode}: flash-sale products (全部/进行中/即将开始/已结束) and the four counts. */
export const seckillList = (q: SeckillListQuery, client: Http = http) => client.get<SeckillListPage>('/activity/v1/seckill_list', q);

/** GET subsidy/get_spec {id}: 官方补贴 — the goods' specs, which values are subsidised, and the product asked about. */
export const subsidySpec = (q: SubsidySpecQuery, client: Http = http) => client.get<SubsidySpec>('/activity/v1/subsidy/get_spec', q);

/** GET subsidy/find_sku {id, valueIds}: 官方补贴 — the campaign product of the chosen values, with its price and state. */
export const subsidySku = (q: SubsidySkuQuery, client: Http = http) => client.get<SubsidySku>('/activity/v1/subsidy/find_sku', q);
