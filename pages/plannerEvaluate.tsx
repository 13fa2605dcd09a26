import type { GetServerSideProps } from 'next';
import { loadPlannerEvaluations, type PlannerEvaluateProps } from '@/components/planner/loadPlannerEvaluations';
import { plannerEvaluatePage } from '@/components/planner/PlannerEvaluatePage';

/** /plannerEvaluate?mchUserId= — every review of a planner, filtered by 有图 / 好评 / tag. */
export const getServerSideProps: GetServerSideProps<PlannerEvaluateProps> = (ctx) => loadPlannerEvaluations(ctx);

export default plannerEvaluatePage('all');
