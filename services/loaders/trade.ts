/**
 * First screen of the trading listing pages: /detail/transactionDetails (any kind), the kind-specific
 * /detail/transaction/{company,brand,patent,qualification} and the subject pages /detail/info/{company,brand,patent}.
 * The listing and the planner of the consultation bar render on the server; the rest loads in the browser.
 */
import type { Http } from '@/lib/http';
import { readFailure, redirectTo, withStatus, type PageAnswer } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { getTradeDetail, type TradeDetail } from '@/services/goods';
import { plannerDetail, recommendPlanner, plannerCardOf } from '@/services/planner';
import type { ConsultPlanner } from '@/lib/consult/consultPlanner';
import { sanitizeRichText } from '@/lib/detail/sanitizeRichText';
import { tradeInfoHref, tradeKindOf, tradeTypeHref, type TradeSlug } from '@/lib/trade/kinds';

export type TradeDetailProps = {
  productId: string;
  detail: TradeDetail | null;
  /** 'notFound' → HTTP 404 with a clear message; 'failed' → the service could not answer. */
  error: 'notFound' | 'failed' | null;
  planner: ConsultPlanner | null;
  /** Opened from a shared link (query isShare, plannerId / mchUserId). */
  isShare: boolean;
};

/** One address per listing, whichever route showed it. */
export function tradeCanonicalPath(d: Pick<TradeDetail, 'id' | 'typeCode'>): string {
  const q = new URLSearchParams({ productId: d.id });
  if (d.typeCode) q.set('type', d.typeCode);
  return `/detail/transactionDetails?${q.toString()}`;
}

export type TradeRoute = {
  /** The route shows one kind only: a listing of another kind is sent to the same route of its kind. */
  slug?: TradeSlug;
  /** 'info': a subject page (/detail/info/*), which needs no planner. */
  route?: 'transaction' | 'info';
};

export async function loadTradeDetail(client: Http, query: Query, { slug, route = 'transaction' }: TradeRoute = {}): Promise<PageAnswer<TradeDetailProps>> {
  const productId = query.productId || query.id || '';
  const base: TradeDetailProps = { productId, detail: null, error: null, planner: null, isShare: query.isShare === '1' };
  if (!productId) return withStatus(404, { ...base, error: 'notFound' });

  const withPlanner = route !== 'info';
  const sharePlannerId = withPlanner ? query.plannerId || query.mchUserId || '' : '';
  const [detailR, shareR] = await Promise.allSettled([
    getTradeDetail(productId, client),
    sharePlannerId ? plannerDetail({ id: sharePlannerId }, client) : Promise.resolve(null),
  ]);
  if (detailR.status === 'rejected') {
    const { notFound, status } = readFailure(detailR.reason);
    return withStatus(status, { ...base, error: notFound ? 'notFound' : 'failed' });
  }
  const detail: TradeDetail = { ...detailR.value, clientDetail: sanitizeRichText(detailR.value.clientDetail) };
  const kind = tradeKindOf(detail.dictCode, detail.tradeKey, detail.typeCode);

  if (slug && kind?.slug !== slug) {
    const to = !kind
      ? null
      : route === 'info'
        ? (tradeInfoHref(kind, detail.id) ?? tradeCanonicalPath(detail))
        : tradeTypeHref(kind, detail.id);
    if (to) return redirectTo(to);
    return withStatus(404, { ...base, error: 'notFound' });
  }
  if (!withPlanner) return { ...base, detail };

  if (shareR.status === 'fulfilled' && shareR.value) {
    const p = shareR.value;
    const planner = plannerCardOf(p);
    return { ...base, detail, planner, isShare: true };
  }
  // The booth ("钻展") planner of this kind of listing in the caller's city.
  const booth = await recommendPlanner(
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
  const planner = p ? plannerCardOf(p) : null;
  return { ...base, detail, planner };
}
