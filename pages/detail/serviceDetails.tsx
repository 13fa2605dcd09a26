import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/**
 * The older service-product detail (inventory §9). spec/routes.txt lists it as a page of its own, not a legacy
 * variant, so it answers with the same goods page (its canonical link names the goods' main page).
 */
const loadPage: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'default');

const ServiceDetailsPage: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

ServiceDetailsPage.getLayout = (page) => page;
export const getServerSideProps = withBareLanding('goods', ['productId', 'id'], loadPage);

export default withBarePage(ServiceDetailsPage);
