import type { PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { IntroductionView } from '@/components/detail/IntroductionView';
import { loadDetailPage, type DetailProps } from '@/services/loaders/detail';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

export const getServerSideProps = pageLoader(({ client, query, personal }) => loadDetailPage(client, query, 'introduction', { personal }), {
  errorPage: true,
  bare: bareLanding('goods', ['productId', 'id']),
});

const IntroductionPage: PageWithLayout<ReadyProps<DetailProps>> = ({ data }) => <IntroductionView {...data} />;

IntroductionPage.getLayout = (page) => page;

export default withBarePage(IntroductionPage);
