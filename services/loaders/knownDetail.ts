/** First screens of the 必懂 detail pages: question, answer, article, topic and the invitation list. */
import type { Http } from '@/lib/http';
import { notFound, optional, readFailure, redirectTo, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { knownHref, KNOWN_TYPE } from '@/lib/contract/known/enums';
import {
  knownAnswerers,
  knownAnswers,
  knownComments,
  knownDetail,
  knownFeed,
  knownRecommendArticles,
  knownTopics,
  type KnownCard,
  type KnownComment,
  type KnownDetail,
  type KnownPage,
} from '@/services/known';
import type { UserPage } from '@/lib/contract/known/api';
import { findTopic, topicFetcher, type FilteredPage, type TopicPlace } from '@/lib/known/topicFeed';

export const ANSWERS_PAGE_SIZE = 15;
export const PREVIEW_COMMENTS = 2;
export const TOPIC_PAGE_SIZE = 10;
/** A level-2 topic reads its board this many cards at a time (then keeps its own). */
export const TOPIC_BOARD_PAGE_SIZE = 30;
export const ANSWERERS_PAGE_SIZE = 20;

/** What every detail page gets: the content, share mode, and when it was served (a reload remounts the page). */
type Base = { detail: KnownDetail; isShare: boolean; servedAt: number };
export type QuestionData = Base & { answers: KnownPage | null; release: boolean };
export type AnswerData = Base & { comments: KnownComment[] | null };
export type ArticleData = Base & { comments: KnownComment[] | null; recommend: KnownCard[] };

/** The content of `id` when it is of `type`; another type goes to its own page; unknown, deleted or held: 404. */
async function readContent(client: Http, id: string, type: number): Promise<{ detail: KnownDetail } | { leave: ReturnType<typeof notFound> }> {
  if (!id) return { leave: notFound() };
  try {
    const detail = await knownDetail(id, client);
    if (detail.type !== type) return { leave: redirectTo(knownHref(detail)) };
    return { detail };
  } catch (err) {
    if (readFailure(err).notFound) return { leave: notFound() };
    throw err;
  }
}

const base = (detail: KnownDetail, query: PageLoadContext['query']): Base => ({ detail, isShare: query.isShare === '1', servedAt: Date.now() });

const firstComments = async (client: Http, contentId: string) =>
  (await optional(knownComments({ contentId, page: 1, limit: PREVIEW_COMMENTS }, client)))?.records ?? null;

/** /known/detail/question?id=[&status=release]: the question and the first page of its answers (默认). */
export async function loadQuestion({ client, query }: PageLoadContext): Promise<PageAnswer<QuestionData>> {
  const got = await readContent(client, query.id || '', KNOWN_TYPE.QUESTION);
  if ('leave' in got) return got.leave;
  const answers = await optional(knownAnswers({ questionId: got.detail.id, sort: 'default', page: 1, limit: ANSWERS_PAGE_SIZE }, client));
  return { ...base(got.detail, query), answers, release: query.status === 'release' };
}

/** /known/detail/answer?id=: the answer (with its question) and its first comments. */
export async function loadAnswer({ client, query }: PageLoadContext): Promise<PageAnswer<AnswerData>> {
  const got = await readContent(client, query.id || '', KNOWN_TYPE.ANSWER);
  if ('leave' in got) return got.leave;
  return { ...base(got.detail, query), comments: await firstComments(client, got.detail.id) };
}

/** The 资讯 that /known/detail/article used to show have their own page now (ids art_…). */
export const isNewsId = (id: string) => id.startsWith('art_');

/** /known/detail/article?id=: the article, 推荐阅读 and its first comments. */
export async function loadArticle({ client, query }: PageLoadContext): Promise<PageAnswer<ArticleData>> {
  const id = query.id || '';
  if (isNewsId(id)) return redirectTo(`/found/detail/${encodeURIComponent(id)}`, true);
  const got = await readContent(client, id, KNOWN_TYPE.ARTICLE);
  if ('leave' in got) return got.leave;
  const [recommend, comments] = await Promise.all([optional(knownRecommendArticles(got.detail.id, client)), firstComments(client, got.detail.id)]);
  return { ...base(got.detail, query), recommend: recommend ?? [], comments };
}

export type TopicData = TopicPlace & {
  /** The first page of the topic's contents (null: the browser loads it). */
  first: FilteredPage<KnownCard> | null;
  /** Board pages a level-2 topic already read for `first` (the browser goes on from there). */
  boardPagesRead: number;
};

/** The board feed a topic reads: its own (level 1) or its parent's (level 2). */
export const topicBoardPage = (place: TopicPlace, page: number, client?: Http) =>
  place.parent
    ? knownFeed({ board: place.parent.id, page, limit: TOPIC_BOARD_PAGE_SIZE }, client)
    : knownFeed({ board: place.topic.id, page, limit: TOPIC_PAGE_SIZE }, client);

/** /known/detail/topic?id=: where the topic sits in the tree and its first contents. */
export async function loadTopic({ client, query }: PageLoadContext): Promise<PageAnswer<TopicData>> {
  const id = query.id || '';
  if (!id) return notFound();
  const place = findTopic(await knownTopics(client), id);
  if (!place) return notFound();
  if (!place.parent) {
    const first = await optional(topicBoardPage(place, 1, client));
    return { ...place, first, boardPagesRead: first ? 1 : 0 };
  }
  const fetcher = topicFetcher((page) => topicBoardPage(place, page, client), place.topic.id);
  const first = await optional(fetcher(1));
  return { ...place, first, boardPagesRead: fetcher.pagesRead() };
}

export type InviteData = { questionId: string; first: UserPage | null };

/** /known/detail/invitationList?questionId=: the first recommended answerers. */
export async function loadInvitationList({ client, query }: PageLoadContext): Promise<PageAnswer<InviteData>> {
  const questionId = query.questionId || '';
  if (!questionId) return notFound();
  try {
    return { questionId, first: await knownAnswerers({ questionId, page: 1, limit: ANSWERERS_PAGE_SIZE }, client) };
  } catch (err) {
    // An unknown, deleted or unpublished question (404): nobody can be invited to it. Other failures: the browser retries.
    if (readFailure(err).notFound) return notFound();
    return { questionId, first: null };
  }
}
