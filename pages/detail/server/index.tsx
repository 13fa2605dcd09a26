import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';

/** The generic vertical: the same goods page with its full service description open. */
export const getServerSideProps: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'server');

const ServerDetailPage: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

ServerDetailPage.getLayout = (page) => page;
export default ServerDetailPage;
