import { dataPage, pageLoader } from '@/lib/pageLoader';
import { loadPlannerEvaluations } from '@/services/loaders/planner';
import { plannerEvaluatePage } from '@/components/planner/PlannerEvaluatePage';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /plannerEvaluate?mchUserId= — every review of a planner, filtered by 有图 / 好评 / tag. */
export const getServerSideProps = pageLoader(({ client, query }) => loadPlannerEvaluations(client, query), {
  errorPage: true,
  bare: bareLanding('planner', ['mchUserId', 'plannerId']),
});

export default withBarePage(dataPage(plannerEvaluatePage('all')));
