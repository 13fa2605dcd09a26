import Link from 'next/link';
import { Empty, LoadError } from '@/components/common/Empty';
import { REQUEST_FAILED } from '@/lib/constants';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LazyImage } from '@/components/common/LazyImage';
import { Seo } from '@/components/common/Seo';
import styles from './store.module.css';

/** The store pages' header: back, or home when opened from a shared link. */
export function StoreHeader({ title, isShare }: { title: string; isShare: boolean }) {
  return (
    <HeaderBar
      title={title}
      fixed
      left={
        isShare ? (
          <Link href="/" className={styles.headerHome}>
            首页
          </Link>
        ) : undefined
      }
    />
  );
}

export function StoreMissing({ title, error, isShare }: { title: string; error: string | null; isShare: boolean }) {
  return (
    <>
      <Seo title={`${title}-薯片企服`} description={title} path="/planner/list" noindex />
      <StoreHeader title={title} isShare={isShare} />
      {error && error !== REQUEST_FAILED ? (
        <Empty text={error}>
          <Link href="/" className="button-primary">
            去首页看看
          </Link>
        </Empty>
      ) : (
        <LoadError text={REQUEST_FAILED}>
          <Link href="/" className="button-primary">
            去首页看看
          </Link>
        </LoadError>
      )}
    </>
  );
}

/** The store's identity tile (merchant logo or team picture) with 主页 / 热门推荐. */
export function StoreIdentity(props: {
  img: string;
  name: string;
  slogan?: string;
  active: 'home' | 'hot';
  homeHref: string;
  hotHref: string;
  inert: boolean;
}) {
  const { img, name, slogan, active, homeHref, hotHref, inert } = props;
  return (
    <div className={styles.identity}>
      <div className={styles.identityMain}>
        <LazyImage src={img} alt="" width={48} height={48} className={styles.identityImg} fallback="goods" priority />
        <div className={styles.identityText}>
          <h1 className={styles.identityName}>{name}</h1>
          {slogan ? <p className={styles.identitySlogan}>{slogan}</p> : null}
        </div>
      </div>
      <nav className={styles.homeTabs} aria-label="店铺导航">
        {[
          { key: 'home', label: '主页', href: homeHref },
          { key: 'hot', label: '热门推荐', href: hotHref },
        ].map((t) =>
          t.key === active || inert ? (
            <span key={t.key} className={t.key === active ? styles.homeTabActive : styles.homeTab} aria-current={t.key === active ? 'page' : undefined}>
              {t.label}
            </span>
          ) : (
            <Link key={t.key} href={t.href} className={styles.homeTab} replace>
              {t.label}
            </Link>
          ),
        )}
      </nav>
    </div>
  );
}
