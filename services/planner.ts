/** Planner calls (spec §7 "Store and planner"; inventory §13): list, detail, business card, evaluations, recommendations. */
import { http, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';
import type {
  CardEvaluateQuery,
  PlannerBusinessCard,
  PlannerCard,
  PlannerDetail,
  PlannerDetailQuery,
  PlannerEvaluateSummary,
  PlannerListBody,
  PlannerPage,
  RecommendPage,
  RecommendQuery,
  ServicedQuery,
} from '@/lib/contract/planner/api';
import type { EvaluationPage } from './evaluate';

export type { Paged };
export type {
  BusinessCategory,
  ContentArticle,
  ContentNews,
  ContentWenda,
  PlannerBusinessCard,
  PlannerDetail,
  PlannerEvaluateSummary,
  PlannerListItem,
  RecommendPlanner,
} from '@/lib/contract/planner/api';
export type { PlannerCard } from '@/lib/contract/planner/api';
export type { PlannerStatus } from '@/lib/contract/planner/enums';

/** The list's request: exactly one order flag may be set, 1 descending, 0 ascending (default orderByPoint 1). */
export type PlannerListInput = Partial<PlannerListBody>;
export type RecommendPlannerInput = Partial<RecommendQuery>;

/** POST /planner/v2/list: 在线直选规划师. */
export const plannerList = (input: PlannerListInput, client: Http = http) => client.post<PlannerPage>('/planner/v2/list', input);

/** GET /planner/v1/detail: the contact data of a planner. */
export const plannerDetail = (input: Partial<PlannerDetailQuery> & Pick<PlannerDetailQuery, 'id'>, client: Http = http) =>
  client.get<PlannerDetail>('/planner/v1/detail', input);

/** GET /plannerCard/v1/planner_detail: the business card of /planner/detail (inventory §13.2). */
export const plannerCardDetail = (mchUserId: string, client: Http = http) =>
  client.get<PlannerBusinessCard>('/plannerCard/v1/planner_detail', { mchUserId });

/** GET /planner/v1/find_card: the evaluation summary of a planner (for /plannerEvaluate and the card). */
export const findCard = (mchUserId: string, client: Http = http) => client.get<PlannerEvaluateSummary>('/planner/v1/find_card', { mchUserId });

/** GET /planner/v1/find_card_evaluate: a planner's reviews, paged (same record shape as goods reviews). */
export const findCardEvaluate = (input: Partial<CardEvaluateQuery> & Pick<CardEvaluateQuery, 'mchUserId'>, client: Http = http) =>
  client.get<EvaluationPage>('/planner/v1/find_card_evaluate', input);

/** GET /recommend/v1/planner: the planners of a goods page (consultation card, 推荐规划师). */
export const recommendPlanner = (input: RecommendPlannerInput, client: Http = http) =>
  client.get<RecommendPage>('/recommend/v1/planner', input);

/** GET /planner/v1/find_serviced_planner: planners who served the logged-in user; empty for visitors. */
export const findServicedPlanner = (input: Partial<ServicedQuery> = {}, client: Http = http) =>
  client.get<PlannerPage>('/planner/v1/find_serviced_planner', input);

/** The planner card every answer's planner extends, without what the answer knows beyond it (for the stores and bars). */
export const plannerCardOf = (p: PlannerCard): PlannerCard => ({
  mchUserId: p.mchUserId,
  name: p.name,
  avatar: p.avatar,
  postName: p.postName,
  tagNameList: p.tagNameList,
  type: p.type,
  point: p.point,
});

