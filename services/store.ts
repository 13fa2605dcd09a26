/** Stores (inventory §14): planner, merchant and team stores, their recommended goods, and the 薯片分 explainer. */
import { http, type Http } from '@/lib/http';
import type { PriceView } from './goods';
import type { BusinessCategory, Paged, PlannerStatus } from './planner';

/** `type`: 'preview' when the merchant back office previews the store (then goods in any state are listed). */
export type StoreMode = 'preview' | '';

export type StoreModule = { id: string; name: string; data: { id: string; name: string }[] };

export type PlannerStoreInfo = {
  /** Store id. */
  id: string;
  mchUserId: string;
  personal: {
    name: string;
    headPortrait: string;
    serveAge: number;
    /** Business categories (second-level names), at most 3. */
    categories: string[];
    point: number;
    /** "85%" ('' when unknown). */
    beatProp: string;
  };
  postName: string;
  plannerStatus: PlannerStatus;
  mchClass: string;
  mchUserBusinessCategories: BusinessCategory[];
  teamStoreId: string | null;
  mchStoreId: string | null;
  mchLogo: string;
  mchName: string;
  /** Store id whose goods categories / goods to load. */
  goodsRecommend: string;
  /** modules[0].data[0].id is the first active goods tab. */
  modules: StoreModule[];
};

export const getPlannerStoreInfo = (input: { mchUserId: string; type?: StoreMode }, client: Http = http) =>
  client.get<PlannerStoreInfo>('/store/v1/planner_store_info', input);

export type StoreStats = {
  personNum: number;
  customerNum: number;
  maintenanceNum: number;
  /** "98%". */
  consultResponse: string;
  callThroughRate: string;
};

export type StorePlanner = { plannerId: string; img: string; name: string; score: number; point: number; category: string; postName: string };

/** A merchant store (storeType merchant) or a team store (storeType team). */
export type MchStoreInfo = {
  id: string;
  storeType: 'merchant' | 'team';
  name: string;
  mchBaseInfo: { logo: string; name: string };
  /** Team stores only. */
  teamInfo: { img: string; name: string; profile: string } | null;
  banners: { url: string; link: string }[];
  /** The same numbers; merchant pages read mchService, team pages teamService. */
  mchService: StoreStats;
  teamService: StoreStats;
  goodsRecommend: string;
  planners: StorePlanner[];
  /** The merchant store a team belongs to (team stores), with its logo and name. */
  mchStoreId: string | null;
  mchLogo: string;
  mchName: string;
  modules: StoreModule[];
};

export const getMchStoreInfo = (input: { storeId: string; type?: StoreMode }, client: Http = http) =>
  client.get<MchStoreInfo>('/store/v1/mch_store_info', input);

export type StoreGoodsCategory = { id: string; name: string };

export const recommendGoodsClassify = (input: { storeId: string; type?: StoreMode }, client: Http = http) =>
  client.post<StoreGoodsCategory[]>('/store/v1/recommend_goods_classify', input);

/** Prices come computed (PriceView of services/goods: priceText "1999元" / "5%服务费" / "面议"). */
export type StoreGoodsItem = PriceView & {
  id: string;
  img: string;
  name: string;
  tags: string[];
  /** "a|b" chips (slogan parts). */
  desc: string;
  /** = priceValue (inventory name). */
  price: string;
  /** PRO_CLASS_TYPE_SALES | PRO_CLASS_TYPE_TRANSACTION | ... */
  productType: string;
  /** Trade listings: the first-level class (type of /detail/transactionDetails); services: first-level class. */
  typeCode: string;
  classCodeOne: string;
  /** 1 on sale. */
  state: 0 | 1;
  /** Where the card leads (spec §2): /detail?productId=&classCodeOne= or /detail/transactionDetails?… or /combo/serviceDetail?id=. */
  href: string;
  /** goods | trade | combo. */
  targetType: string;
};

export type RecommendGoodsInput = { storeId: string; typeId?: string; page?: number; limit?: number; type?: StoreMode };

export const recommendGoods = (input: RecommendGoodsInput, client: Http = http) =>
  client.post<Paged<StoreGoodsItem>>('/store/v1/recommend_goods', input);

/** The 薯片分 explainer: real components of a planner's score and how peers compare. */
export type SpScoreDetail = {
  mchUserId: string | null;
  name: string;
  point: number;
  pointLevelName: string;
  /** Percent of active planners with a lower score (0–100), computed live. */
  beatPercent: number;
  /** Active planners compared. */
  plannerCount: number;
  dimensions: {
    name: string;
    /** 0–100: this planner (null when only a score was given), and the mean of active planners. */
    score: number | null;
    peerAverage: number;
    description: string;
  }[];
  explain: string;
};

/** mchUserId (preferred) or a bare score, as /store/spScoreDetail?score= links carry. */
export const getSpScoreDetail = (input: { mchUserId?: string; score?: number }, client: Http = http) =>
  client.get<SpScoreDetail>('/store/v1/sp_score_detail', input);
