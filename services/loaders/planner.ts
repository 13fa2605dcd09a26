/** First screens of the planner pages: the card (/planner/detail) and the review pages (/plannerEvaluate, …/complete). */
import type { Http } from '@/lib/http';
import { readFailure, withStatus, type PageAnswer } from '@/lib/pageLoader';
import type { Query } from '@/lib/query';
import { findAlreadyEvaluatePageList, type EvaluationPage } from '@/services/evaluate';
import { findCard, findCardEvaluate, plannerCardDetail, plannerDetail, type PlannerBusinessCard, type PlannerEvaluateSummary, type PlannerDetail } from '@/services/planner';
import { recommendGoods, type StoreGoodsItem } from '@/services/store';
import { filterInput, parseFilter, type ReviewFilter } from '@/lib/detail/reviewFilter';
import { EVALUATE_PAGE_SIZE } from '@/lib/planner/evaluations';

export type PlannerCardProps = {
  mchUserId: string;
  card: PlannerBusinessCard | null;
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

export const ON_SHELF = 'BUSINESS_CARD_STATUS_ON_SHELF';

/** /planner/detail: the card, the planner, the newest reviews and the planner's goods. */
export async function loadPlannerCard(client: Http, query: Query): Promise<PageAnswer<PlannerCardProps>> {
  const mchUserId = query.mchUserId || '';
  const base: PlannerCardProps = {
    mchUserId,
    card: null,
    detail: null,
    reviews: null,
    goods: [],
    error: null,
    isShare: query.isShare === '1',
    requireCode: query.requireCode || '',
    requireName: query.requireName || '',
    self: !!mchUserId && query.imUserId === mchUserId,
  };
  if (!mchUserId) return withStatus(404, { ...base, error: 'missing' });
  const [cardR, detailR, reviewsR] = await Promise.allSettled([
    plannerCardDetail(mchUserId, client),
    plannerDetail({ id: mchUserId, requireCode: base.requireCode || undefined, requireName: base.requireName || undefined }, client),
    findCardEvaluate({ mchUserId, start: 1, limit: 3 }, client),
  ]);
  if (cardR.status === 'rejected') {
    const { notFound, status } = readFailure(cardR.reason);
    return withStatus(status, { ...base, error: notFound ? 'notFound' : 'failed' });
  }
  const card = cardR.value;
  const detail = detailR.status === 'fulfilled' ? detailR.value : null;
  if (card.status !== ON_SHELF) return { ...base, card, detail };

  const storeId = detail?.storeId;
  const goods = storeId ? await recommendGoods({ storeId, page: 1, limit: 4 }, client).catch(() => null) : null;
  return {
    ...base,
    card,
    detail,
    reviews: reviewsR.status === 'fulfilled' ? reviewsR.value : null,
    goods: goods?.records ?? [],
  };
}

export type PlannerEvaluateProps = {
  mchUserId: string;
  filter: ReviewFilter;
  summary: PlannerEvaluateSummary | null;
  page: EvaluationPage | null;
  error: 'missing' | 'notFound' | 'failed' | null;
};

/** The planner review pages: the planner's rating summary and the first page of reviews. */
export async function loadPlannerEvaluations(client: Http, query: Query): Promise<PageAnswer<PlannerEvaluateProps>> {
  // Issue 6's review form links here with plannerId; planner pages with mchUserId.
  const mchUserId = query.mchUserId || query.plannerId || '';
  const filter = parseFilter(query.filter || '');
  const base: PlannerEvaluateProps = { mchUserId, filter, summary: null, page: null, error: null };
  if (!mchUserId) return withStatus(404, { ...base, error: 'missing' });
  const [summaryR, pageR] = await Promise.allSettled([
    findCard(mchUserId, client),
    findAlreadyEvaluatePageList({ plannerId: mchUserId, start: 1, limit: EVALUATE_PAGE_SIZE, ...filterInput(filter) }, client),
  ]);
  if (summaryR.status === 'rejected') {
    const { notFound, status } = readFailure(summaryR.reason);
    return withStatus(status, { ...base, error: notFound ? 'notFound' : 'failed' });
  }
  return { ...base, summary: summaryR.value, page: pageR.status === 'fulfilled' ? pageR.value : null };
}
