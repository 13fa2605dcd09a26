/** Review (evaluation) reads: goods reviews of /detail and /detail/commentList, planner reviews (inventory §10, §18). */
import { http, type Http } from '@/lib/http';
import type { EvaluationPage, FindAlreadyEvaluatePageListBody } from '@/lib/contract/evaluate/api';

export type { EvaluationPage, EvaluationRecord } from '@/lib/contract/evaluate/api';

/** ext1 (goods id: service goods, trade listing or combo) or plannerId is required; start is the page from 1. */
export type EvaluateListInput = Partial<FindAlreadyEvaluatePageListBody>;

export const findAlreadyEvaluatePageList = (input: EvaluateListInput, client: Http = http) =>
  client.post<EvaluationPage>('/evaluate/v1/find_already_evaluate_page_list', input);
