/**
 * The notifications centre (issue 27 §2): what a person is told when someone else's action lands on their screen.
 * Three groups in the 消息 tab, the way Chinese shopping and Q&A apps sort them.
 */
export const NOTICE_CATEGORIES = ['trade', 'interact', 'system'] as const;
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

export const NOTICE_CATEGORY_TEXT: Record<NoticeCategory, string> = { trade: '交易通知', interact: '互动消息', system: '系统通知' };
/** What each group holds, in 设置 and on the empty list. */
export const NOTICE_CATEGORY_HINT: Record<NoticeCategory, string> = {
  trade: '订单、退款、发票、钱包与提现',
  interact: '回答、评论、邀请与关注',
  system: '审核结果、面谈、入驻申请与账号安全',
};

/** A notice is kept this many days, then pruned by the sweeper (env NOTICE_RETENTION_DAYS). */
export const NOTICE_RETENTION_DAYS = 180;
/** Title and body limits (a notice is a line and a short paragraph, never user HTML). */
export const NOTICE_TITLE_MAX = 40;
export const NOTICE_BODY_MAX = 200;
