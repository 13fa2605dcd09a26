import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { MY_COUPON_TAB } from '@/lib/contract/coupon/enums';
import type { Paged } from '@/lib/contract/paging';
import { findMyCouponPage, type UserCoupon } from '@/services/coupon';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { MyCouponItem } from '@/components/my/MyCouponItem';
import styles from '@/components/order/order.module.css';

type Props = ReadyProps<{ first: Paged<UserCoupon> | null }>;

const LIMIT = 10;
const page = (p: number, client?: Parameters<typeof findMyCouponPage>[1]) => findMyCouponPage({ status: MY_COUPON_TAB.INVALID, page: p, limit: LIMIT }, client);

export const getServerSideProps = pageLoader(async ({ client }) => ({ first: await optional(page(1, client)) }), { errorPage: true });

/** 失效券 (inventory my §3 invalid-coupon): the used and expired coupons, greyed with their stamp, newest validity first. */
const InvalidCouponPage: PageWithLayout<Props> = ({ data: { first } }) => {
  const fetchPage = useCallback((p: number) => page(p), []);
  const list = usePagedList(fetchPage, 'invalid', first);
  return (
    <div className={styles.page} style={{ paddingBottom: 'calc(0.4rem + var(--safe-bottom))' }}>
      <Seo title="失效券" description="查看已使用和已过期的优惠券。" path="/my/coupon/invalid-coupon" noindex />
      <HeaderBar title="失效券" fixed />
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label="失效优惠券" aria-busy={list.loading} style={{ minHeight: '60vh', padding: '0.24rem' }}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : (
            <div role="list">
              {list.items.map((c) => (
                <MyCouponItem key={c.couponUseCode} coupon={c} />
              ))}
            </div>
          )}
          <PagedListEnd list={list} empty={<Empty text="暂无失效优惠券" />} />
        </section>
      </PullToRefresh>
    </div>
  );
};

InvalidCouponPage.getLayout = defaultLayout;
export default InvalidCouponPage;
