/** First screen of 我的规划师 (/my/plannerV2). */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { myPlanners, type MyPlannerPage } from '@/services/myPlanners';

export const MY_PLANNERS_PAGE_SIZE = 10;

export type MyPlannersData = { first: MyPlannerPage | null };

export async function loadMyPlanners({ client }: PageLoadContext): Promise<MyPlannersData> {
  return { first: await optional(myPlanners({ page: 1, limit: MY_PLANNERS_PAGE_SIZE }, client)) };
}
