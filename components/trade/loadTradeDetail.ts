/**
 * getServerSideProps of the trading listing pages: /detail/transactionDetails (any kind), the kind-specific
 * /detail/transaction/{company,brand,patent,qualification} and the subject pages /detail/info/{company,brand,patent}.
 * The listing and the planner of the consultation bar render on the server; the rest loads in the browser.
 */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { getTradeDetail, type TradeDetail } from '@/services/goods';
import { getPlannerDetail, recommendPlanners } from '@/services/planner';
import type { ConsultPlanner } from '@/components/consult/ConsultCard';
import { sanitizeRichText } from '@/components/detail/sanitizeRichText';
import { tradeInfoHref, tradeKindOf, tradeTypeHref, type TradeSlug } from './kinds';

export type TradeDetailProps = {
  productId: string;
  detail: TradeDetail | null;
  /** 'notFound' → HTTP 404 with a clear message; 'failed' → the service could not answer. */
  error: 'notFound' | 'failed' | null;
  planner: ConsultPlanner | null;
  /** Opened from a shared link (query isShare, plannerId / mchUserId). */
  isShare: boolean;
};

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

/** One address per listing, whichever route showed it. */
export function tradeCanonicalPath(d: Pick<TradeDetail, 'id' | 'typeCode'>): string {
  const q = new URLSearchParams({ productId: d.id });
  if (d.typeCode) q.set('type', d.typeCode);
  return `/detail/transactionDetails?${q.toString()}`;
}

type Options = {
  /** The route shows one kind only: a listing of another kind is sent to the same route of its kind. */
  slug?: TradeSlug;
  /** 'info': a subject page (/detail/info/*), which needs no planner. */
  route?: 'transaction' | 'info';
};

export async function loadTradeDetail(
  ctx: GetServerSidePropsContext,
  { slug, route = 'transaction' }: Options = {},
): Promise<GetServerSidePropsResult<TradeDetailProps>> {
  const { req, res, query, resolvedUrl } = ctx;
  const productId = first(query.productId) || first(query.id);
  const base: TradeDetailProps = { productId, detail: null, error: null, planner: null, isShare: first(query.isShare) === '1' };
  if (!productId) {
    res.statusCode = 404;
    return { props: { ...base, error: 'notFound' } };
  }

  const withPlanner = route !== 'info';
  const client = serverHttp(req);
  const sharePlannerId = withPlanner ? first(query.plannerId) || first(query.mchUserId) : '';
  const [detailR, shareR] = await Promise.allSettled([
    getTradeDetail(productId, client),
    sharePlannerId ? getPlannerDetail({ id: sharePlannerId }, client) : Promise.resolve(null),
  ]);
  if (detailR.status === 'rejected') {
    const err = detailR.reason;
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? 'notFound' : 'failed' } };
  }
  const detail: TradeDetail = { ...detailR.value, clientDetail: sanitizeRichText(detailR.value.clientDetail) };
  const kind = tradeKindOf(detail.dictCode, detail.tradeKey, detail.typeCode);

  if (slug && kind?.slug !== slug) {
    const to = !kind
      ? null
      : route === 'info'
        ? (tradeInfoHref(kind, detail.id) ?? tradeCanonicalPath(detail))
        : tradeTypeHref(kind, detail.id);
    if (to) return { redirect: { destination: to, permanent: false } };
    res.statusCode = 404;
    return { props: { ...base, error: 'notFound' } };
  }
  if (!withPlanner) return { props: { ...base, detail } };

  if (shareR.status === 'fulfilled' && shareR.value) {
    const p = shareR.value;
    const planner = { mchUserId: p.mchUserId || p.id, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName || p.zwName, type: p.type || p.mchClass };
    return { props: { ...base, detail, planner, isShare: true } };
  }
  // The booth ("钻展") planner of this kind of listing in the caller's city.
  const booth = await recommendPlanners(
    {
      sceneId: 'app-cpxqye-02',
      limit: 1,
      page: 1,
      productId: detail.id,
      productType: 'PRO_CLASS_TYPE_TRANSACTION',
      firstTypeCode: kind?.classCode ?? detail.typeCode,
      level_2_ID: detail.classCodeLevelList[1] || undefined,
    },
    client,
  ).catch(() => null);
  const p = booth?.records[0];
  const planner = p ? { mchUserId: p.mchUserId, name: p.userName || p.name, avatar: p.img || p.portrait, postName: p.postName, type: p.type } : null;
  return { props: { ...base, detail, planner } };
}

/** getServerSideProps of a kind-specific route (its slug fixed). */
export const tradeTypeProps = (slug: TradeSlug) => (ctx: GetServerSidePropsContext) => loadTradeDetail(ctx, { slug });

/** getServerSideProps of a subject page (/detail/info/{slug}). */
export const tradeInfoProps = (slug: TradeSlug) => (ctx: GetServerSidePropsContext) => loadTradeDetail(ctx, { slug, route: 'info' });
