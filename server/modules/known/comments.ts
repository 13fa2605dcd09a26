import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CommentLikeState, CommentPage, KnownComment, KnownReply } from '@/lib/contract/known/api';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { authorsByIds, publicAuthor, type AuthorInfo } from './authors';
import { checkedText, GONE_COMMENT, likedByViewer, liveComment, type CommentRow } from './commentParts';
import { publishedContent } from './detail';
import { noticeComment } from './notices';
import { takeSlot } from './quota';
import { deleteReply, firstReplies } from './replies';
import { knownCommentLikes, knownComments, knownContents } from './schema';

// Comments on a content: plain text, moderated (held comments are refused — there is no review queue for them),
// counted on the content in the same transaction; likes counted exactly like content reactions. Replies are comments
// of a comment (replies.ts); liking and deleting work the same for both.

const m = knownComments;

function commentOf(r: CommentRow, author: AuthorInfo, liked: boolean, viewerId: string | null, replies: KnownReply[]): KnownComment {
  return {
    id: r.id,
    contentId: r.contentId,
    author: publicAuthor(author),
    content: r.body,
    createdAt: r.createdAt.toISOString(),
    applaudCount: r.applaudCount,
    isApplaud: liked,
    isMine: r.authorId === viewerId,
    replyCount: r.replyCount,
    replies,
  };
}

export async function listComments(
  db: DbLike,
  input: { contentId: string; sort: 'default' | 'time'; page: number; limit: number },
  viewerId: string | null,
): Promise<CommentPage> {
  const content = await publishedContent(db, input.contentId);
  const where = and(eq(m.contentId, input.contentId), isNull(m.rootId), isNull(m.deletedAt));
  const order = input.sort === 'time' ? [desc(m.createdAt), desc(m.id)] : [desc(m.applaudCount), desc(m.createdAt), desc(m.id)];
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(m).where(where).orderBy(...order).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(m).where(where),
  ]);
  const [authors, liked, replies] = await Promise.all([
    authorsByIds(db, rows.map((r) => r.authorId)),
    likedByViewer(db, viewerId, rows.map((r) => r.id)),
    firstReplies(
      db,
      rows.filter((r) => r.replyCount > 0).map((r) => r.id),
      viewerId,
    ),
  ]);
  const records = rows.map((r) => commentOf(r, authors.get(r.authorId)!, liked.has(r.id), viewerId, replies.get(r.id) ?? []));
  return { ...pageOf(records, n, input.page, input.limit), remarkCount: content.remarkCount };
}

export async function publishComment(db: DbLike, userId: string, authorType: number, input: { contentId: string; content: string }, now: Date): Promise<KnownComment> {
  const content = await publishedContent(db, input.contentId);
  const { body, author, isNew } = await checkedText(db, userId, input.content, '评论', now);
  const id = newId('kcm_', 12);
  const row = await db.transaction(async (tx) => {
    await takeSlot(tx, userId, 'comment', now, isNew);
    const [r] = await tx.insert(m).values({ id, contentId: input.contentId, authorId: userId, authorType, body, createdAt: now }).returning();
    await tx.update(knownContents).set({ remarkCount: sql`${knownContents.remarkCount} + 1` }).where(eq(knownContents.id, input.contentId));
    await noticeComment(tx, content, r, now);
    return r;
  });
  return commentOf(row, author, false, userId, []);
}

/** Only the author may delete a comment or reply (anyone else is told it does not exist). */
export async function deleteComment(db: DbLike, userId: string, id: string, now: Date): Promise<void> {
  const row = await liveComment(db, id);
  if (row.authorId !== userId) throw notFound(GONE_COMMENT);
  await db.transaction(async (tx) => {
    if (row.rootId) return deleteReply(tx, row, now);
    // The comment leaves the content's count with its live replies: reply_count is read under the row's lock, which
    // a reply being written holds until it is counted (replies.ts), so none is counted twice or left behind.
    const gone = await tx
      .update(m)
      .set({ deletedAt: now })
      .where(and(eq(m.id, id), isNull(m.deletedAt)))
      .returning({ replyCount: m.replyCount });
    if (gone.length) {
      await tx
        .update(knownContents)
        .set({ remarkCount: sql`greatest(${knownContents.remarkCount} - ${1 + gone[0].replyCount}, 0)` })
        .where(eq(knownContents.id, row.contentId));
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
