import { LEAD_KIND } from '../catalog/enums';

/**
 * Lead codes shared by the server and the pages (the lead kinds are LEAD_KIND in ../catalog/enums.ts). The credit
 * estimate's own tables (names, factors) are lib/creditEstimate.ts; its codes are these.
 */
export const LOAN_TYPE_CODES = ['ENTERPRISE_CREDIT', 'ENTERPRISE_MORTGAGE', 'PERSONAL_CREDIT', 'PERSONAL_MORTGAGE'] as const;
export type LoanTypeCode = (typeof LOAN_TYPE_CODES)[number];

/** 房贷已还时间. */
export const MORTGAGE_PERIOD_CODES = ['HALF_TO_1', '1_TO_3', '3_TO_5', 'OVER_5'] as const;
export type MortgagePeriodCode = (typeof MORTGAGE_PERIOD_CODES)[number];

/** The kinds POST /consult/v1/cms_add_consult takes (a credit evaluation has its own call). */
export const CONSULT_LEAD_KINDS = [LEAD_KIND.CONSULT, LEAD_KIND.SUBSCRIBE, LEAD_KIND.EMPTY_SEARCH, LEAD_KIND.PRICE_DROP, LEAD_KIND.MERCHANT_JOIN] as const;
export type ConsultLeadKind = (typeof CONSULT_LEAD_KINDS)[number];
