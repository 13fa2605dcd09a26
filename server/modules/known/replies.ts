import { and, asc, eq, inArray, isNull, lte, sql, getTableColumns } from 'drizzle-orm';
import type { KnownReply, ReplyPage } from '@/lib/contract/known/api';
import { KNOWN_LIMITS } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { authorsByIds, publicAuthor, type AuthorInfo } from './authors';
import { checkedText, GONE_COMMENT, likedByViewer, liveComment, liveThread, type CommentRow } from './commentParts';
import { publishedContent } from './detail';
import { noticeReply } from './notices';
import { takeSlot } from './quota';
import { knownComments, knownContents } from './schema';

// Replies (楼中楼, the way Zhihu has them): a reply is a row of known_comments under a top-level comment (`root_id`),
// answering the comment itself or one of its replies (`reply_to_*`: 「A 回复 B」). A reply counts as a comment of the
// content (remark_count, docs/adr/0041) and in its comment's reply_count, both changed by one statement each in the
// reply's transaction, after the comment's row is locked by the first of them.

const m = knownComments;

function replyOf(r: CommentRow, authors: Map<string, AuthorInfo>, liked: Set<string>, viewerId: string | null): KnownReply {
  return {
    id: r.id,
    commentId: r.rootId ?? '',
    contentId: r.contentId,
    author: publicAuthor(authors.get(r.authorId)!),
    replyTo: r.replyToUserId ? publicAuthor(authors.get(r.replyToUserId)!) : null,
    content: r.body,
    createdAt: r.createdAt.toISOString(),
    applaudCount: r.applaudCount,
    isApplaud: liked.has(r.id),
    isMine: r.authorId === viewerId,
  };
}

/** Replies as the answers show them: their authors, the authors they answer, the viewer's likes. */
async function present(db: DbLike, rows: CommentRow[], viewerId: string | null): Promise<KnownReply[]> {
  const people = rows.flatMap((r) => (r.replyToUserId ? [r.authorId, r.replyToUserId] : [r.authorId]));
  const [authors, liked] = await Promise.all([authorsByIds(db, people), likedByViewer(db, viewerId, rows.map((r) => r.id))]);
  return rows.map((r) => replyOf(r, authors, liked, viewerId));
}

const oldestFirst = [asc(m.createdAt), asc(m.id)];

/** The first replies of each comment (oldest first, KNOWN_LIMITS.REPLY_PREVIEW of each): the folded thread. */
export async function firstReplies(db: DbLike, rootIds: string[], viewerId: string | null): Promise<Map<string, KnownReply[]>> {
  const out = new Map<string, KnownReply[]>();
  if (!rootIds.length) return out;
  const ranked = db
    .select({ ...getTableColumns(m), rank: sql<number>`row_number() over (partition by ${m.rootId} order by ${m.createdAt}, ${m.id})`.as('rank') })
    .from(m)
    .where(and(inArray(m.rootId, rootIds), isNull(m.deletedAt)))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, KNOWN_LIMITS.REPLY_PREVIEW)).orderBy(asc(ranked.createdAt), asc(ranked.id));
  const replies = await present(
    db,
    rows.map(({ rank: _rank, ...r }) => r),
    viewerId,
  );
  for (const r of replies) out.set(r.commentId, [...(out.get(r.commentId) ?? []), r]);
  return out;
}

/** A comment's replies, oldest first (new replies land on the last page, so paging stays put). */
export async function listReplies(db: DbLike, input: { commentId: string; page: number; limit: number }, viewerId: string | null): Promise<ReplyPage> {
  const root = await liveComment(db, input.commentId);
  if (root.rootId) throw notFound(GONE_COMMENT);
  await publishedContent(db, root.contentId);
  const where = and(eq(m.rootId, root.id), isNull(m.deletedAt));
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(m).where(where).orderBy(...oldestFirst).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(m).where(where),
  ]);
  return pageOf(await present(db, rows, viewerId), n, input.page, input.limit);
}

/**
 * Replies to a comment or to one of its replies (`commentId` is the one answered). Same checks as a comment: the
 * content published (a held post takes no replies), the text moderated, the comment quota (a reply is a comment).
 */
export async function publishReply(db: DbLike, userId: string, authorType: number, input: { commentId: string; content: string }, now: Date): Promise<KnownReply> {
  const { target, root } = await liveThread(db, input.commentId);
  const rootId = root.id;
  const content = await publishedContent(db, root.contentId);
  const { body, isNew } = await checkedText(db, userId, input.content, '回复', now);
  const toReply = target.rootId ? target : null;
  const row = await db.transaction(async (tx) => {
    await takeSlot(tx, userId, 'comment', now, isNew);
    // The comment's row first: a delete of the comment takes the same lock, so it counts this reply off the content
    // exactly when this reply is counted on it.
    const counted = await tx
      .update(m)
      .set({ replyCount: sql`${m.replyCount} + 1` })
      .where(and(eq(m.id, rootId), isNull(m.deletedAt)))
      .returning({ id: m.id });
    if (!counted.length) throw notFound(GONE_COMMENT);
    const [r] = await tx
      .insert(m)
      .values({ id: newId('kcm_', 12), contentId: root.contentId, rootId, replyToId: toReply?.id ?? null, replyToUserId: toReply?.authorId ?? null, authorId: userId, authorType, body, createdAt: now })
      .returning();
    await tx.update(knownContents).set({ remarkCount: sql`${knownContents.remarkCount} + 1` }).where(eq(knownContents.id, root.contentId));
    await noticeReply(tx, content, r, { commentAuthorId: root.authorId, replyToUserId: toReply?.authorId ?? null }, now);
    return r;
  });
  return (await present(db, [row], userId))[0];
}

/** Deletes a reply (its author checked by the caller): out of its comment's reply_count and, while the comment lives, the content's count. */
export async function deleteReply(tx: DbLike, row: CommentRow, now: Date): Promise<void> {
  const gone = await tx
    .update(m)
    .set({ deletedAt: now })
    .where(and(eq(m.id, row.id), isNull(m.deletedAt)))
    .returning({ id: m.id });
  if (!gone.length || !row.rootId) return;
  // A comment deleted meanwhile took its replies (this one among them) off the content already.
  const counted = await tx
    .update(m)
    .set({ replyCount: sql`greatest(${m.replyCount} - 1, 0)` })
    .where(and(eq(m.id, row.rootId), isNull(m.deletedAt)))
    .returning({ id: m.id });
  if (counted.length) {
    await tx.update(knownContents).set({ remarkCount: sql`greatest(${knownContents.remarkCount} - 1, 0)` }).where(eq(knownContents.id, row.contentId));
  }
}
