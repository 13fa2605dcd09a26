import type { GetServerSideProps } from 'next';
import { useState } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { toast } from '@/lib/toast';
import { findCouponPage, type ReceivableCoupon } from '@/services/coupon';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { ReceivableCouponList, useCouponReceive } from '@/components/coupon/ReceivableCoupons';
import styles from '@/components/order/order.module.css';

type Props = { coupons: ReceivableCoupon[] | null };

/** Every coupon on offer (the server's list of active templates, with this user's state). */
const load = (client?: Parameters<typeof findCouponPage>[1]) => findCouponPage({ page: 1, limit: 50 }, client).then((p) => p.records);

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, resolvedUrl }) => {
  try {
    return { props: { coupons: await load(serverHttp(req)) } };
  } catch (e) {
    if (isApiError(e) && isSessionInvalidCode(e.code)) return loginRedirect(resolvedUrl);
    return { props: { coupons: null } };
  }
};

/** 领券中心 (inventory my.md coupons-list): the coupons on offer, received with 立即领取. */
const CouponCenterPage: PageWithLayout<Props> = ({ coupons: initial }) => {
  const [coupons, setCoupons] = useState<ReceivableCoupon[]>(initial ?? []);
  const [failed, setFailed] = useState(initial === null);
  const reload = () => load();
  const { busy, receive } = useCouponReceive(setCoupons, reload);
  const refresh = async () => {
    try {
      setCoupons(await reload());
      setFailed(false);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '加载失败，请稍后再试');
      setFailed(true);
    }
  };

  return (
    <div className={styles.page}>
      <Seo title="领券中心" description="薯片企服可领取的优惠券：全场通用、品类专享与商品专享。" path="/my/coupon/coupons-list" noindex />
      <HeaderBar title="领券中心" fixed />
      <PullToRefresh onRefresh={refresh}>
        <section aria-label="可领取的优惠券" style={{ minHeight: '60vh', padding: '0.24rem' }}>
          {failed ? (
            <Empty text="请求失败，点击重新加载">
              <button type="button" className="button-primary" onClick={() => void refresh()}>
                重新加载
              </button>
            </Empty>
          ) : (
            <ReceivableCouponList coupons={coupons} busy={busy} onReceive={(c) => void receive(c)} empty="目前没有优惠券可领哦~" />
          )}
        </section>
      </PullToRefresh>
    </div>
  );
};

CouponCenterPage.getLayout = defaultLayout;
export default CouponCenterPage;
