/**
 * 需求卡 / 轻松找服务 (inventory my §14): submit a card (add_allot_resource), the customer's cards (我的需求卡) and the
 * cards given to a planner. Every call needs an account; the server checks the answers and whose card it is.
 */
import { http, type Http } from '@/lib/http';
import type { DemandCard, DemandCardPage, PlannerDemandCard, PlannerDemandCardPage } from '@/lib/contract/demandCard/api';
import type { Answers } from '@/lib/contract/demandCard/answers';
import type { DemandCardCode } from '@/lib/contract/demandCard/enums';

export type { DemandCard, DemandCardPage, PlannerDemandCard, PlannerDemandCardPage } from '@/lib/contract/demandCard/api';

export type DemandCardSubmit = {
  requireCode: DemandCardCode;
  cityCode: string;
  answers: Answers;
  comment?: string;
  allowPhone: boolean;
  customerName?: string;
  sourceUrl?: string;
};

/** POST /demand_card/v1/add_allot_resource: the card, routed to a planner who is told in the chat workbench. */
export const addAllotResource = (input: DemandCardSubmit, client: Http = http) =>
  client.post<DemandCard>('/demand_card/v1/add_allot_resource', {
    ...input,
    answers: JSON.stringify(input.answers),
    allowPhone: input.allowPhone ? 1 : 0,
  });

/** GET /demand_card/v1/list: 我的需求卡, newest first. */
export const demandCardList = (q: { page: number; limit?: number }, client: Http = http) => client.get<DemandCardPage>('/demand_card/v1/list', q);

/** GET /demand_card/v1/detail: one of the caller's cards. */
export const demandCardDetail = (id: string, client: Http = http) => client.get<DemandCard>('/demand_card/v1/detail', { id });

/** GET /demand_card/v1/planner_list: the cards given to the calling planner. */
export const plannerDemandCardList = (q: { page: number; limit?: number }, client: Http = http) =>
  client.get<PlannerDemandCardPage>('/demand_card/v1/planner_list', q);

/** GET /demand_card/v1/planner_detail: one card given to the calling planner. */
export const plannerDemandCardDetail = (id: string, client: Http = http) => client.get<PlannerDemandCard>('/demand_card/v1/planner_detail', { id });
