import { and, asc, desc, eq, gte, inArray, isNull, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Board, KnownCard, KnownPage, TopicTree } from '@/lib/contract/known/api';
import { BOARD, KNOWN_STATUS, KNOWN_TYPE, SUBJECT, type SubjectId } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { cardColumns, cardsOf, type CardRow } from './present';
import { knownContents, knownFollows, knownInvitations, knownTopics } from './schema';

// What everyone may read: boards, topics, feeds, the hot list, the curated lists and the answer queues.

const c = knownContents;
export const live = isNull(c.deletedAt);
export const published = and(live, eq(c.status, KNOWN_STATUS.PUBLISHED)) as SQL;
const FEED_TYPES = [KNOWN_TYPE.QUESTION, KNOWN_TYPE.ARTICLE, KNOWN_TYPE.ANSWER, KNOWN_TYPE.VIDEO];
const TEXT_TYPES = [KNOWN_TYPE.QUESTION, KNOWN_TYPE.ARTICLE, KNOWN_TYPE.ANSWER];

type Paging = { page: number; limit: number };

/** One page of cards matching `where`, in `order`. */
export async function cardPage(db: DbLike, where: SQL, order: SQL[], p: Paging, viewerId: string | null): Promise<KnownPage> {
  const [rows, [{ n }]] = await Promise.all([
    db.select(cardColumns).from(c).where(where).orderBy(...order).limit(p.limit).offset(offsetOf(p.page, p.limit)),
    db.select({ n: countInt }).from(c).where(where),
  ]);
  return pageOf(await cardsOf(db, rows as CardRow[], viewerId), n, p.page, p.limit);
}

export async function cardList(db: DbLike, where: SQL, order: SQL[], limit: number, viewerId: string | null): Promise<KnownCard[]> {
  const rows = await db.select(cardColumns).from(c).where(where).orderBy(...order).limit(limit);
  return cardsOf(db, rows as CardRow[], viewerId);
}

/** The level-1 topics with their children, in order. */
export async function topicTree(db: DbLike): Promise<TopicTree> {
  const rows = await db.select().from(knownTopics).orderBy(knownTopics.sort, knownTopics.id);
  const roots = rows.filter((r) => !r.parentId);
  return roots.map((r) => ({
    id: r.id,
    name: r.name,
    children: rows.filter((x) => x.parentId === r.id).map((x) => ({ id: x.id, name: x.name })),
  }));
}

/** The tabs of 必懂: 回答, 推荐, 关注, 热榜, then one per level-1 topic. */
export async function boards(db: DbLike): Promise<Board[]> {
  const roots = await db.select({ id: knownTopics.id, name: knownTopics.name }).from(knownTopics).where(isNull(knownTopics.parentId)).orderBy(knownTopics.sort, knownTopics.id);
  return [
    { id: BOARD.ANSWER, name: '回答', executionParameters: BOARD.ANSWER },
    { id: BOARD.RECOMMEND, name: '推荐', executionParameters: BOARD.RECOMMEND },
    { id: BOARD.FOLLOW, name: '关注', executionParameters: BOARD.FOLLOW },
    { id: BOARD.HOT, name: '热榜', executionParameters: BOARD.HOT },
    ...roots.map((r) => ({ id: r.id, name: r.name, executionParameters: '' })),
  ];
}

const hotFirst = [desc(c.hotScore), desc(c.createdAt), desc(c.id)];
const newestFirst = [desc(c.createdAt), desc(c.id)];

/**
 * A board's feed: 推荐 (everything, hottest first), 关注 (what the people the viewer follows published, newest
 * first; empty for visitors), or a level-1 topic (its questions, articles, answers and videos, newest first).
 */
export async function feed(db: DbLike, board: string, p: Paging, viewerId: string | null): Promise<KnownPage> {
  if (board === BOARD.RECOMMEND) return cardPage(db, and(published, inArray(c.type, FEED_TYPES))!, hotFirst, p, viewerId);
  if (board === BOARD.FOLLOW) {
    if (!viewerId) return pageOf([], 0, p.page, p.limit);
    const followed = db.select({ id: knownFollows.followeeId }).from(knownFollows).where(eq(knownFollows.followerId, viewerId));
    return cardPage(db, and(published, inArray(c.authorId, followed))!, newestFirst, p, viewerId);
  }
  return cardPage(db, and(published, eq(c.boardId, board), inArray(c.type, FEED_TYPES))!, newestFirst, p, viewerId);
}

