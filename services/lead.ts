/**
 * Leads (inventory §5.2 subscribe box, §7.3 credit evaluation, §8 price-drop): saved for the sales team. A visitor
 * proves the phone with an SMS code (send it with sendSmsCode type 'default'); a logged-in account may leave phone
 * and smsCode out (its own phone is used).
 */
import { http, type Http } from '@/lib/http';
import type { ConsultLead, ConsultLeadInput, CreditEvaluationInput, CreditEvaluationResult } from '@/lib/contract/lead/api';

export type { ConsultLeadInput, CreditEvaluationInput, CreditEvaluationResult } from '@/lib/contract/lead/api';
export type { ConsultLeadKind } from '@/lib/contract/lead/enums';

/** POST /lead/v1/credit_evaluation: computes the quota (lib/creditEstimate) and saves the lead. */
export const addCreditEvaluation = (input: CreditEvaluationInput, client: Http = http) =>
  client.post<CreditEvaluationResult>('/lead/v1/credit_evaluation', input);

/** POST /consult/v1/cms_add_consult: a consult / subscription lead; one per phone and content per day (repeats answer the first). */
export const cmsAddConsult = (input: ConsultLeadInput, client: Http = http) => client.post<ConsultLead>('/consult/v1/cms_add_consult', input);
