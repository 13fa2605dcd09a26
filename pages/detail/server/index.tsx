import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

/** The generic vertical: the same goods page with its full service description open. */
const loadPage: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'server');

const ServerDetailPage: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

ServerDetailPage.getLayout = (page) => page;
export const getServerSideProps = withBareLanding('goods', ['productId', 'id'], loadPage);

export default withBarePage(ServerDetailPage);
