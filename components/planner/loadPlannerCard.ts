/** getServerSideProps of /planner/detail: the card, the planner, the newest reviews and the planner's goods. */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { findCardEvaluate, getPlannerCard, getPlannerDetail, type PlannerCard, type PlannerDetail } from '@/services/planner';
import { recommendGoods, type StoreGoodsItem } from '@/services/store';
import type { EvaluationPage } from '@/services/evaluate';

export type PlannerCardProps = {
  mchUserId: string;
  card: PlannerCard | null;
  detail: PlannerDetail | null;
  reviews: EvaluationPage | null;
  goods: StoreGoodsItem[];
  /** 'missing': no mchUserId; 'notFound': unknown planner; 'failed': the service could not answer. */
  error: 'missing' | 'notFound' | 'failed' | null;
  isShare: boolean;
  requireCode: string;
  requireName: string;
  /** The planner looking at their own card (query imUserId). */
  self: boolean;
};

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

export const ON_SHELF = 'BUSINESS_CARD_STATUS_ON_SHELF';

export async function loadPlannerCard(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PlannerCardProps>> {
  const { req, res, query, resolvedUrl } = ctx;
  const mchUserId = first(query.mchUserId);
  const base: PlannerCardProps = {
    mchUserId,
    card: null,
    detail: null,
    reviews: null,
    goods: [],
    error: null,
    isShare: first(query.isShare) === '1',
    requireCode: first(query.requireCode),
    requireName: first(query.requireName),
    self: !!mchUserId && first(query.imUserId) === mchUserId,
  };
  if (!mchUserId) {
    res.statusCode = 404;
    return { props: { ...base, error: 'missing' } };
  }
  const client = serverHttp(req);
  const [cardR, detailR, reviewsR] = await Promise.allSettled([
    getPlannerCard(mchUserId, client),
    getPlannerDetail({ id: mchUserId, requireCode: base.requireCode || undefined, requireName: base.requireName || undefined }, client),
    findCardEvaluate({ mchUserId, start: 1, limit: 3 }, client),
  ]);
  if (cardR.status === 'rejected') {
    const err = cardR.reason;
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? 'notFound' : 'failed' } };
  }
  const card = cardR.value;
  const detail = detailR.status === 'fulfilled' ? detailR.value : null;
  if (card.status !== ON_SHELF) return { props: { ...base, card, detail } };

  const storeId = detail?.storeId;
  const goods = storeId ? await recommendGoods({ storeId, page: 1, limit: 4 }, client).catch(() => null) : null;
  return {
    props: {
      ...base,
      card,
      detail,
      reviews: reviewsR.status === 'fulfilled' ? reviewsR.value : null,
      goods: goods?.records ?? [],
    },
  };
}
