/** 我的规划师 (/my/plannerV2, inventory my §8): the planners I consulted or who served my orders. */
import { http, type Http } from '@/lib/http';
import type { MyPlannerPage } from '@/lib/contract/planner/myPlanners';

export type { MyPlanner, MyPlannerPage } from '@/lib/contract/planner/myPlanners';

/** GET /planner/v1/my_planners: latest contact first. */
export const myPlanners = (q: { page: number; limit?: number }, client: Http = http) => client.get<MyPlannerPage>('/planner/v1/my_planners', q);
