import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { CENTRE_PAGE_SIZE, loadCouponCentre, type CouponCentreData } from '@/services/loaders/couponCentre';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CouponCentre } from '@/components/coupon/centre/CouponCentre';

export const getServerSideProps = pageLoader(loadCouponCentre, { errorPage: true });

/** 领券中心 (inventory platform §4.9). Inside the app the guard takes the app's user first (APP_USER_REFRESH_PATHS). */
const CouponCentrePage: PageWithLayout<ReadyProps<CouponCentreData>> = ({ data }) => <CouponCentre data={data} pageSize={CENTRE_PAGE_SIZE} path="/activity/coupon" />;

CouponCentrePage.getLayout = defaultLayout;
export default CouponCentrePage;
