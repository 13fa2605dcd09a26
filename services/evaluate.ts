/** Review (evaluation) reads: goods reviews of /detail and /detail/commentList, planner reviews (inventory §10, §18). */
import { http, type Http } from '@/lib/http';
import type { EvaluateListInput, EvaluationPage } from '@/lib/contract/evaluate/api';

export type { EvaluateListInput, EvaluationPage, EvaluationRecord } from '@/lib/contract/evaluate/api';

export const findAlreadyEvaluatePageList = (input: EvaluateListInput, client: Http = http) =>
  client.post<EvaluationPage>('/evaluate/v1/find_already_evaluate_page_list', input);
