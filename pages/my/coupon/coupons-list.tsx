import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { CENTRE_PAGE_SIZE, loadCouponCentre, type CouponCentreData } from '@/services/loaders/couponCentre';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { CouponCentre } from '@/components/coupon/centre/CouponCentre';

export const getServerSideProps = pageLoader(loadCouponCentre, { errorPage: true });

/** 领券中心 reached from 我的优惠券 (inventory my.md coupons-list): the same coupon centre as /activity/coupon. */
const CouponsListPage: PageWithLayout<ReadyProps<CouponCentreData>> = ({ data }) => <CouponCentre data={data} pageSize={CENTRE_PAGE_SIZE} path="/my/coupon/coupons-list" />;

CouponsListPage.getLayout = defaultLayout;
export default CouponsListPage;
