/**
 * Loan quota estimate of /detail/server/financing/creditEvaluation (inventory §7.3). Pure, shared by the page (live
 * figure) and the server (the figure saved with the lead). Unlike the original, a section switched to 无 never counts.
 */
export const LOAN_TYPES = [
  { code: 'ENTERPRISE_CREDIT', name: '企业信贷', factor: 1 },
  { code: 'ENTERPRISE_MORTGAGE', name: '企业抵押', factor: 1.3 },
  { code: 'PERSONAL_CREDIT', name: '个人信贷', factor: 1.1 },
  { code: 'PERSONAL_MORTGAGE', name: '个人抵押', factor: 1.2 },
] as const;
export type LoanTypeCode = (typeof LOAN_TYPES)[number]['code'];

/** 房贷已还时间 chips and their factor k. */
export const MORTGAGE_PERIODS = [
  { code: 'HALF_TO_1', name: '半年-1年', factor: 20 },
  { code: '1_TO_3', name: '1年-3年', factor: 45 },
  { code: '3_TO_5', name: '3年-5年', factor: 70 },
  { code: 'OVER_5', name: '5年以上', factor: 100 },
] as const;
export type MortgagePeriodCode = (typeof MORTGAGE_PERIODS)[number]['code'];

export const CREDIT_CAP_YUAN = 10_000_000;

export type CreditInput = {
  /** 个人月缴金额 (元) when 有公积金, else undefined. */
  fundMonthly?: number | null;
  /** 年缴保费 (万元) when 有保单. */
  premiumYearly?: number | null;
  /** 月供 (元) and 已还时间 when 有房贷. */
  mortgageMonthly?: number | null;
  mortgagePeriod?: MortgagePeriodCode | null;
  loanType: LoanTypeCode;
};

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** The highest quota in whole yuan (0 when nothing counts). */
export function estimateCredit(input: CreditInput): number {
  const F = input.fundMonthly;
  const fund = positive(F) && F >= 280 ? 50_000 + (F - 280) * 575 : null;
  const ins = positive(input.premiumYearly) ? input.premiumYearly * 10_000 * 25 : null;
  const k = MORTGAGE_PERIODS.find((p) => p.code === input.mortgagePeriod)?.factor;
  const mort = positive(input.mortgageMonthly) && k ? input.mortgageMonthly * k : null;
  let sum = 0;
  if (fund !== null) sum = fund + (ins ?? 0) + (mort ?? 0);
  else if (ins !== null && mort !== null) sum = 50_000 + ins + mort;
  else sum = (ins ?? 0) + (mort ?? 0);
  const factor = LOAN_TYPES.find((t) => t.code === input.loanType)?.factor ?? 1;
  return Math.min(CREDIT_CAP_YUAN, Math.round(sum * factor));
}
