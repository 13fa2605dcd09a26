import type { PageWithLayout } from '@/layouts';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetailPage, type DetailProps } from '@/services/loaders/detail';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail?productId: a service goods. With classCodeOne it first moves to the vertical page (inventory platform §1.6). */
export const getServerSideProps = pageLoader(({ client, query, resolvedUrl, personal }) => loadDetailPage(client, query, 'default', { classCodeOneFrom: resolvedUrl, personal }), {
  errorPage: true,
  bare: bareLanding('goods', ['productId', 'id']),
});

const DetailPage: PageWithLayout<ReadyProps<DetailProps>> = ({ data }) => <DetailView {...data} />;

// The page lays itself out (ProductDetailLayout with its bottom bar), which needs the page's SKU state.
DetailPage.getLayout = (page) => page;

export default withBarePage(DetailPage);
