import Link from 'next/link';
import { PullToRefresh } from '@/components/common/PullToRefresh';
import { Swiper } from '@/components/common/lazyAntd';
import type { AdItem } from '@/services/home';
import type { CouponCentreData } from '@/services/loaders/couponCentre';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { InlineLoading } from '@/components/common/InlineLoading';
import { PagedListEnd } from '@/components/planner/PagedFooter';
import { CentreCouponCard } from './CentreCouponCard';
import { useCouponCentre } from './useCouponCentre';
import styles from './centre.module.css';

function Banner({ ad }: { ad: AdItem }) {
  const img = <img src={ad.materialUrl} alt={ad.materialName || '领券中心'} />;
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

type Props = { data: CouponCentreData; pageSize: number; path: string };

/**
 * 领券中心 (inventory platform §4.9): header with back (the app's back inside the app), the ad113304 banners, then
 * the coupons on offer, paged, with pull-to-refresh, 立即领取 and the auto reload when a receive window closes.
 */
export function CouponCentre({ data: { first, banners }, pageSize, path }: Props) {
  const { list, items, busy, receive, reload, remarkOf, setRemarkOf, soonBefore } = useCouponCentre(first, pageSize);
  return (
    <div className={styles.page} onClick={() => remarkOf && setRemarkOf(null)}>
      <Seo title="领券中心" description="薯片企服领券中心：全场通用、品类专享与商品专享优惠券，先领先得。" path={path} noindex />
      <HeaderBar title="领券中心" fixed />
      {banners.length ? (
        <Swiper autoplay={banners.length > 1} autoplayInterval={3000} loop={banners.length > 1} aria-label="活动推荐">
          {banners.map((ad) => (
            <Swiper.Item key={ad.id}>
              <Banner ad={ad} />
            </Swiper.Item>
          ))}
        </Swiper>
      ) : (
        <section className={styles.hero} aria-label="领券说明">
          <h2>好券天天领</h2>
          <p>领券下单立享优惠，数量有限，先领先得</p>
        </section>
      )}
      <PullToRefresh onRefresh={reload}>
        <section className={styles.list} aria-label="可领取的优惠券" aria-busy={list.loading}>
          {list.loading && !items.length ? (
            <InlineLoading />
          ) : (
            <div role="list" onClick={(e) => e.stopPropagation()}>
              {items.map((c) => (
                <CentreCouponCard
                  key={c.id}
                  coupon={c}
                  busy={busy === c.id}
                  remarkOpen={remarkOf === c.id}
                  soonBefore={soonBefore}
                  onRemark={(open) => setRemarkOf(open ? c.id : null)}
                  onReceive={() => void receive(c)}
                />
              ))}
            </div>
          )}
          <PagedListEnd list={list} empty={<Empty text="目前没有优惠券可领哦~" />} />
        </section>
      </PullToRefresh>
    </div>
  );
}
