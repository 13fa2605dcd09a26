/**
 * getServerSideProps of the service goods detail pages (/detail, /detail/serviceDetails, /detail/server/**):
 * the goods, the planner of the consultation card and the review digest, in one call (GET /goods/v4/detail_page,
 * whose public part is a short shared copy), plus the planner of a shared link when there is one.
 * Everything below the fold loads in the browser.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { getGoodsPage, type GoodsDetail } from '@/services/goods';
import { getPlannerDetail } from '@/services/planner';
import type { ConsultPlanner } from '@/components/consult/ConsultCard';
import { classCodeOneRedirect, verticalPathFor, type DetailVariant } from './verticalRoute';
import { sanitizeRichText } from './sanitizeRichText';
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

/**
 * Sanitising a description is the costliest step of the page after the data; the shared goods copy hands the
 * same HTML to every visitor, so the result is kept for the last few descriptions seen by this process.
 */
const sanitized = new Map<string, string>();
function sanitizedOnce(html: string | null | undefined): string {
  const key = html ?? '';
  const hit = sanitized.get(key);
  if (hit !== undefined) return hit;
  const out = sanitizeRichText(key);
  if (sanitized.size >= 64) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(key, out);
  return out;
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
  // One round: the goods page (goods + review digest + booth planner, a shared 30 s copy) and a shared planner.
  const [pageR, shareR] = await Promise.allSettled([
    getGoodsPage(productId, client),
    sharePlannerId ? getPlannerDetail({ id: sharePlannerId }, client) : Promise.resolve(null),
  ]);

  if (pageR.status === 'rejected') {
    const err = pageR.reason;
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? 'notFound' : 'failed' } };
  }
  const data = pageR.value;
  const goods: GoodsDetail = { ...data.goods, clientDetail: sanitizedOnce(data.goods.clientDetail) };

  let planner: ConsultPlanner | null = null;
  let isShare = false;
  if (shareR.status === 'fulfilled' && shareR.value) {
    const p = shareR.value;
    planner = { mchUserId: p.mchUserId || p.id, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName || p.zwName, type: p.type || p.mchClass };
    isShare = true;
  } else if (data.planner) {
    // The booth ("钻展") planner of this goods and city.
    const p = data.planner;
    planner = { mchUserId: p.mchUserId, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName, type: p.type };
  }

  const reviews: ReviewDigest = data.reviews;
  const wantedSku = first(query.skuId);
  const initialSkuId = goods.skus.some((s) => s.skuId === wantedSku) ? wantedSku : goods.defaultSkuId;

  return {
    props: { ...base, goods, planner, isShare, reviews, initialSkuId, canonicalPath: canonicalDetailPath(goods) },
  };
}
