import type { PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetailPage, type DetailProps } from '@/services/loaders/detail';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/**
 * The older service-product detail (inventory §9). spec/routes.txt lists it as a page of its own, not a legacy
 * variant, so it answers with the same goods page (its canonical link names the goods' main page).
 */
export const getServerSideProps = pageLoader(({ client, query, personal }) => loadDetailPage(client, query, 'default', { personal }), {
  errorPage: true,
  bare: bareLanding('goods', ['productId', 'id']),
});

const ServiceDetailsPage: PageWithLayout<ReadyProps<DetailProps>> = ({ data }) => <DetailView {...data} />;

ServiceDetailsPage.getLayout = (page) => page;

export default withBarePage(ServiceDetailsPage);
