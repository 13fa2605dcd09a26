import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { IntroductionView } from '@/components/detail/IntroductionView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';

export const getServerSideProps: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'introduction');

const IntroductionPage: PageWithLayout<DetailProps> = (props) => <IntroductionView {...props} />;

IntroductionPage.getLayout = (page) => page;
export default IntroductionPage;
