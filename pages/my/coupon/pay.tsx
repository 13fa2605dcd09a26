import Link from 'next/link';
import { useCallback } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { actCardOrderList } from '@/services/actCard';
import { loadCardPay, MY_CARDS_PAGE_SIZE, type CardPayData } from '@/services/loaders/actCard';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { PendingCardOrder } from '@/components/my/coupon/PendingCardOrder';
import styles from '@/components/order/order.module.css';

type Props = PageProps<CardPayData>;

export const getServerSideProps = pageLoader(loadCardPay);

/**
 * 活动卡支付 (/my/coupon/pay; the original was a static mock cashier): ?cusOrderId= of a card purchase awaiting
 * payment opens the normal cashier (/pay/payType), a paid one its card, a closed one says why. Without an order: the
 * user's card purchases awaiting payment.
 */
const CardPayPage: PageWithLayout<Props> = ({ data, error }) => {
  const fetchPage = useCallback((page: number) => actCardOrderList({ page, limit: MY_CARDS_PAGE_SIZE }), []);
  const list = usePagedList(fetchPage, 'pending', data?.pending ?? null);
  const closed = data?.order ?? null;
  return (
    <div className={styles.page} style={{ paddingBottom: 'calc(0.4rem + var(--safe-bottom))' }}>
      <Seo title="活动卡支付" description="待支付的活动卡订单。" path="/my/coupon/pay" noindex />
      <HeaderBar title="活动卡支付" fixed />
      {error ? (
        <LoadError text={error}>
          <Link href="/my/coupon/act-card" className="button-primary">
            去活动卡专区
          </Link>
        </LoadError>
      ) : closed ? (
        <section aria-label="活动卡订单" style={{ padding: '0.24rem' }}>
          <PendingCardOrder order={closed} />
        </section>
      ) : (
        <PullToRefresh onRefresh={async () => void (await list.refresh())}>
          <section aria-label="待支付的活动卡订单" aria-busy={list.loading} style={{ minHeight: '60vh', padding: '0.24rem' }}>
            {list.loading && list.items.length === 0 ? (
              <InlineLoading />
            ) : (
              list.items.map((o) => <PendingCardOrder key={o.cusOrderId} order={o} onExpire={() => void list.refresh()} />)
            )}
            <PagedListEnd
              list={list}
              empty={
                <Empty text="暂无待支付的活动卡订单">
                  <Link href="/my/coupon/act-card" className="button-primary">
                    去活动卡专区
                  </Link>
                </Empty>
              }
            />
          </section>
        </PullToRefresh>
      )}
    </div>
  );
};

CardPayPage.getLayout = defaultLayout;
export default CardPayPage;
