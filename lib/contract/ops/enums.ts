/** 运营工作台 (issue 27 §5): the desk's session cookie (HttpOnly, SameSite=Strict; the page never reads it) and its life. */
export const OPS_COOKIE = 'ops_session';
export const OPS_SESSION_HOURS = 8;

/** The queues of the desk, in the order the desk shows them. */
export const OPS_QUEUES = ['known', 'feedback', 'refund', 'merchant', 'job', 'cooperation'] as const;
export type OpsQueue = (typeof OPS_QUEUES)[number];
