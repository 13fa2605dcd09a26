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

/** The five components of 薯片分 and what each measures (the radar of /store/spScoreDetail). */
export const SCORE_DIMENSIONS: readonly { name: string; description: string }[] = [
  { name: '基础素质', description: '资质认证、从业年限与专业能力' },
  { name: '行业影响', description: '行业经验、成功案例与客户口碑' },
  { name: '平台参与度', description: '在线时长、响应速度与内容贡献' },
  { name: '质量评价', description: '客户评分、好评率与投诉情况' },
  { name: '平台合作', description: '履约守约、协作配合与合规经营' },
];
