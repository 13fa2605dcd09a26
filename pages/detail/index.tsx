import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** /detail?productId: a service goods. With classCodeOne it first moves to the vertical page (inventory platform §1.6). */
const loadPage: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'default', { redirectClassCodeOne: true });

const DetailPage: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

// The page lays itself out (ProductDetailLayout with its bottom bar), which needs the page's SKU state.
DetailPage.getLayout = (page) => page;
export const getServerSideProps = withBareLanding('goods', ['productId', 'id'], loadPage);

export default withBarePage(DetailPage);
