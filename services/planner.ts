/** Planner calls (spec §7 "Store and planner"; inventory §13): list, detail, business card, evaluations, recommendations. */
import { http, type Http } from '@/lib/http';
import type { EvaluationPage } from './evaluate';
import type { Paged } from '@/lib/contract/paging';

/** One page of a list. `current` is the 1-based page number. */
export type { Paged };

/** 1 启用 (callable), 0 禁用, 3 离职. */
export type PlannerStatus = 0 | 1 | 3;
export type BusinessCategory = { firstTypeCode: string; firstTypeName: string; secondTypeCode: string; secondTypeName: string };

/** A card of /planner/list. */
export type PlannerListItem = {
  mchUserId: string;
  userName: string;
  mchUserName: string;
  img: string;
  postName: string;
  recentCompany: string;
  tagList: string[];
  /** 历史成交 (deals). */
  payNum: number;
  /** 好评率 as shown, "98.5%". */
  goodReputation: string;
  /** 薯片分. */
  point: number;
  /** IM user type: MERCHANT_B | MERCHANT_S | MERCHANT_USER. */
  type: string;
  cityCode: string;
  districtCode: string | null;
  /** Recommendation id to pass along with chat / calls. */
  dggPlannerRecomLog: string;
};

/** Exactly one order flag may be set: 1 descending, 0 ascending (default orderByPoint 1). */
export type PlannerListInput = {
  keyWords?: string;
  /** City served (default: the request's areaCode). */
  cityCode?: string;
  /** A district of that city. */
  regionCode?: string;
  /** First-level business category (FL code). */
  firstTypeCode?: string;
  orderByPoint?: 0 | 1;
  orderByReputation?: 0 | 1;
  orderByPayNum?: 0 | 1;
  /** Page, from 1. */
  start?: number;
  limit?: number;
};

export const listPlanners = (input: PlannerListInput, client: Http = http) =>
  client.post<Paged<PlannerListItem>>('/planner/v2/list', input);

/** GET /planner/v1/detail: the contact data of a planner. */
export type PlannerDetail = {
  id: string;
  mchUserId: string;
  name: string;
  userName: string;
  img: string;
  portrait: string;
  zwName: string;
  postName: string;
  mchClass: string;
  type: string;
  tagNameList: string[];
  /** Share of planners this one beats, "85%" ('' when unknown). */
  prop: string;
  /** 1: the score may be shown on shared pages. */
  show: 0 | 1;
  point: number;
  pointLevelName: string;
  /** Years of service. */
  serveAge: number;
  status: PlannerStatus;
  statusName: string;
  payNum: number;
  goodReputation: string;
  mchUserBusinessCategories: BusinessCategory[];
  storeId: string | null;
  /** The context the page was opened with, echoed (for chat and calls). */
  requireCode: string;
  requireName: string;
  /** Whether the planner's business scope covers requireCode (true when no requireCode). */
  servesRequire: boolean;
};

export const getPlannerDetail = (input: { id: string; requireCode?: string; requireName?: string }, client: Http = http) =>
  client.get<PlannerDetail>('/planner/v1/detail', input);

export type ContentWenda = { id: string; title: string; contentText: string; contentImageUrl: string; applaudCount: number; remarkCount: number };
export type ContentArticle = { id: string; title: string; contentImageUrl: string; totalBrowseCount: number; applaudCount: number; createTime: number };
export type ContentNews = { id: string; title: string; imageUrl: string; createTime: string };

/** GET /plannerCard/v1/planner_detail: the business card of /planner/detail (inventory §13.2). */
export type PlannerCard = {
  mchUserId: string;
  /** BUSINESS_CARD_STATUS_ON_SHELF = shown; anything else = 未上架 (the rest of the card is then empty). */
  status: string;
  image: string;
  /** Badge, e.g. 金牌规划师. */
  title: string;
  userName: string;
  userNo: string;
  merchantName: string;
  /** Masked (138****1234); the real number never leaves the server — calls go through bindHidden. */
  phone: string;
  baseInfo: { wechat: string; mailbox: string; lawyerIntro: string };
  officeAddress: string;
  baseData: {
    serviceExperience: string;
    peopleServed: number | null;
    dealNumber: number | null;
    /** Seconds. */
    responseTime: number | null;
    /** Percent number, 98.5. */
    favComRate: number | null;
    Evaluator: number;
  };
  point: number;
  pointLevelName: string;
  prop: string;
  show: 0 | 1;
  tagNameList: string[];
  /** "a|b|c". */
  label: string;
  mchClass: string;
  plannerStatus: PlannerStatus;
  live: { id: string; coverUrl: string; createTime: string; viewCount: number; studioName: string } | null;
  titleNavs: string[];
  content: { wenda: ContentWenda[]; article: ContentArticle[]; hotNews: ContentNews[] };
  dggPlannerRecomLog: string;
};

export const getPlannerCard = (mchUserId: string, client: Http = http) =>
  client.get<PlannerCard>('/plannerCard/v1/planner_detail', { mchUserId });

/** GET /planner/v1/find_card: the evaluation summary of a planner (for /plannerEvaluate and the card). */
export type PlannerCardSummary = {
  mchUserId: string;
  userName: string;
  img: string;
  postName: string;
  point: number;
  payNum: number;
  goodReputation: string;
  /** Reviews shown on the site. */
  evaluateCount: number;
  /** Mean of averageScore (0–1000), null without reviews. */
  averageScore: number | null;
  /** Most used review tags with counts. */
  evaluateTags: { name: string; count: number }[];
};

export const findCard = (mchUserId: string, client: Http = http) =>
  client.get<PlannerCardSummary>('/planner/v1/find_card', { mchUserId });

/** GET /planner/v1/find_card_evaluate: a planner's reviews, paged (same record shape as goods reviews). */
export const findCardEvaluate = (input: { mchUserId: string; start?: number; limit?: number }, client: Http = http) =>
  client.get<EvaluationPage>('/planner/v1/find_card_evaluate', input);

/** A planner of the consultation card / 推荐规划师 on a product page. */
export type RecommendPlanner = {
  mchUserId: string;
  userName: string;
  name: string;
  img: string;
  portrait: string;
  postName: string;
  point: number;
  payNum: number;
  goodReputation: string;
  tagNameList: string[];
  mchUserBusinessCategories: BusinessCategory[];
  type: string;
  dggPlannerRecomLog: string;
};

export type RecommendPlannerInput = {
  /** City code (default: the request's areaCode). */
  area?: string;
  firstTypeCode?: string;
  /** Second-level class code. */
  level_2_ID?: string;
  productId?: string;
  productType?: string;
  /** app-cpxqye-01 planner list (default), app-cpxqye-02 booth planner, app-ghsdgye-02 financing page. */
  sceneId?: string;
  deviceId?: string;
  page?: number;
  limit?: number;
};

export const recommendPlanners = (input: RecommendPlannerInput, client: Http = http) =>
  client.get<Paged<RecommendPlanner>>('/recommend/v1/planner', input);

/** Planners who served the logged-in user (orders / reviews); empty for visitors. */
export const findServicedPlanners = (input: { start?: number; limit?: number } = {}, client: Http = http) =>
  client.get<Paged<PlannerListItem>>('/planner/v1/find_serviced_planner', input);
