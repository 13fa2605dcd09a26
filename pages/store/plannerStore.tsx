import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { RightOutline } from 'antd-mobile-icons';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import type { Paged } from '@/services/planner';
import {
  getPlannerStoreInfo,
  recommendGoods,
  recommendGoodsClassify,
  type PlannerStoreInfo,
  type StoreGoodsCategory,
  type StoreGoodsItem,
} from '@/services/store';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { Empty } from '@/components/common/Empty';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LazyImage } from '@/components/common/LazyImage';
import { Seo } from '@/components/common/Seo';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { MaybeLink, MerchantStrip, StoreScore } from '@/components/store/StoreBlocks';
import { StoreGoodsSection } from '@/components/store/StoreGoodsSection';
import { firstTab, q1, storeFlags, withMode, type StoreFlags } from '@/components/store/storeQuery';
import styles from '@/components/store/store.module.css';
import { withBareLanding } from '@/components/catalog-common/bareLandingData';
import { withBarePage } from '@/components/catalog-common/withBarePage';

const PAGE_SIZE = 10;

type Props = {
  mchUserId: string;
  info: PlannerStoreInfo | null;
  categories: StoreGoodsCategory[];
  activeId: string;
  first: Paged<StoreGoodsItem> | null;
  flags: StoreFlags;
  error: string | null;
};

const loadPage: GetServerSideProps<Props> = async ({ req, res, query, resolvedUrl }) => {
  const mchUserId = q1(query.mchUserId);
  const flags = storeFlags(query);
  const base: Props = { mchUserId, info: null, categories: [], activeId: '', first: null, flags, error: null };
  if (!mchUserId) {
    res.statusCode = 404;
    return { props: { ...base, error: '缺少规划师参数!' } };
  }
  const client = serverHttp(req);
  try {
    const info = await getPlannerStoreInfo({ mchUserId, type: flags.mode || undefined }, client);
    const categories = await recommendGoodsClassify({ storeId: info.goodsRecommend, type: flags.mode || undefined }, client).catch(() => []);
    const activeId = firstTab(categories, info.modules);
    const first = await recommendGoods(
      { storeId: info.goodsRecommend, typeId: activeId || undefined, page: 1, limit: PAGE_SIZE, type: flags.mode || undefined },
      client,
    ).catch(() => null);
    return { props: { ...base, info, categories, activeId, first } };
  } catch (err) {
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? '抱歉，未找到该规划师店铺' : '请求失败！' } };
  }
};

/** 规划师店铺 (inventory §14.1): the planner, their team and merchant, their 薯片分, their goods, and contact. */
const PlannerStorePage: PageWithLayout<Props> = ({ mchUserId, info, categories, activeId, first, flags, error }) => {
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
        <Empty text={error ?? '请求失败！'}>
          <Link href="/planner/list" className="button-primary">
            找其他规划师
          </Link>
        </Empty>
      </>
    );
  }
  const p = info.personal;
  const top = Number(q1(router.query.top));
  return (
    <>
      <Seo
        title={`${p.name}的店铺_${info.postName || '规划师'}-薯片企服`}
        description={`优选规划师 - ${p.name}的店铺：服务年限${p.serveAge || '--'}年，薯片分${p.point}，擅长${p.categories.join('、') || '企业服务'}。`}
        path={`/store/plannerStore?mchUserId=${encodeURIComponent(mchUserId)}`}
        noindex={!!flags.mode}
      />
      <HeaderBar title="规划师店铺" fixed left={homeLeft} style={flags.mpass && top > 0 ? { paddingTop: `${top}px` } : undefined} />
      <div className={styles.page}>
        <section className={styles.profile} aria-label="规划师">
          <LazyImage src={p.headPortrait} alt={p.name} width={60} height={60} className={styles.profileAvatar} fallback="avatar" priority />
          <div className={styles.profileText}>
            <h1 className={styles.profileName}>
              {p.name}
              {info.postName ? <span className={styles.post}>{info.postName}</span> : null}
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
        <PlannerContact planner={{ mchUserId, name: p.name, type: info.mchClass }} variant="pills" disabled={flags.inert} />
      </div>
    </>
  );
};

PlannerStorePage.getLayout = defaultLayout;
export const getServerSideProps = withBareLanding('store', ['mchUserId'], loadPage);

export default withBarePage(PlannerStorePage);
