import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { KnownDetail, ReactionState } from '@/lib/contract/known/api';
import { KNOWN_STATUS, KNOWN_TYPE, VIDEO_KIND } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { authorsByIds, publicAuthor } from './authors';
import { cardOf, topicsByIds, type ContentRow } from './present';
import { knownContents, knownFollows, knownReactions, knownVisits } from './schema';

// One content: who may see it, its view count, and the viewer's reactions.

const c = knownContents;
export const GONE = '内容不存在或已删除';

/** A content that is not deleted; 404 otherwise. */
export async function liveContent(db: DbLike, id: string): Promise<ContentRow> {
  const [row] = await db.select().from(c).where(and(eq(c.id, id), sql`${c.deletedAt} is null`)).limit(1);
  if (!row) throw notFound(GONE);
  return row;
}

/** A content the viewer may see: published, or their own in any status; 404 otherwise (held content stays private). */
export async function visibleContent(db: DbLike, id: string, viewerId: string | null): Promise<ContentRow> {
  const row = await liveContent(db, id);
  if (row.status !== KNOWN_STATUS.PUBLISHED && row.authorId !== viewerId) throw notFound(GONE);
  return row;
}

/** A published content (reactions, comments, answers and invitations need one). */
export async function publishedContent(db: DbLike, id: string): Promise<ContentRow> {
  const row = await liveContent(db, id);
  if (row.status !== KNOWN_STATUS.PUBLISHED) throw notFound(GONE);
  return row;
}

/**
 * The user's live answer to a question, or null. One per person and question (publishing.ts); of the duplicates
 * written before that rule, the oldest (the one `answer_of` holds).
 */
export async function myAnswerTo(db: DbLike, userId: string | null, questionId: string): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.sourceId, questionId), eq(c.type, KNOWN_TYPE.ANSWER), eq(c.authorId, userId), isNull(c.deletedAt)))
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(1);
  return row?.id ?? null;
}

/** The day in China (visits count once per viewer and day). */
export const chinaDay = (now: Date) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** Counts one view per viewer and day, in one transaction with the row it counts. */
export async function countVisit(db: DbLike, row: ContentRow, viewerKey: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(knownVisits)
      .values({ contentId: row.id, viewerKey, day: chinaDay(now), authorId: row.authorId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: knownVisits.contentId });
    if (!added.length) return false;
    await tx.update(c).set({ browseCount: sql`${c.browseCount} + 1` }).where(eq(c.id, row.id));
    return true;
  });
}

/** The viewer's reactions on one content, with its counts. */
export async function reactionState(db: DbLike, id: string, viewerId: string | null): Promise<ReactionState> {
  const [[counts], mine] = await Promise.all([
    db.select({ applaudCount: c.applaudCount, disapplaudCount: c.disapplaudCount, collectCount: c.collectCount }).from(c).where(eq(c.id, id)),
    viewerId
      ? db.select({ kind: knownReactions.kind }).from(knownReactions).where(and(eq(knownReactions.contentId, id), eq(knownReactions.userId, viewerId)))
      : Promise.resolve([] as { kind: string }[]),
  ]);
  const kinds = new Set(mine.map((m) => m.kind));
  return { ...counts, isApplaud: kinds.has('applaud'), isDisapplaud: kinds.has('disapplaud'), isCollect: kinds.has('collect') };
}

export async function isFollowing(db: DbLike, followerId: string | null, followeeId: string): Promise<boolean> {
  if (!followerId || followerId === followeeId) return false;
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(knownFollows)
    .where(and(eq(knownFollows.followerId, followerId), eq(knownFollows.followeeId, followeeId)))
    .limit(1);
  return !!row;
}

/** The detail page's content (counts a view when it is published). */
export async function contentDetail(db: DbLike, id: string, viewer: { accountId: string | null; viewerKey: string }, now: Date): Promise<KnownDetail> {
  let row = await visibleContent(db, id, viewer.accountId);
  if (row.status === KNOWN_STATUS.PUBLISHED && (await countVisit(db, row, viewer.viewerKey, now))) row = { ...row, browseCount: row.browseCount + 1 };
  const questionId = row.type === KNOWN_TYPE.QUESTION ? row.id : row.type === KNOWN_TYPE.ANSWER ? row.sourceId : null;
  const [authors, topics, state, following, question, myAnswerId] = await Promise.all([
    authorsByIds(db, [row.authorId]),
    topicsByIds(db, row.topicIds),
    reactionState(db, row.id, viewer.accountId),
    isFollowing(db, viewer.accountId, row.authorId),
    row.type === KNOWN_TYPE.ANSWER && row.sourceId
      ? db.select({ id: c.id, title: c.title, browseCount: c.browseCount, answerCount: c.answerCount, collectCount: c.collectCount }).from(c).where(eq(c.id, row.sourceId)).limit(1)
      : Promise.resolve([]),
    questionId ? myAnswerTo(db, viewer.accountId, questionId) : Promise.resolve(null),
  ]);
  const card = cardOf(row, { authors, topics, applauded: new Set(state.isApplaud ? [row.id] : []) });
  return {
    ...card,
    ...state,
    content: row.content,
    reviewReason: row.authorId === viewer.accountId ? row.reviewReason : null,
    updatedAt: row.updatedAt.toISOString(),
    isMine: row.authorId === viewer.accountId,
    isFollowingAuthor: following,
    myAnswerId,
    question: question[0] ?? null,
    video:
      row.type === KNOWN_TYPE.VIDEO && row.videoUrl
        ? {
            url: row.videoUrl,
            posterUrl: row.posterUrl ?? '',
            durationSeconds: row.durationSeconds ?? 0,
            chapters: row.videoKind === VIDEO_KIND.COURSE ? (row.chapters ?? []) : [],
          }
        : null,
  };
}

export { publicAuthor };
