import Link from 'next/link';
import type { ReactNode } from 'react';
import { Swiper } from '@/components/common/lazyAntd';
import { QuestionCircleOutline, RightOutline } from 'antd-mobile-icons';
import { LazyImage } from '@/components/common/LazyImage';
import { SCORE_EXPLAIN } from '@/lib/contract/planner/enums';
import { toast } from '@/lib/toast';
import type { StorePlanner, StoreStats } from '@/lib/contract/store/api';
import styles from './store.module.css';
import { pointText } from '@/lib/format';

/** A link that is only text in preview / mpass mode. */
export function MaybeLink({ href, inert, className, children, label }: { href: string; inert: boolean; className?: string; children: ReactNode; label?: string }) {
  if (inert) return <div className={className}>{children}</div>;
  return (
    <Link href={href} className={className} aria-label={label}>
      {children}
    </Link>
  );
}

/** The store's banners (autoplay 3 s), or nothing. */
export function StoreBanners({ banners, alt }: { banners: { url: string; link: string }[]; alt: string }) {
  if (!banners.length) return null;
  return (
    <div className={styles.banners}>
      <Swiper autoplay={banners.length > 1} autoplayInterval={3000} loop={banners.length > 1}>
        {banners.map((b, i) => (
          <Swiper.Item key={`${b.url}-${i}`}>
            <LazyImage src={b.url} alt={i === 0 ? alt : ''} width={351} height={140} className={styles.bannerImg} priority={i === 0} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

/** The merchant strip: logo, name, and the way to the merchant's store. */
export function MerchantStrip({ storeId, logo, name, inert }: { storeId: string | null; logo: string; name: string; inert: boolean }) {
  if (!storeId || !name) return null;
  return (
    <MaybeLink href={`/store/merchantsStore?storeId=${encodeURIComponent(storeId)}&isShare=0`} inert={inert} className={styles.strip} label={`商户店铺 ${name}`}>
      <LazyImage src={logo} alt="" width={32} height={32} className={styles.stripLogo} fallback="goods" />
      <span className={styles.stripName}>{name}</span>
      <RightOutline aria-hidden />
    </MaybeLink>
  );
}

/** 商户服务 / 团队服务 and 客户满意 (inventory §14.2, §14.3). */
export function StoreService({ title, stats, peopleLabel }: { title: string; stats: StoreStats; peopleLabel: string }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h2 className={styles.blockTitle}>{title}</h2>
      <dl className={styles.serviceFigures}>
        <div>
          <dd>
            {stats.personNum}
            <small>人</small>
          </dd>
          <dt>{peopleLabel}</dt>
        </div>
        <div>
          <dd>
            {stats.customerNum}
            <small>位</small>
          </dd>
          <dt>服务客户</dt>
        </div>
      </dl>
      <h3 className={styles.subTitle}>客户满意</h3>
      <ul className={styles.satisfaction}>
        <li>1分钟响应率：{stats.consultResponse || '--'}</li>
        <li>电话接通率：{stats.callThroughRate || '--'}</li>
      </ul>
    </section>
  );
}

/** 推荐规划师: a row of the store's planners (→ their cards). */
export function StorePlanners({ planners, inert }: { planners: StorePlanner[]; inert: boolean }) {
  if (!planners.length) return null;
  return (
    <section className={styles.block} aria-label="推荐规划师">
      <h2 className={styles.blockTitle}>推荐规划师</h2>
      <ul className={styles.planners}>
        {planners.map((p) => (
          <li key={p.mchUserId}>
            <MaybeLink href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`} inert={inert} className={styles.plannerCard}>
              <LazyImage src={p.avatar} alt={p.name} width={56} height={56} className={styles.plannerImg} fallback="avatar" />
              <span className={styles.plannerName}>{p.name}</span>
              <span className={styles.plannerScore}>薯片分{pointText(p.point)}</span>
              {p.category ? <span className={styles.plannerCategory}>{p.category}</span> : null}
            </MaybeLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The 薯片分 block of a planner store: the score, what it is, and the explainer. */
export function StoreScore({ point, mchUserId, inert }: { point: number; mchUserId: string; inert: boolean }) {
  return (
    <section className={styles.score} aria-label="薯片分">
      <div>
        <span className={styles.scoreValue}>{pointText(point)}</span>
        <span className={styles.scoreUnit}>薯片分</span>
      </div>
      <div className={styles.scoreLinks}>
        <button type="button" onClick={() => toast.show({ message: SCORE_EXPLAIN })}>
          <QuestionCircleOutline aria-hidden /> 什么是薯片分
        </button>
        <MaybeLink href={`/store/spScoreDetail?score=${point}&mchUserId=${encodeURIComponent(mchUserId)}`} inert={inert} className={styles.scoreMore}>
          查看详情 <RightOutline aria-hidden />
        </MaybeLink>
      </div>
    </section>
  );
}
