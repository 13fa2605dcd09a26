import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

const loadPage: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'zscq');

const Page: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

Page.getLayout = (page) => page;
export const getServerSideProps = withBareLanding('goods', ['productId', 'id'], loadPage);

export default withBarePage(Page);
