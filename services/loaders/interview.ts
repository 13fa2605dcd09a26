/** First screens of 面谈记录 (/my/interviewRecord, its detail and confirm pages). */
import { errorText, optional, readFailure, withStatus, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { interviewDetail, interviewPage, type CustomerInterview, type CustomerInterviewPage } from '@/services/interview';
import { INTERVIEW_TABS } from '@/lib/contract/interview/enums';

export const INTERVIEW_PAGE_SIZE = 10;

/** The tab a query names ('' = 全部; anything unknown falls back to it). */
export const tabOfQuery = (status: string | undefined): string => (INTERVIEW_TABS.some((t) => t.key === status) ? (status as string) : '');
export const statusParam = (tab: string): number | '' => (tab === '' ? '' : Number(tab));

export type InterviewListData = { tab: string; first: CustomerInterviewPage | null };

/** The list's first page for the tab in the query (null when it failed: the browser loads it again). */
export async function loadInterviewList({ client, query }: PageLoadContext): Promise<InterviewListData> {
  const tab = tabOfQuery(query.status);
  return { tab, first: await optional(interviewPage({ page: 1, limit: INTERVIEW_PAGE_SIZE, status: statusParam(tab) }, client)) };
}

/** One appointment, or why not: 'notFound' (not proposed to this account, answered 404) or a failure text. */
export type InterviewDetailData = { id: string; interview: CustomerInterview | null; problem: '' | 'notFound' | string };

/** The appointment of `?id=` (detail) or of the path (`/my/interviewRecord/[id]`, `/confirm/[id]`). */
export async function loadInterviewDetail({ client, query, params }: PageLoadContext): Promise<PageAnswer<InterviewDetailData>> {
  const id = params.id || query.id || '';
  if (!id) return withStatus(404, { id, interview: null, problem: 'notFound' });
  try {
    return { id, interview: await interviewDetail(id, client), problem: '' };
  } catch (err) {
    const { notFound, status } = readFailure(err);
    return withStatus(status, { id, interview: null, problem: notFound ? 'notFound' : errorText(err) });
  }
}
