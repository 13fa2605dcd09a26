import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CommentLikeState, CommentPage, KnownComment } from '@/lib/contract/known/api';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { badInput, notFound } from '../../http/errors';
import { authorOf, authorsByIds, publicAuthor, type AuthorInfo } from './authors';
import { publishedContent } from './detail';
import { moderate } from './moderation/decide';
import { plainText } from './moderation/sanitize';
import { noticeComment } from './notices';
import { isNewAccount, takeSlot } from './quota';
import { knownCommentLikes, knownComments, knownContents } from './schema';

// Comments on a content: plain text, moderated (held comments are refused — there is no review queue for them),
// counted on the content in the same transaction; likes counted exactly like content reactions.

/** What a comment that the moderation would not publish at once is told (a held one as much as a refused one). */
export const COMMENT_NOT_PUBLISHED = '评论不能包含联系方式或敏感信息，请修改后再发布';

/**
 * The moderation of a comment, and of a reply to one when replies come: the same decision as every post, profile
 * name and introduction (moderation/decide.ts), and null when it may be published, else the message for the author.
 */
export function commentRefusal(body: string, isNewAccount: boolean): string | null {
  const verdict = moderate({ text: body, isNewAccount });
  if (verdict.decision === 'publish') return null;
  return verdict.decision === 'refuse' ? (verdict.reason ?? '评论包含违规信息') : COMMENT_NOT_PUBLISHED;
}

const m = knownComments;
type Row = typeof m.$inferSelect;

function commentOf(r: Row, author: AuthorInfo, liked: boolean, viewerId: string | null): KnownComment {
  return {
    id: r.id,
    contentId: r.contentId,
    author: publicAuthor(author),
    content: r.body,
    createdAt: r.createdAt.toISOString(),
    applaudCount: r.applaudCount,
    isApplaud: liked,
    isMine: r.authorId === viewerId,
  };
}

export async function listComments(
  db: DbLike,
  input: { contentId: string; sort: 'default' | 'time'; page: number; limit: number },
  viewerId: string | null,
): Promise<CommentPage> {
  await publishedContent(db, input.contentId);
  const where = and(eq(m.contentId, input.contentId), isNull(m.deletedAt));
  const order = input.sort === 'time' ? [desc(m.createdAt), desc(m.id)] : [desc(m.applaudCount), desc(m.createdAt), desc(m.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(m).where(where).orderBy(...order).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(m).where(where),
  ]);
  const [authors, liked] = await Promise.all([
    authorsByIds(db, rows.map((r) => r.authorId)),
    viewerId && rows.length
      ? db
          .select({ id: knownCommentLikes.commentId })
          .from(knownCommentLikes)
          .where(and(eq(knownCommentLikes.userId, viewerId), inArray(knownCommentLikes.commentId, rows.map((r) => r.id))))
      : Promise.resolve([] as { id: string }[]),
  ]);
  const likedIds = new Set(liked.map((l) => l.id));
  return pageOf(rows.map((r) => commentOf(r, authors.get(r.authorId)!, likedIds.has(r.id), viewerId)), n, input.page, input.limit);
}

export async function publishComment(db: DbLike, userId: string, authorType: number, input: { contentId: string; content: string }, now: Date): Promise<KnownComment> {
  const content = await publishedContent(db, input.contentId);
  const body = plainText(input.content).trim();
  if (!body) throw badInput('content：请输入您的评论内容');
  const author = await authorOf(db, userId);
  const isNew = isNewAccount(author.createdAt, now);
  const refusal = commentRefusal(body, isNew);
  if (refusal) throw badInput(`content：${refusal}`);
  const id = newId('kcm_', 12);
  const row = await db.transaction(async (tx) => {
    await takeSlot(tx, userId, 'comment', now, isNew);
    const [r] = await tx.insert(m).values({ id, contentId: input.contentId, authorId: userId, authorType, body, createdAt: now }).returning();
    await tx.update(knownContents).set({ remarkCount: sql`${knownContents.remarkCount} + 1` }).where(eq(knownContents.id, input.contentId));
    await noticeComment(tx, content, r, now);
    return r;
  });
  return commentOf(row, author, false, userId);
}

async function liveComment(db: DbLike, id: string): Promise<Row> {
  const [row] = await db.select().from(m).where(and(eq(m.id, id), isNull(m.deletedAt)));
  if (!row) throw notFound('评论不存在或已删除');
  return row;
}

/** Only the comment's author may delete it. */
export async function deleteComment(db: DbLike, userId: string, id: string, now: Date): Promise<void> {
  const row = await liveComment(db, id);
  if (row.authorId !== userId) throw notFound('评论不存在或已删除');
  await db.transaction(async (tx) => {
    const gone = await tx.update(m).set({ deletedAt: now }).where(and(eq(m.id, id), isNull(m.deletedAt))).returning({ id: m.id });
    if (gone.length) {
      await tx.update(knownContents).set({ remarkCount: sql`greatest(${knownContents.remarkCount} - 1, 0)` }).where(eq(knownContents.id, row.contentId));
    }
  });
}

export async function likeComment(db: DbLike, userId: string, input: { id: string; like: boolean }, now: Date): Promise<CommentLikeState> {
  await liveComment(db, input.id);
  await db.transaction(async (tx) => {
    const changed = input.like
      ? await tx.insert(knownCommentLikes).values({ userId, commentId: input.id, createdAt: now }).onConflictDoNothing().returning({ id: knownCommentLikes.commentId })
      : await tx
          .delete(knownCommentLikes)
          .where(and(eq(knownCommentLikes.userId, userId), eq(knownCommentLikes.commentId, input.id)))
          .returning({ id: knownCommentLikes.commentId });
    if (changed.length) {
      await tx
        .update(m)
        .set({ applaudCount: sql`greatest(${m.applaudCount} + ${input.like ? 1 : -1}, 0)` })
        .where(eq(m.id, input.id));
    }
  });
  const [row] = await db.select({ applaudCount: m.applaudCount }).from(m).where(eq(m.id, input.id));
  return { applaudCount: row.applaudCount, isApplaud: input.like };
}
