import { useState } from 'react';
import { PullToRefresh } from 'antd-mobile';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { toast } from '@/lib/toast';
import { findCouponPage, type ReceivableCoupon } from '@/services/coupon';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { ReceivableCouponList, useCouponReceive } from '@/components/coupon/ReceivableCoupons';
import styles from '@/components/order/order.module.css';

type Props = PageProps<ReceivableCoupon[]>;

/** Every coupon on offer (the server's list of active templates, with this user's state). */
const load = (client?: Parameters<typeof findCouponPage>[1]) => findCouponPage({ page: 1, limit: 50 }, client).then((p) => p.records);

/** A failure leaves the list to the browser (data null; the page shows no error text). */
export const getServerSideProps = pageLoader(async ({ client }) => load(client));

/** 领券中心 (inventory my.md coupons-list): the coupons on offer, received with 立即领取. */
const CouponCenterPage: PageWithLayout<Props> = ({ data: initial }) => {
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
