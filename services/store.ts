/** Stores (inventory §14): planner, merchant and team stores, their recommended goods, and the 薯片分 explainer. */
import { http, type Http } from '@/lib/http';
import type {
  ClassifyBody,
  MchStoreInfo,
  MchStoreQuery,
  PlannerStoreInfo,
  PlannerStoreQuery,
  RecommendGoodsBody,
  SpScoreDetail,
  SpScoreQuery,
  StoreGoodsCategory,
  StoreGoodsPage,
} from '@/lib/contract/store/api';

export type {
  MchStoreInfo,
  PlannerStoreInfo,
  SpScoreDetail,
  StoreGoodsCategory,
  StoreGoodsItem,
  StoreModule,
  StorePlanner,
  StorePlannerProfile,
  StoreStats,
} from '@/lib/contract/store/api';
export type { StoreMode } from '@/lib/contract/store/enums';

type Without<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** GET /store/v1/planner_store_info. `type` 'preview': the back office previews the store (goods in any state). */
export const plannerStoreInfo = (input: PlannerStoreQuery, client: Http = http) =>
  client.get<PlannerStoreInfo>('/store/v1/planner_store_info', input);

/** GET /store/v1/mch_store_info: a merchant store or a team store. */
export const mchStoreInfo = (input: MchStoreQuery, client: Http = http) =>
  client.get<MchStoreInfo>('/store/v1/mch_store_info', input);

/** POST /store/v1/recommend_goods_classify: the goods tabs of a store. */
export const recommendGoodsClassify = (input: ClassifyBody, client: Http = http) =>
  client.post<StoreGoodsCategory[]>('/store/v1/recommend_goods_classify', input);

/** POST /store/v1/recommend_goods: one tab of a store's goods; prices come computed. */
export const recommendGoods = (input: Without<RecommendGoodsBody, 'page' | 'limit'>, client: Http = http) =>
  client.post<StoreGoodsPage>('/store/v1/recommend_goods', input);

/** GET /store/v1/sp_score_detail: mchUserId (preferred) or a bare score, as /store/spScoreDetail?score= links carry. */
export const spScoreDetail = (input: SpScoreQuery, client: Http = http) => client.get<SpScoreDetail>('/store/v1/sp_score_detail', input);

