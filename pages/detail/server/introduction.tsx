import type { GetServerSideProps } from 'next';
import type { PageWithLayout } from '@/layouts';
import { IntroductionView } from '@/components/detail/IntroductionView';
import { loadDetail, type DetailProps } from '@/components/detail/loadDetail';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

const loadPage: GetServerSideProps<DetailProps> = (ctx) => loadDetail(ctx, 'introduction');

const IntroductionPage: PageWithLayout<DetailProps> = (props) => <IntroductionView {...props} />;

IntroductionPage.getLayout = (page) => page;
export const getServerSideProps = withBareLanding('goods', ['productId', 'id'], loadPage);

export default withBarePage(IntroductionPage);
