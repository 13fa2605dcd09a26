/** getServerSideProps of the planner review pages: the planner's rating summary and the first page of reviews. */
import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { isApiError, isSessionInvalidCode, loginRedirect, serverHttp } from '@/lib/http';
import { findAlreadyEvaluatePageList, type EvaluationPage } from '@/services/evaluate';
import { findCard, type PlannerCardSummary } from '@/services/planner';
import { filterInput, parseFilter, type ReviewFilter } from '@/components/detail/reviewFilter';
import { EVALUATE_PAGE_SIZE } from './PlannerEvaluations';

export type PlannerEvaluateProps = {
  mchUserId: string;
  filter: ReviewFilter;
  summary: PlannerCardSummary | null;
  page: EvaluationPage | null;
  error: 'missing' | 'notFound' | 'failed' | null;
};

const first = (v: string | string[] | undefined) => ((Array.isArray(v) ? v[0] : v) ?? '').trim();

export async function loadPlannerEvaluations(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PlannerEvaluateProps>> {
  const { req, res, query, resolvedUrl } = ctx;
  // Issue 6's review form links here with plannerId; planner pages with mchUserId.
  const mchUserId = first(query.mchUserId) || first(query.plannerId);
  const filter = parseFilter(first(query.filter));
  const base: PlannerEvaluateProps = { mchUserId, filter, summary: null, page: null, error: null };
  if (!mchUserId) {
    res.statusCode = 404;
    return { props: { ...base, error: 'missing' } };
  }
  const client = serverHttp(req);
  const [summaryR, pageR] = await Promise.allSettled([
    findCard(mchUserId, client),
    findAlreadyEvaluatePageList({ plannerId: mchUserId, start: 1, limit: EVALUATE_PAGE_SIZE, ...filterInput(filter) }, client),
  ]);
  if (summaryR.status === 'rejected') {
    const err = summaryR.reason;
    if (isApiError(err) && isSessionInvalidCode(err.code)) return loginRedirect(resolvedUrl);
    const notFound = isApiError(err) && (err.code === 404 || err.code === 400);
    res.statusCode = notFound ? 404 : 500;
    return { props: { ...base, error: notFound ? 'notFound' : 'failed' } };
  }
  return { props: { ...base, summary: summaryR.value, page: pageR.status === 'fulfilled' ? pageR.value : null } };
}
