/** First screens of 我要吐槽 (/my/complain), 反馈进度 (/my/complain/list) and 进度详情 (/my/complain/<id>). */
import { notFound, optional, readFailure, type PageLoadContext } from '@/lib/pageLoader';
import { userProfile } from '@/services/auth';
import { feedbackDetail, feedbackList, feedbackTypes, type Feedback, type FeedbackPage, type FeedbackType } from '@/services/feedback';

export const FEEDBACK_PAGE_SIZE = 10;

export type ComplainFormData = { types: FeedbackType[] | null; phone: string };

/** The kinds and the account's phone (the contact prefilled); either loads in the browser when it failed here. */
export async function loadComplainForm({ client, cookies }: PageLoadContext): Promise<ComplainFormData> {
  const [types, profile] = await Promise.all([optional(feedbackTypes(client)), cookies.token ? optional(userProfile(client)) : Promise.resolve(null)]);
  return { types, phone: profile?.mainAccountFull ?? '' };
}

export type FeedbackListData = { first: FeedbackPage | null };

/** The first page of one's feedback (null without a session cookie or on failure: the browser loads it). */
export async function loadFeedbackList({ client, cookies }: PageLoadContext): Promise<FeedbackListData> {
  if (!cookies.token) return { first: null };
  return { first: await optional(feedbackList({ page: 1, limit: FEEDBACK_PAGE_SIZE }, client)) };
}

export type FeedbackDetailData = { id: string; feedback: Feedback | null };

/** One's own feedback; another's or an unknown id answers 404. */
export async function loadFeedbackDetail({ client, cookies, params }: PageLoadContext) {
  const id = params.id ?? '';
  if (!cookies.token) return { id, feedback: null } satisfies FeedbackDetailData;
  try {
    return { id, feedback: await feedbackDetail(id, client) } satisfies FeedbackDetailData;
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
}
