/**
 * 面谈记录 (inventory my §7, spec §7 "Interviews v4"): the customer's appointments with planners (list, detail,
 * confirm, cancel, the 我的 badge) and the planner's side (their proposals, their customers, propose, cancel,
 * complete). Every call needs an account; the server checks whose appointment it is.
 */
import { http, type Http } from '@/lib/http';
import type {
  CustomerInterview,
  CustomerInterviewDetail,
  CustomerInterviewPage,
  InterviewProposeInput,
  PlannerCustomerPage,
  PlannerInterview,
  PlannerInterviewPage,
} from '@/lib/contract/interview/api';

export type {
  CustomerInterview,
  CustomerInterviewDetail,
  CustomerInterviewPage,
  InterviewEvaluation,
  PlannerCustomer,
  PlannerCustomerPage,
  PlannerInterview,
  PlannerInterviewPage,
} from '@/lib/contract/interview/api';

export type InterviewPageQuery = { page: number; limit?: number; status?: number | '' };

// ——— the customer ———

/** GET /interview/v4/not_complete_num: appointments waiting for my confirmation (the 我的 badge). */
export const notCompleteNum = (client: Http = http) => client.get<number>('/interview/v4/not_complete_num');

/** GET /interview/v4/page: my appointments, by status ('' = all). */
export const interviewPage = (q: InterviewPageQuery, client: Http = http) => client.get<CustomerInterviewPage>('/interview/v4/page', q);

/** GET /interview/v4/detail: one appointment proposed to me, with whether I may rate it and my rating. */
export const interviewDetail = (id: string, client: Http = http) => client.get<CustomerInterviewDetail>('/interview/v4/detail', { id });

/** POST /interview/v4/confirm. */
export const confirmInterview = (id: string, client: Http = http) => client.post<CustomerInterview>('/interview/v4/confirm', { id });

/** POST /interview/v4/cancel; `status` is what the page showed (a confirm meanwhile makes it 409, not a silent cancel). */
export const cancelInterview = (id: string, status: number, reason?: string, client: Http = http) =>
  client.post<CustomerInterview>('/interview/v4/cancel', { id, status, reason });

/** POST /interview/v4/evaluate: rate a held appointment (1–5 stars, optional text), once; answers the detail. */
export const evaluateInterview = (input: { id: string; score: number; content?: string; anonymous?: boolean }, client: Http = http) =>
  client.post<CustomerInterviewDetail>('/interview/v4/evaluate', {
    id: input.id,
    score: input.score,
    content: input.content?.trim() || undefined,
    anonymous: input.anonymous ? 1 : 0,
  });

// ——— the planner ———

/** GET /interview/v4/planner_page: the appointments I proposed, by status. */
export const plannerInterviewPage = (q: InterviewPageQuery, client: Http = http) =>
  client.get<PlannerInterviewPage>('/interview/v4/planner_page', q);

/** GET /interview/v4/planner_detail. */
export const plannerInterviewDetail = (id: string, client: Http = http) => client.get<PlannerInterview>('/interview/v4/planner_detail', { id });

/** GET /interview/v4/planner_customers: the customers I may propose to, the latest contact first. */
export const plannerCustomers = (q: { page: number; limit?: number }, client: Http = http) =>
  client.get<PlannerCustomerPage>('/interview/v4/planner_customers', q);

/** POST /interview/v4/start_customer: propose an appointment (the customer is told by chat and SMS). */
export const startCustomer = (input: InterviewProposeInput, client: Http = http) => client.post<PlannerInterview>('/interview/v4/start_customer', input);

/** POST /interview/v4/planner_cancel; `status` as above. */
export const plannerCancelInterview = (id: string, status: number, reason?: string, client: Http = http) =>
  client.post<PlannerInterview>('/interview/v4/planner_cancel', { id, status, reason });

/** POST /interview/v4/complete: mark a confirmed appointment held. */
export const completeInterview = (id: string, client: Http = http) => client.post<PlannerInterview>('/interview/v4/complete', { id });
