import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { Skeleton } from 'antd-mobile';
import { Tabs } from '@/components/common/Tabs';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { optional, pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { findMyCouponPage, type UserCoupon } from '@/services/coupon';
import type { Paged } from '@/services/planner';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { MyCouponItem } from '@/components/my/MyCouponItem';
import { CouponFooter } from '@/components/my/CouponFooter';
import { MyActCardsPanel } from '@/components/my/coupon/MyActCardsPanel';
import { loadHeldCards } from '@/services/loaders/actCard';
import type { UserActCardPage } from '@/services/actCard';
import styles from '@/components/order/order.module.css';

/** 4: the 活动卡 tab (inventory: tabActive=1). */
type Status = 1 | 2 | 3 | 4;
type Props = ReadyProps<{ status: Status; first: Paged<UserCoupon> | null; cards?: UserActCardPage | null }>;

const LIMIT = 10;
const TABS: { key: Status; title: string; empty: string }[] = [
  { key: 1, title: '未使用', empty: '暂无可用优惠券' },
  { key: 2, title: '已使用', empty: '暂无已使用的优惠券' },
  { key: 3, title: '已过期', empty: '暂无已过期的优惠券' },
  { key: 4, title: '活动卡', empty: '暂无活动卡' },
];

const statusOf = (v: unknown): Status => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return n === 2 || n === 3 || n === 4 ? n : 1;
};

export const getServerSideProps = pageLoader(
  async ({ client, query }) => {
    const status = query.tabActive === '1' ? 4 : statusOf(query.status);
    if (status === 4) return { status, first: null, cards: await loadHeldCards(client, 1) };
    return { status, first: await optional(findMyCouponPage({ status, page: 1, limit: LIMIT }, client)) };
  },
  { errorPage: true },
);

/** 我的优惠券 (inventory my §coupon): 未使用 / 已使用 / 已过期 tabs, coupon cards, paging, pull to refresh; 活动卡 (tabActive=1). */
const MyCouponPage: PageWithLayout<Props> = ({ data: { status: initial, first, cards } }) => {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(initial);
  // The 活动卡 tab lists cards (MyActCardsPanel): no coupons are fetched for it.
  const fetchPage = useCallback(
    (page: number) => (status === 4 ? Promise.resolve({ records: [], totalCount: 0, totalPage: 0, current: page, limit: LIMIT }) : findMyCouponPage({ status, page, limit: LIMIT })),
    [status],
  );
  const list = usePagedList(fetchPage, String(status), first);
  const tab = TABS.find((t) => t.key === status) ?? TABS[0];

  const changeTab = (key: string) => {
    const next = statusOf(key);
    setStatus(next);
    const query = next === 1 ? {} : next === 4 ? { tabActive: 1 } : { status: next };
    void router.replace({ pathname: '/my/coupon', query }, undefined, { shallow: true, scroll: false });
  };

  return (
    <div className={styles.page}>
      <Seo title="我的优惠券" description="查看您在薯片企服领取的优惠券：未使用、已使用与已过期。" path="/my/coupon" noindex />
      <HeaderBar
        title="我的优惠券"
        fixed
        right={
          <Link href="/" className={styles.blue}>
            去逛逛
          </Link>
        }
      />
      <div className={styles.tabs}>
        <Tabs activeKey={String(status)} onChange={changeTab} style={{ '--title-font-size': '0.28rem' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={String(t.key)} title={t.title} />
          ))}
        </Tabs>
      </div>
      {status === 4 ? <MyActCardsPanel first={cards ?? null} /> : null}
      <PullToRefresh onRefresh={async () => void (await list.refresh())} disabled={status === 4}>
        <section hidden={status === 4} aria-label="优惠券列表" aria-busy={list.loading} style={{ minHeight: '60vh', padding: '0.24rem 0.24rem' }}>
          <div role="list">
            {list.loading && list.items.length === 0
              ? Array.from({ length: 3 }, (_, i) => (
                  <div key={i} className={styles.skeleton} style={{ margin: '0 0 0.2rem' }}>
                    <Skeleton.Title animated />
                    <Skeleton.Paragraph lineCount={2} animated />
                  </div>
                ))
              : list.items.map((c) => <MyCouponItem key={c.couponUseCode} coupon={c} />)}
          </div>
          <PagedListEnd list={list} empty={<Empty text={tab.empty} />} />
        </section>
      </PullToRefresh>
      {status === 4 ? null : <CouponFooter />}
    </div>
  );
};

MyCouponPage.getLayout = defaultLayout;
export default MyCouponPage;
