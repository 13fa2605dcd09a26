import { defaultLayout, type PageWithLayout } from '@/layouts';
import { ExplainerPage } from '@/components/detail/ExplainerPage';
import { REFUND_DETAIL } from '@/components/detail/guaranteeCopy';

const RefundDetailPage: PageWithLayout = () => <ExplainerPage copy={REFUND_DETAIL} path="/detail/commonPage/refundDetail" />;

RefundDetailPage.getLayout = defaultLayout;
export default RefundDetailPage;
