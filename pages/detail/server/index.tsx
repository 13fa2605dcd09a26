import type { PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetailPage, type DetailProps } from '@/services/loaders/detail';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** The generic vertical: the same goods page with its full service description open. */
export const getServerSideProps = pageLoader(({ client, query, personal }) => loadDetailPage(client, query, 'server', { personal }), {
  errorPage: true,
  bare: bareLanding('goods', ['productId', 'id']),
});

const ServerDetailPage: PageWithLayout<ReadyProps<DetailProps>> = ({ data }) => <DetailView {...data} />;

ServerDetailPage.getLayout = (page) => page;

export default withBarePage(ServerDetailPage);
