import Link from 'next/link';
import { useCallback, useState } from 'react';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Swiper } from '@/components/common/lazyAntd';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { actCardList } from '@/services/actCard';
import { loadActCardZone, ZONE_PAGE_SIZE, type ZoneData } from '@/services/loaders/actCard';
import type { AdItem } from '@/services/home';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { usePagedList } from '@/components/planner/usePagedList';
import { showCouponRules } from '@/components/my/CouponFooter';
import { SaleCardItem } from '@/components/my/coupon/ActCardItems';
import { MY_CARDS_HREF } from '@/lib/coupon/actCardView';
import orderStyles from '@/components/order/order.module.css';
import styles from '@/components/my/coupon/actCard.module.css';

type Props = ReadyProps<ZoneData>;
type Filter = 0 | 1 | 2;
const FILTERS: { key: Filter; title: string }[] = [
  { key: 0, title: '全部' },
  { key: 1, title: '满减卡' },
  { key: 2, title: '折扣卡' },
];

export const getServerSideProps = pageLoader(loadActCardZone, { errorPage: true });

function Banner({ ad }: { ad: AdItem }) {
  const img = <img src={ad.materialUrl} alt={ad.materialName || '活动卡'} />;
  return ad.external ? (
    <a href={ad.href} className={styles.banner} rel="noopener noreferrer">
      {img}
    </a>
  ) : (
    <Link href={ad.href} className={styles.banner}>
      {img}
    </Link>
  );
}

/** 活动卡专区 (inventory my §3 act-card): the cards on sale with their stock, 15 a page; buying opens the confirmation. */
const ActCardZonePage: PageWithLayout<Props> = ({ data: { first, banners } }) => {
  const [filter, setFilter] = useState<Filter>(0);
  const fetchPage = useCallback((page: number) => actCardList({ page, limit: ZONE_PAGE_SIZE, type: filter || undefined }), [filter]);
  const list = usePagedList(fetchPage, String(filter), first);

  return (
    <div className={orderStyles.page} style={{ paddingBottom: 'calc(1.2rem + var(--safe-bottom))' }}>
      <Seo title="活动卡专区" description="薯片企服活动卡：一次购买，多次下单立享满减或折扣。" path="/my/coupon/act-card" noindex />
      <HeaderBar
        title="活动卡专区"
        fixed
        right={
          <button type="button" className={`${orderStyles.rowLink} ${orderStyles.blue}`} onClick={showCouponRules}>
            活动卡介绍
          </button>
        }
      />
      {banners.length > 1 ? (
        <Swiper autoplay autoplayInterval={3000} loop>
          {banners.map((ad) => (
            <Swiper.Item key={ad.id}>
              <Banner ad={ad} />
            </Swiper.Item>
          ))}
        </Swiper>
      ) : banners.length === 1 ? (
        <Banner ad={banners[0]} />
      ) : (
        <section className={styles.intro} aria-label="活动卡说明">
          <h2>活动卡 · 一次购买，多次优惠</h2>
          <p>下单时在“优惠券”中选择活动卡即可抵扣；订单取消或全额退款，使用次数自动退回。</p>
        </section>
      )}
      <div className={styles.filters} role="tablist" aria-label="活动卡类型">
        {FILTERS.map((f) => (
          <button key={f.key} type="button" role="tab" aria-selected={filter === f.key} className={`${styles.filter} ${filter === f.key ? styles.filterOn : ''}`} onClick={() => setFilter(f.key)}>
            {f.title}
          </button>
        ))}
      </div>
      <PullToRefresh onRefresh={async () => void (await list.refresh())}>
        <section className={styles.zone} aria-label="活动卡列表" aria-busy={list.loading}>
          {list.loading && list.items.length === 0 ? (
            <InlineLoading />
          ) : (
            <div role="list">
              {list.items.map((c) => (
                <SaleCardItem key={c.id} card={c} />
              ))}
            </div>
          )}
          <PagedListEnd list={list} empty={<Empty text="目前没有可购买的活动卡哦~" />} />
        </section>
      </PullToRefresh>
      <footer className={`${orderStyles.bottomBar} fixed-column`} style={{ justifyContent: 'space-between' }}>
        <Link href="/my/coupon/invalid-card" className={`${orderStyles.rowLink} ${orderStyles.blue}`}>
          查看已失效活动卡 &gt;
        </Link>
        <Link href={MY_CARDS_HREF} className={orderStyles.primaryBtn}>
          我的活动卡
        </Link>
      </footer>
    </div>
  );
};

ActCardZonePage.getLayout = defaultLayout;
export default ActCardZonePage;
