/** Case studies (inventory §15): the case square and a case's detail. */
import { http, type Http } from '@/lib/http';
import type { CaseDetail, CaseListBody, CasePage } from '@/lib/contract/case/api';

export type { CaseDetail, CaseItem, CaseMember, CaseSection, CaseSigner, CaseStep } from '@/lib/contract/case/api';
export { CASE_SORTS, type CaseOrderColumn } from '@/lib/contract/case/enums';

export type CaseListInput = Partial<CaseListBody>;

/** POST /case/v1/case_list: the case square. */
export const caseList = (input: CaseListInput, client: Http = http) => client.post<CasePage>('/case/v1/case_list', input);

/** GET /case/v1/case_detail: a case (each view counts one read). */
export const caseDetail = (id: string, client: Http = http) => client.get<CaseDetail>('/case/v1/case_detail', { id });

