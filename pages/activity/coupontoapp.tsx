import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { loadCouponToApp, type CouponToAppData } from '@/services/loaders/couponCentre';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CouponToApp } from '@/components/coupon/CouponToApp';

export const getServerSideProps = pageLoader(loadCouponToApp);

/** The coupon hand-off to the app or the mini-program (?couponIds=a,b). */
const CouponToAppPage: PageWithLayout<ReadyProps<CouponToAppData>> = ({ data }) => <CouponToApp data={data} />;

CouponToAppPage.getLayout = defaultLayout;
export default CouponToAppPage;
