import Link from 'next/link';
import { useRouter } from 'next/router';
import { RightOutline } from 'antd-mobile-icons';
import { pageLoader, type ReadyProps } from '@/lib/pageLoader';
import { q1 } from '@/lib/query';
import { loadPlannerStore, type PlannerStoreProps } from '@/services/loaders/store';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty, LoadError } from '@/components/common/Empty';
import { REQUEST_FAILED } from '@/lib/constants';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LazyImage } from '@/components/common/LazyImage';
import { Seo } from '@/components/common/Seo';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { MaybeLink, MerchantStrip, StoreScore } from '@/components/store/StoreBlocks';
import { StoreGoodsSection } from '@/components/store/StoreGoodsSection';
import { withMode } from '@/lib/store/storeQuery';
import styles from '@/components/store/store.module.css';
import { bareLanding } from '@/services/loaders/bareLanding';
import { withBarePage } from '@/components/catalog-common/withBarePage';
import { pointText } from '@/lib/format';

const PAGE_SIZE = 10;

type Props = ReadyProps<PlannerStoreProps>;

export const getServerSideProps = pageLoader(({ client, query }) => loadPlannerStore(client, query, PAGE_SIZE), {
  errorPage: true,
  bare: bareLanding('store', ['mchUserId']),
});

/** 规划师店铺 (inventory §14.1): the planner, their team and merchant, their 薯片分, their goods, and contact. */
const PlannerStorePage: PageWithLayout<Props> = ({ data: { mchUserId, info, categories, activeId, first, flags, error } }) => {
  const router = useRouter();
  const homeLeft = flags.isShare ? (
    <Link href="/" className={styles.headerHome}>
      首页
    </Link>
  ) : undefined;
  if (!info) {
    return (
      <>
        <Seo title="规划师店铺-薯片企服" description="规划师店铺" path="/store/plannerStore" noindex />
        <HeaderBar title="规划师店铺" left={homeLeft} />
        {error && error !== REQUEST_FAILED ? (
          <Empty text={error}>
            <Link href="/planner/list" className="button-primary">
              找其他规划师
            </Link>
          </Empty>
        ) : (
          <LoadError text={REQUEST_FAILED}>
            <Link href="/planner/list" className="button-primary">
              找其他规划师
            </Link>
          </LoadError>
        )}
      </>
    );
  }
  const p = info.personal;
  const top = Number(q1(router.query.top));
  return (
    <>
      <Seo
        title={`${p.name}的店铺_${p.postName || '规划师'}-薯片企服`}
        description={`优选规划师 - ${p.name}的店铺：服务年限${p.serveAge || '--'}年，薯片分${pointText(p.point)}，擅长${p.categories.join('、') || '企业服务'}。`}
        path={`/store/plannerStore?mchUserId=${encodeURIComponent(mchUserId)}`}
        noindex={!!flags.mode}
      />
      <HeaderBar title="规划师店铺" fixed left={homeLeft} style={flags.mpass && top > 0 ? { paddingTop: `${top}px` } : undefined} />
      <div className={styles.page}>
        <section className={styles.profile} aria-label="规划师">
          <LazyImage src={p.avatar} alt={p.name} width={60} height={60} className={styles.profileAvatar} fallback="avatar" priority />
          <div className={styles.profileText}>
            <h1 className={styles.profileName}>
              {p.name}
              {p.postName ? <span className={styles.post}>{p.postName}</span> : null}
            </h1>
            <p className={styles.profileMeta}>服务年限：{p.serveAge ? `${p.serveAge}年` : '--'}</p>
            {p.categories.length ? (
              <p className={styles.chips}>
                {p.categories.slice(0, 3).map((c) => (
                  <span key={c}>{c}</span>
                ))}
              </p>
            ) : null}
          </div>
          {info.teamStoreId ? (
            <MaybeLink href={withMode(`/store/groupStore?storeId=${encodeURIComponent(info.teamStoreId)}`, flags)} inert={flags.inert} className={styles.teamLink}>
              我的团队 <RightOutline aria-hidden />
            </MaybeLink>
          ) : null}
        </section>
        <MerchantStrip storeId={info.mchStoreId} logo={info.mchLogo} name={info.mchName} inert={flags.inert} />
        <StoreScore point={p.point} mchUserId={mchUserId} inert={flags.inert} />
        <StoreGoodsSection
          storeId={info.goodsRecommend}
          categories={categories}
          activeId={activeId}
          first={first}
          mode={flags.mode}
          inert={flags.inert}
          variant="infinite"
          limit={PAGE_SIZE}
        />
      </div>
      <div className={`${styles.footer} fixed-column`} role="region" aria-label="联系规划师">
        <span className={styles.footerWho}>联系 {p.name}</span>
        <PlannerContact planner={{ mchUserId, name: p.name, type: p.type }} variant="pills" disabled={flags.inert} />
      </div>
    </>
  );
};

PlannerStorePage.getLayout = defaultLayout;

export default withBarePage(PlannerStorePage);
