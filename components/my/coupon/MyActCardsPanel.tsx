import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { ACT_CARD_CONDITION } from '@/lib/contract/coupon/actCardEnums';
import { userActCardList, type UserActCardPage } from '@/services/actCard';
import { Empty } from '@/components/common/Empty';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { showCouponRules } from '@/components/my/CouponFooter';
import { HeldCardItem } from './ActCardItems';
import orderStyles from '@/components/order/order.module.css';

const LIMIT = 10;

/** 我的优惠券's 活动卡 tab (inventory my §3, tabActive=1): the usable cards, the way to 失效卡, 待支付 and 活动卡专区. */
export function MyActCardsPanel({ first }: { first: UserActCardPage | null }) {
  const fetchPage = useCallback((page: number) => userActCardList({ condition: ACT_CARD_CONDITION.USABLE, page, limit: LIMIT }), []);
  const list = usePagedList(fetchPage, 'cards', first);
  return (
    <>
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section aria-label="活动卡列表" aria-busy={list.loading} style={{ minHeight: '60vh', padding: '0.24rem' }}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : (
            <div role="list">
              {list.items.map((c) => (
                <HeldCardItem key={c.userCardId} card={c} />
              ))}
            </div>
          )}
          <PagedListEnd
            list={list}
            empty={
              <Empty text="暂无活动卡">
                <Link href="/my/coupon/act-card" className="button-primary">
                  去活动卡专区
                </Link>
              </Empty>
            }
          />
          <p style={{ textAlign: 'center', fontSize: '0.24rem' }}>
            <Link href="/my/coupon/pay" className={orderStyles.blue}>
              待支付的活动卡订单 &gt;
            </Link>
          </p>
        </section>
      </PullToRefresh>
      <footer className={`${orderStyles.bottomBar} fixed-column`} style={{ justifyContent: 'space-between' }}>
        <span style={{ display: 'flex', gap: '0.32rem' }}>
          <button type="button" className={`${orderStyles.rowLink} ${orderStyles.blue}`} onClick={showCouponRules}>
            通用规则 &gt;
          </button>
          <Link href="/my/coupon/invalid-card" className={`${orderStyles.rowLink} ${orderStyles.blue}`}>
            查看已失效活动卡 &gt;
          </Link>
        </span>
        <Link href="/my/coupon/act-card" className={orderStyles.primaryBtn}>
          活动卡专区
        </Link>
      </footer>
    </>
  );
}
