import type { GetServerSideProps } from 'next';
import { loadPlannerEvaluations, type PlannerEvaluateProps } from '@/components/planner/loadPlannerEvaluations';
import { plannerEvaluatePage } from '@/components/planner/PlannerEvaluatePage';

/** /planner/plannerEvaluate/complete?mchUserId= — after reviewing a planner: thanks, then the planner's reviews. */
export const getServerSideProps: GetServerSideProps<PlannerEvaluateProps> = (ctx) => loadPlannerEvaluations(ctx);

export default plannerEvaluatePage('complete');
