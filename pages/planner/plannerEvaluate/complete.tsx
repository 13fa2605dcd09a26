import type { GetServerSideProps } from 'next';
import { loadPlannerEvaluations, type PlannerEvaluateProps } from '@/components/planner/loadPlannerEvaluations';
import { plannerEvaluatePage } from '@/components/planner/PlannerEvaluatePage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /planner/plannerEvaluate/complete?mchUserId= — after reviewing a planner: thanks, then the planner's reviews. */
const loadPage: GetServerSideProps<PlannerEvaluateProps> = (ctx) => loadPlannerEvaluations(ctx);

export const getServerSideProps = withBareLanding('planner', ['mchUserId', 'plannerId'], loadPage);

export default withBarePage(plannerEvaluatePage('complete'));
