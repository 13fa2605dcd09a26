/**
 * Evaluation (评价) enumerations and texts (inventory my §6, §10), shared by the server (server/modules/evaluate),
 * the client calls (services/evaluate*.ts) and components/evaluate. Plain constants: no imports.
 */

/** Rating dimensions of an order evaluation (stored 0–1000 like the seeded ones). */
export const EVALUATE_DIMENSIONS = [
  { id: 'd_attitude', name: '服务态度' },
  { id: 'd_skill', name: '专业能力' },
  { id: 'd_speed', name: '办理效率' },
];
export const EVALUATE_TAGS = ['专业靠谱', '响应及时', '耐心细致', '办事效率高', '价格透明', '沟通顺畅', '超出预期', '服务周到', '进度稍慢', '沟通一般', '流程较长'];
export const MAX_EVALUATE_IMAGES = 5;
/** A review is 好评 from 4 stars (the seed's rule: averageScore ≥ 800). */
export const GOOD_SCORE = 800;
/** The face of anonymous reviewers and of users without an avatar. */
export const DEFAULT_AVATAR = '/images/avatar-default.svg';

/** 1 the reviewer's follow-up (追评), 2 the planner's reply (回复). */
export const REPLY_TYPE = { FOLLOW_UP: 1, PLANNER_REPLY: 2 } as const;
export type ReplyType = (typeof REPLY_TYPE)[keyof typeof REPLY_TYPE];

/** An order item in the 评价中心: '0' order not completed, '1' to evaluate, '3' evaluated. */
export const EVALUATE_STATUS = { NOT_COMPLETED: '0', PENDING: '1', DONE: '3' } as const;
/** What the 评价中心 list filter sends for the 待评价 tab (the rest, 2–5, are 已评价). */
export const PENDING_FILTER = '1';
export const EVALUATED_FILTER = '2,3,4,5';

/** A review shown (1) or hidden by moderation. */
export const EVALUATION_SHOWN = 1;

/** Labels of 1–5 stars (index = stars; 0 has none). */
export const EVALUATE_LEVELS = ['', '非常差', '差', '一般', '好', '非常好'] as const;