/** 热榜: the hottest questions and articles (the score is recomputed in the background, hot.ts). */
export function hotList(db: DbLike, limit: number, viewerId: string | null): Promise<KnownCard[]> {
  return cardList(db, and(published, inArray(c.type, [KNOWN_TYPE.QUESTION, KNOWN_TYPE.ARTICLE]))!, hotFirst, limit, viewerId);
}

const DAILY_WINDOW_DAYS = 7;

/** 日报精选: the best of the last week; 进站必看: the most applauded of all time. */
export function subject(db: DbLike, id: SubjectId, p: Paging, now: Date, viewerId: string | null): Promise<KnownPage> {
  const types = inArray(c.type, TEXT_TYPES);
  if (id === SUBJECT.DAILY) {
    const since = new Date(now.getTime() - DAILY_WINDOW_DAYS * 86_400_000);
    return cardPage(db, and(published, types, gte(c.createdAt, since))!, hotFirst, p, viewerId);
  }
  return cardPage(db, and(published, types, sql`${c.applaudCount} > 0`)!, [desc(c.applaudCount), desc(c.id)], p, viewerId);
}

/**
 * Questions waiting for the viewer's answer: 推荐 (published questions of others the viewer has not answered, fewest
 * answers first) or 邀请 (questions the viewer was invited to, newest invitation first; empty for visitors).
 */
export async function writeAnswerQueue(db: DbLike, tab: 'recommend' | 'invited', p: Paging, viewerId: string | null): Promise<KnownPage> {
  const questions = and(published, eq(c.type, KNOWN_TYPE.QUESTION));
  if (tab === 'invited') {
    if (!viewerId) return pageOf([], 0, p.page, p.limit);
    const invited = db.select({ id: knownInvitations.questionId }).from(knownInvitations).where(eq(knownInvitations.inviteeId, viewerId));
    return cardPage(db, and(questions, inArray(c.id, invited))!, newestFirst, p, viewerId);
  }
  if (!viewerId) return cardPage(db, questions!, [asc(c.answerCount), ...hotFirst], p, null);
  const a = alias(knownContents, 'my_answer');
  const answered = db
    .select({ one: sql`1` })
    .from(a)
    .where(and(eq(a.sourceId, c.id), eq(a.authorId, viewerId), isNull(a.deletedAt)));
  return cardPage(db, and(questions, ne(c.authorId, viewerId), notExists(answered))!, [asc(c.answerCount), ...hotFirst], p, viewerId);
}

/** A question's published answers: 默认 (most applauded) or 最新. */
export function answersOf(db: DbLike, questionId: string, sort: 'default' | 'latest', p: Paging, viewerId: string | null): Promise<KnownPage> {
  const order = sort === 'latest' ? newestFirst : [desc(c.applaudCount), ...newestFirst];
  return cardPage(db, and(published, eq(c.type, KNOWN_TYPE.ANSWER), eq(c.sourceId, questionId))!, order, p, viewerId);
}

/** 推荐阅读: other published articles of the same board (or any board), hottest first. */
export async function recommendArticles(db: DbLike, id: string, boardId: string | null, viewerId: string | null): Promise<KnownCard[]> {
  const base = and(published, eq(c.type, KNOWN_TYPE.ARTICLE), ne(c.id, id));
  const sameBoard = boardId ? await cardList(db, and(base, eq(c.boardId, boardId))!, hotFirst, 5, viewerId) : [];
  if (sameBoard.length >= 5) return sameBoard;
  const others = await cardList(db, and(base, or(isNull(c.boardId), ne(c.boardId, boardId ?? '')))!, hotFirst, 5 - sameBoard.length, viewerId);
  return [...sameBoard, ...others];
}

/** Published questions, articles, answers and videos for the sitemap, newest first. */
export async function sitemapContents(db: DbLike, limit: number): Promise<{ id: string; type: number }[]> {
  return db.select({ id: c.id, type: c.type }).from(c).where(published).orderBy(desc(c.createdAt)).limit(limit);
}
