import type { PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetailPage, type DetailProps } from '@/services/loaders/detail';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

export const getServerSideProps = pageLoader(({ client, query, personal }) => loadDetailPage(client, query, 'law', { personal }), {
  errorPage: true,
  bare: bareLanding('goods', ['productId', 'id']),
});

const Page: PageWithLayout<ReadyProps<DetailProps>> = ({ data }) => <DetailView {...data} />;

Page.getLayout = (page) => page;

export default withBarePage(Page);
