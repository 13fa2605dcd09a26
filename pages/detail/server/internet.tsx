import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { DetailView } from '@/components/detail/DetailView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';

export const getServerSideProps: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'internet');

const Page: PageWithLayout<DetailProps> = (props) => <DetailView {...props} />;

Page.getLayout = (page) => page;
export default Page;
