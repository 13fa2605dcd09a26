/** First screens of the topic venue pages: a topic, a branch venue, a list of topics. */
import type { ServerResponse } from 'node:http';
import { errorText, readFailure, type PageLoadContext } from '@/lib/pageLoader';
import type { TopicKind } from '@/lib/contract/topic/enums';
import { branchVenue, topicDetail, topicList, type BranchVenueDetail, type TopicDetail, type TopicPage } from '@/services/topic';

export const TOPIC_LIST_LIMIT = 10;

/**
 * A page's data, or the text it shows instead (answered 404 for an unknown id, 500 for a failure); `missing` tells
 * the unknown id (nothing there) from the failure (load again).
 */
export type Loaded<T> = { item: T | null; error: string; missing?: boolean };

async function read<T>(res: ServerResponse, get: () => Promise<T>, fallback: string): Promise<Loaded<T>> {
  try {
    return { item: await get(), error: '' };
  } catch (e) {
    // An invalid session is thrown on (pageLoader sends it to log in).
    const { notFound, status } = readFailure(e);
    res.statusCode = status;
    return { item: null, error: errorText(e, fallback), missing: notFound };
  }
}

export const loadTopic = ({ client, res }: PageLoadContext, id: string) =>
  read<TopicDetail>(res, () => topicDetail(id, client), '专题加载失败，请稍后再试');

export const loadBranchVenue = ({ client, res }: PageLoadContext, id: string) =>
  read<BranchVenueDetail>(res, () => branchVenue(id, client), '分会场加载失败，请稍后再试');

export const loadTopicList = ({ client, res }: PageLoadContext, kind?: TopicKind) =>
  read<TopicPage>(res, () => topicList({ kind, page: 1, limit: TOPIC_LIST_LIMIT }, client), '专题加载失败，请稍后再试');

export type TopicOrList = { mode: 'topic'; topic: Loaded<TopicDetail> } | { mode: 'list'; list: Loaded<TopicPage> };

/** A page whose query may name a topic (`id`): that topic; without one, the list of its kind. */
export async function loadTopicOrList(ctx: PageLoadContext, kind: TopicKind): Promise<TopicOrList> {
  if (ctx.query.id) return { mode: 'topic', topic: await loadTopic(ctx, ctx.query.id) };
  return { mode: 'list', list: await loadTopicList(ctx, kind) };
}
