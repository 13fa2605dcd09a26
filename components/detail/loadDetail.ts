/**
 * getServerSideProps of the service goods detail pages (/detail, /detail/serviceDetails, /detail/server/**):
 * the goods, the planner of the consultation card and the review digest, in two rounds of parallel calls.
 * Everything below the fold loads in the browser.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { getGoodsDetail, type GoodsDetail } from '@/services/goods';
import { findAlreadyEvaluatePageList } from '@/services/evaluate';
import { getPlannerDetail, recommendPlanners } from '@/services/planner';
import type { ConsultPlanner } from '@/components/consult/ConsultCard';
import { classCodeOneRedirect, verticalPathFor, type DetailVariant } from './verticalRoute';
import { sanitizeRichText } from './richText';
import type { ReviewDigest } from './ReviewSummary';

export type DetailProps = {
  variant: DetailVariant;
  productId: string;
  goods: GoodsDetail | null;
  /** 'notFound' → HTTP 404 with a clear message; 'failed' → the service could not answer. */
  error: 'notFound' | 'failed' | null;
  planner: ConsultPlanner | null;
  /** The planner came from a shared link (query plannerId / mchUserId). */
  isShare: boolean;
  reviews: ReviewDigest;
  initialSkuId: string | null;
  /** The canonical page of this goods: its vertical, or /detail. */
  canonicalPath: string;
};

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

export function canonicalDetailPath(goods: Pick<GoodsDetail, 'id' | 'classCodeOne'>): string {
  return `${verticalPathFor(goods.classCodeOne)}?productId=${encodeURIComponent(goods.id)}`;
}

const emptyDigest: ReviewDigest = { first: null, total: 0, goodRate: null };

export async function loadDetail(
  ctx: GetServerSidePropsContext,
  variant: DetailVariant,
  opts: { redirectClassCodeOne?: boolean } = {},
): Promise<GetServerSidePropsResult<DetailProps>> {
  const { req, res, query, resolvedUrl } = ctx;
  if (opts.redirectClassCodeOne) {
    const to = classCodeOneRedirect(query);
    if (to) return { redirect: { destination: to, permanent: true } };
  }
  const productId = first(query.productId) || first(query.id);
  const base: DetailProps = {
    variant,
    productId,
    goods: null,
    error: null,
    planner: null,
    isShare: false,
    reviews: emptyDigest,
    initialSkuId: null,
    canonicalPath: '/detail',
  };
  if (!productId) {
    res.statusCode = 404;
    return { props: { ...base, error: 'notFound' } };
  }

  const client = serverHttp(req);
  const sharePlannerId = first(query.plannerId) || first(query.mchUserId);
  const [goodsR, reviewsR, shareR] = await Promise.allSettled([
    getGoodsDetail(productId, client),
    findAlreadyEvaluatePageList({ ext1: productId, start: 1, limit: 1 }, client),
    sharePlannerId ? getPlannerDetail({ id: sharePlannerId }, client) : Promise.resolve(null),
  ]);

  if (goodsR.status === 'rejected') {
    const err = goodsR.reason;
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? 'notFound' : 'failed' } };
  }
  const goods: GoodsDetail = { ...goodsR.value, clientDetail: sanitizeRichText(goodsR.value.clientDetail) };

  let planner: ConsultPlanner | null = null;
  let isShare = false;
  if (shareR.status === 'fulfilled' && shareR.value) {
    const p = shareR.value;
    planner = { mchUserId: p.mchUserId || p.id, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName || p.zwName, type: p.type || p.mchClass };
    isShare = true;
  } else {
    // The booth ("钻展") planner of this goods and city.
    const booth = await recommendPlanners(
      {
        sceneId: 'app-cpxqye-02',
        limit: 1,
        page: 1,
        productId: goods.id,
        productType: 'PRO_CLASS_TYPE_SERVICE',
        firstTypeCode: goods.classCodeOne,
        level_2_ID: goods.classCodeTwo,
      },
      client,
    ).catch(() => null);
    const p = booth?.records[0];
    if (p) planner = { mchUserId: p.mchUserId, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName, type: p.type };
  }

  const page = reviewsR.status === 'fulfilled' ? reviewsR.value : null;
  const reviews: ReviewDigest = page ? { first: page.records[0] ?? null, total: page.stats.total, goodRate: page.stats.goodRate } : emptyDigest;
  const wantedSku = first(query.skuId);
  const initialSkuId = goods.skus.some((s) => s.skuId === wantedSku) ? wantedSku : goods.defaultSkuId;

  return {
    props: { ...base, goods, planner, isShare, reviews, initialSkuId, canonicalPath: canonicalDetailPath(goods) },
  };
}
