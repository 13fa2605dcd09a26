/**
 * 面谈记录 (inventory my §7, spec §7 "Interviews v4"): a planner proposes a face-to-face meeting to one of their
 * customers; the customer confirms or cancels it; after its time the planner marks it held. Shared by the server,
 * the customer's pages and the planner's workbench.
 */

/** The life of an appointment. Only these moves exist: 0 → 1 → 2, and 0|1 → 3. */
export const INTERVIEW_STATUS = { PENDING: 0, CONFIRMED: 1, COMPLETED: 2, CANCELLED: 3 } as const;
export type InterviewStatus = (typeof INTERVIEW_STATUS)[keyof typeof INTERVIEW_STATUS];
export const INTERVIEW_STATUSES = [0, 1, 2, 3] as const;

export const INTERVIEW_STATUS_TEXT: Record<InterviewStatus, string> = {
  0: '待确认',
  1: '已确认',
  2: '已完成',
  3: '已取消',
};

/** The tabs of both lists: all, then one per status. `key` is the list's `status` query ('' = all). */
export const INTERVIEW_TABS = [
  { key: '', title: '全部' },
  { key: '0', title: '待确认' },
  { key: '1', title: '已确认' },
  { key: '2', title: '已完成' },
  { key: '3', title: '已取消' },
] as const;

/** inviteType of the original: truthy → the planner comes to the customer, falsy → the customer goes to the store. */
export const INVITE_TYPE = { STORE: 0, VISIT: 1 } as const;
export type InviteType = (typeof INVITE_TYPE)[keyof typeof INVITE_TYPE];
export const INVITE_TYPE_TEXT: Record<InviteType, string> = { 0: '去店面谈', 1: '到访面谈' };

/** Who cancelled. */
export const INTERVIEW_SIDE = { CUSTOMER: 'customer', PLANNER: 'planner' } as const;
export type InterviewSide = (typeof INTERVIEW_SIDE)[keyof typeof INTERVIEW_SIDE];

export const TOPIC_MAX = 40;
export const ADDRESS_MAX = 100;
export const NOTE_MAX = 200;
export const ACCOMPANY_MAX = 20;
export const REASON_MAX = 100;
/** The customer's review of a held interview: 1–5 stars and at most this much text. */
export const REVIEW_MAX = 300;
export const REVIEW_STARS = [1, 2, 3, 4, 5] as const;

/** An appointment is proposed at least this far ahead, and at most this far. */
export const MIN_LEAD_MINUTES = 30;
export const MAX_AHEAD_DAYS = 90;

/** Proposals a planner may send in a day: to one customer, and in all. */
export const PROPOSALS_PER_CUSTOMER_PER_DAY = 5;
export const PROPOSALS_PER_PLANNER_PER_DAY = 100;

/** The page a shared link (SMS, copied link) opens: the invited customer confirms there. */
export const interviewConfirmPath = (id: string) => `/my/interviewRecord/confirm/${encodeURIComponent(id)}`;
/** The customer's detail page of one appointment. */
export const interviewDetailPath = (id: string) => `/my/interviewRecord/detail?id=${encodeURIComponent(id)}`;
