/**
 * Applications to the platform (商户入驻, 加入我们, 我要合作): their statuses, kinds, limits and labels. Plain
 * constants shared by the server (server/modules/apply), the client calls and the pages.
 */

/** Who applies to settle as a merchant: a company (企业) or an individual planner (个人). */
export const MERCHANT_SUBJECTS = ['COMPANY', 'PERSONAL'] as const;
export type MerchantSubject = (typeof MERCHANT_SUBJECTS)[number];
export const MERCHANT_SUBJECT_TEXT: Record<MerchantSubject, string> = { COMPANY: '企业入驻', PERSONAL: '个人入驻' };

/** A merchant application: 审核中 until the platform decides, then 已通过 or 未通过 (with the reason). */
export const MERCHANT_STATUS = { PENDING: 'PENDING', APPROVED: 'APPROVED', REJECTED: 'REJECTED' } as const;
export const MERCHANT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];
export const MERCHANT_STATUS_TEXT: Record<MerchantStatus, string> = { PENDING: '审核中', APPROVED: '已通过', REJECTED: '未通过' };

/** What the operator decides. */
export const MERCHANT_DECISIONS = ['approve', 'reject'] as const;
export type MerchantDecision = (typeof MERCHANT_DECISIONS)[number];

/**
 * A job application: 已投递 until HR looks at it (已查看), then 邀请面试 or 暂不合适. The operator moves it along
 * JOB_APPLY_NEXT only; 邀请面试 and 暂不合适 are final.
 */
export const JOB_APPLY_STATUSES = ['SUBMITTED', 'VIEWED', 'INTERVIEW', 'CLOSED'] as const;
export type JobApplyStatus = (typeof JOB_APPLY_STATUSES)[number];
export const JOB_APPLY_STATUS_TEXT: Record<JobApplyStatus, string> = { SUBMITTED: '已投递', VIEWED: '已查看', INTERVIEW: '邀请面试', CLOSED: '暂不合适' };
export const JOB_APPLY_NEXT: Record<JobApplyStatus, readonly JobApplyStatus[]> = {
  SUBMITTED: ['VIEWED', 'INTERVIEW', 'CLOSED'],
  VIEWED: ['INTERVIEW', 'CLOSED'],
  INTERVIEW: [],
  CLOSED: [],
};
/** The statuses the operator may set (every one reachable from some other). */
export const JOB_APPLY_TARGETS = ['VIEWED', 'INTERVIEW', 'CLOSED'] as const;

/** A cooperation proposal: 待联系 until the business team calls (已联系), then 已结束; or closed without a call. */
export const COOPERATION_STATUSES = ['PENDING', 'CONTACTED', 'CLOSED'] as const;
export type CooperationStatus = (typeof COOPERATION_STATUSES)[number];
export const COOPERATION_STATUS_TEXT: Record<CooperationStatus, string> = { PENDING: '待联系', CONTACTED: '已联系', CLOSED: '已结束' };
export const COOPERATION_NEXT: Record<CooperationStatus, readonly CooperationStatus[]> = {
  PENDING: ['CONTACTED', 'CLOSED'],
  CONTACTED: ['CLOSED'],
  CLOSED: [],
};
export const COOPERATION_TARGETS = ['CONTACTED', 'CLOSED'] as const;

/** The statuses a record may be in for `to` to be set: the keys of `next` that list `to`. */
export const previousOf = <S extends string>(next: Record<S, readonly S[]>, to: S): S[] =>
  (Object.keys(next) as S[]).filter((from) => next[from].includes(to));

/** The kinds of cooperation 我要合作 offers. */
export const COOPERATION_KINDS = [
  { code: 'CHANNEL', name: '渠道合作' },
  { code: 'SUPPLIER', name: '服务供应' },
  { code: 'MARKETING', name: '品牌营销' },
  { code: 'TECH', name: '技术合作' },
  { code: 'OTHER', name: '其他合作' },
] as const;
export type CooperationKind = (typeof COOPERATION_KINDS)[number]['code'];
export const COOPERATION_KIND_CODES = COOPERATION_KINDS.map((k) => k.code) as unknown as readonly [CooperationKind, ...CooperationKind[]];
export const cooperationKindName = (code: string) => COOPERATION_KINDS.find((k) => k.code === code)?.name ?? '其他合作';

/** Submissions a user may make a day (China calendar day), per kind; each is taken in one atomic statement. */
export const APPLY_KINDS = ['merchant', 'job', 'cooperation'] as const;
export type ApplyKind = (typeof APPLY_KINDS)[number];
export const APPLY_DAILY_QUOTA: Record<ApplyKind, number> = { merchant: 3, job: 3, cooperation: 5 };
export const APPLY_QUOTA_MSG: Record<ApplyKind, string> = {
  merchant: '今天提交入驻申请的次数已达上限，请明天再试',
  job: '今天投递简历的次数已达上限，请明天再试',
  cooperation: '今天提交合作意向的次数已达上限，请明天再试',
};

/** Field limits (the pages cap their inputs the same way). */
export const APPLY_LIMITS = {
  NAME_MAX: 50,
  CONTACT_MAX: 20,
  INTRO_MAX: 500,
  CATEGORIES_MAX: 5,
  NOTE_MAX: 500,
  DESCRIPTION_MAX: 500,
  REASON_MAX: 200,
  /** The operator's note on a job application's or proposal's status, shown to the applicant. */
  STATUS_NOTE_MAX: 200,
  POSITION_MAX: 30,
} as const;

export const APPLY_MSG = {
  openExists: '您已有一份正在审核的入驻申请，请等待审核结果',
  approvedAlready: '您的入驻申请已通过，无需重复提交',
  decided: '该申请已处理，请刷新后查看',
  notFound: '申请不存在',
  jobClosed: '该职位已停止招聘',
  jobApplied: '您已投递过该职位，请耐心等待HR联系',
  jobNotFound: '投递记录不存在',
  cooperationNotFound: '合作意向不存在',
} as const;
