/**
 * First screen of the service goods detail pages (/detail, /detail/serviceDetails, /detail/server/**): the goods,
 * the planner of the consultation card, the review digest, the 领券 strip and the mid-page ads, in one call
 * (GET /goods/v4/detail_page, whose public parts are short shared copies), plus the planner of a shared link when
 * there is one. The other sections below the fold load in the browser as they come near the screen.
 */
import type { Http } from '@/lib/http';
import { readFailure, redirectTo, withStatus, type PageAnswer } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { getGoodsPage, type GoodsDetail } from '@/services/goods';
import { plannerDetail, plannerCardOf } from '@/services/planner';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import type { ReviewDigest } from '@/lib/detail/reviewDigest';
import type { ReceivableCoupon } from '@/lib/contract/coupon/api';
import type { AdItem } from '@/lib/contract/catalog/api';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import { classCodeOneRedirect, verticalPathFor, type DetailVariant } from '@/lib/detail/verticalRoute';

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
  /** The 领券 strip's coupons as a visitor sees them, drawn with the page (a customer's own states load in the browser). */
  coupons: ReceivableCoupon[];
  /** The mid-page ad slot's materials, drawn with the page (the browser asks for nothing on a visitor's first view). */
  midAds: AdItem[];
  initialSkuId: string | null;
  /** The canonical page of this goods: its vertical, or /detail. */
  canonicalPath: string;
  /** The server renders the sections below the first screen (false for a customer's own render: ADR 0064). */
  belowFoldOnServer: boolean;
};

export function canonicalDetailPath(goods: Pick<GoodsDetail, 'id' | 'classCodeOne'>): string {
  return `${verticalPathFor(goods.classCodeOne)}?productId=${encodeURIComponent(goods.id)}`;
}

/**
 * Sanitising a description is the costliest step of the page after the data; the shared goods copy hands the
 * same HTML to every visitor, so the result is kept for the descriptions most recently used by this process, least
 * recently used out first. 1,024 holds a catalogue's worth (the bench's 192 service goods, a shop's few hundred):
 * with 64, traffic spread over the catalogue missed nearly every time. Keyed by the HTML itself, so an operator's
 * edit of a description is a new key and never shows a stale copy.
 */
export const SANITIZED_DESCRIPTIONS = 1024;
const sanitized = new Map<string, string>();
export function sanitizedOnce(html: string | null | undefined): string {
  const key = html ?? '';
  const hit = sanitized.get(key);
  if (hit !== undefined) {
    // Map keeps insertion order: taking it out and back in makes it the most recently used.
    sanitized.delete(key);
    sanitized.set(key, hit);
    return hit;
  }
  const out = sanitizeRichText(key);
  if (sanitized.size >= SANITIZED_DESCRIPTIONS) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(key, out);
  return out;
}

const emptyDigest: ReviewDigest = { first: null, total: 0, goodRate: null };

/** Every value of the opened URL's query, as given (a redirect passes them on unchanged). */
function rawQueryOf(url: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const at = url.indexOf('?');
  for (const [k, v] of new URLSearchParams(at === -1 ? '' : url.slice(at + 1))) (out[k] ??= []).push(v);
  return out;
}

type Options = {
  /** The opened URL, on /detail: a link with classCodeOne is sent to the vertical page of that category. */
  classCodeOneFrom?: string;
  /** The render is one customer's (PageLoadContext.personal): the sections below the first screen are left to the browser. */
  personal?: boolean;
};

export async function loadDetailPage(client: Http, query: Query, variant: DetailVariant, opts: Options = {}): Promise<PageAnswer<DetailProps>> {
  if (opts.classCodeOneFrom !== undefined) {
    const to = classCodeOneRedirect(rawQueryOf(opts.classCodeOneFrom));
    if (to) return redirectTo(to, true);
  }
  const productId = query.productId || query.id || '';
  const base: DetailProps = {
    variant,
    productId,
    goods: null,
    error: null,
    planner: null,
    isShare: false,
    reviews: emptyDigest,
    coupons: [],
    midAds: [],
    initialSkuId: null,
    canonicalPath: '/detail',
    belowFoldOnServer: !opts.personal,
  };
  if (!productId) return withStatus(404, { ...base, error: 'notFound' });

  const sharePlannerId = query.plannerId || query.mchUserId || '';
  // One round: the goods page (goods + review digest + booth planner, a shared 30 s copy) and a shared planner.
  const [pageR, shareR] = await Promise.allSettled([
    getGoodsPage(productId, client),
    sharePlannerId ? plannerDetail({ id: sharePlannerId }, client) : Promise.resolve(null),
  ]);

  if (pageR.status === 'rejected') {
    const { notFound, status } = readFailure(pageR.reason);
    return withStatus(status, { ...base, error: notFound ? 'notFound' : 'failed' });
  }
  const data = pageR.value;
  const goods: GoodsDetail = { ...data.goods, clientDetail: sanitizedOnce(data.goods.clientDetail) };

  let planner: ConsultPlanner | null = null;
  let isShare = false;
  if (shareR.status === 'fulfilled' && shareR.value) {
    const p = shareR.value;
    planner = plannerCardOf(p);
    isShare = true;
  } else if (data.planner) {
    // The booth ("钻展") planner of this goods and city.
    const p = data.planner;
    planner = plannerCardOf(p);
  }

  const reviews: ReviewDigest = data.reviews;
  const wantedSku = query.skuId || '';
  const initialSkuId = goods.skus.some((s) => s.skuId === wantedSku) ? wantedSku : goods.defaultSkuId;

  return { ...base, goods, planner, isShare, reviews, coupons: data.coupons, midAds: data.midAds, initialSkuId, canonicalPath: canonicalDetailPath(goods) };
}
