import type { GetServerSideProps } from 'next';
import { loadPlannerEvaluations, type PlannerEvaluateProps } from '@/components/planner/loadPlannerEvaluations';
import { plannerEvaluatePage } from '@/components/planner/PlannerEvaluatePage';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /plannerEvaluate?mchUserId= — every review of a planner, filtered by 有图 / 好评 / tag. */
const loadPage: GetServerSideProps<PlannerEvaluateProps> = (ctx) => loadPlannerEvaluations(ctx);

export const getServerSideProps = withBareLanding('planner', ['mchUserId', 'plannerId'], loadPage);

export default withBarePage(plannerEvaluatePage('all'));
