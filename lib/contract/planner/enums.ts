/** Planner codes shared by the server and the pages (spec §3 "Planner", §4 "Phone contact flow"). */

/** A planner's account status: only an active planner can be chatted with or called. */
export const PLANNER_STATUS = { ACTIVE: 1, DISABLED: 0, RESIGNED: 3 } as const;
export type PlannerStatus = (typeof PLANNER_STATUS)[keyof typeof PLANNER_STATUS];

const STATUS_NAME: Record<number, string> = {
  [PLANNER_STATUS.ACTIVE]: '启用',
  [PLANNER_STATUS.DISABLED]: '禁用',
  [PLANNER_STATUS.RESIGNED]: '离职',
};
export const plannerStatusName = (status: number) => STATUS_NAME[status] ?? '未知';

/** The business card of /planner/detail is shown only on the shelf; a resigned planner's card is always off it. */
export const CARD_STATUS = { ON_SHELF: 'BUSINESS_CARD_STATUS_ON_SHELF', OFF_SHELF: 'BUSINESS_CARD_STATUS_OFF_SHELF' } as const;

/** The IM user type of a planner whose profile names none. */
export const DEFAULT_PLANNER_TYPE = 'MERCHANT_B';
/** Spec §3 "Planner store": the post shown when a planner has none. */
export const DEFAULT_POST_NAME = '企服顾问';

/** Scenes of GET /recommend/v1/planner, carried in dggPlannerRecomLog. */
export const RECOMMEND_SCENE = { PLANNER_LIST: 'app-cpxqye-01', BOOTH: 'app-cpxqye-02', FINANCING: 'app-ghsdgye-02' } as const;

/** The order flags of /planner/v2/list: exactly one may be sent, 1 high to low, 0 low to high. */
export const PLANNER_ORDER_FLAGS = ['orderByPoint', 'orderByReputation', 'orderByPayNum'] as const;

/** What 薯片分 is (the score block's help and the explainer page). */
export const SCORE_EXPLAIN = '薯片分是对规划师的综合衡量，薯片分越高综合表现越好';

/**
 * 薯片分 is the mean score of the planner's reviews (0–1000); its radar shows the mean of each review dimension
 * (0–100 there) beside every reviewed planner's (/store/spScoreDetail).
 */
export const SCORE_DIMENSIONS: readonly { name: string; description: string }[] = [
  { name: '服务态度', description: '客户评价中“服务态度”一项的平均分' },
  { name: '专业能力', description: '客户评价中“专业能力”一项的平均分' },
  { name: '办理效率', description: '客户评价中“办理效率”一项的平均分' },
];

/** How 薯片分 is computed, as the score page states it. */
export const SCORE_BASIS = '薯片分为规划师所获客户评价的平均分（满分1000），暂无评价时不显示';

/** The level name of a 薯片分 (empty while there is none). */
export const POINT_LEVELS: readonly [number, string][] = [[900, '卓越'], [800, '优秀'], [700, '良好'], [1, '成长']];
export const pointLevelOf = (point: number): string => POINT_LEVELS.find(([min]) => point >= min)?.[1] ?? '';
