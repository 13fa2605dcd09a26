/**
 * Leads (inventory §5.2 subscribe box, §7.3 credit evaluation, §8 price-drop): saved for the sales team. A visitor
 * proves the phone with an SMS code (send it with sendSmsCode type 'default'); a logged-in account may leave phone
 * and smsCode out (its own phone is used).
 */
import { http, type Http } from '@/lib/http';
import type { LoanTypeCode, MortgagePeriodCode } from '@/lib/creditEstimate';

export type CreditEvaluationInput = {
  provinceName: string;
  cityName: string;
  /** Omit a section for 无. */
  fundMonthly?: number;
  premiumYearly?: number;
  mortgageMonthly?: number;
  mortgagePeriod?: MortgagePeriodCode;
  loanType: LoanTypeCode;
  phone?: string;
  smsCode?: string;
  /** The page path. */
  source?: string;
};
export type CreditEvaluationResult = {
  leadId: string;
  /** Whole yuan, and "1,250,000". */
  estimateYuan: number;
  estimateText: string;
};

/** POST /lead/v1/credit_evaluation: computes the quota (lib/creditEstimate) and saves the lead. */
export const addCreditEvaluation = (input: CreditEvaluationInput, client: Http = http) =>
  client.post<CreditEvaluationResult>('/lead/v1/credit_evaluation', input);

/** MERCHANT_JOIN: the /detail/joing application (companyName, city, category). */
export type ConsultLeadKind = 'CONSULT' | 'SUBSCRIBE' | 'EMPTY_SEARCH' | 'PRICE_DROP' | 'MERCHANT_JOIN';
export type ConsultLeadInput = {
  kind: ConsultLeadKind;
  /** What was wanted: "企业服务:搜索内容-注册公司-全部分类". */
  consultationContent: string;
  phone?: string;
  smsCode?: string;
  customerName?: string;
  /** Page URL or path. */
  sourceAddr?: string;
  /** The goods / listing / planner it is about. */
  targetType?: 'goods' | 'trade' | 'planner' | 'combo';
  targetId?: string;
  /** First-level class (FL) it is about, and its name. */
  requireCode?: string;
  requireName?: string;
  /** City (code + name) the customer is in; default the request's areaCode. */
  cityCode?: string;
  cityName?: string;
  /** MERCHANT_JOIN: the applicant's company. */
  companyName?: string;
};

/** POST /consult/v1/cms_add_consult: a consult / subscription lead; one per phone and content per day (repeats answer the first). */
export const addConsultLead = (input: ConsultLeadInput, client: Http = http) =>
  client.post<{ leadId: string }>('/consult/v1/cms_add_consult', input);
