import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { badInput, notFound } from '../../http/errors';
import { authorOf, type AuthorInfo } from './authors';
import { moderate, plainText } from './moderation';
import { isNewAccount } from './quota';
import { knownCommentLikes, knownComments } from './schema';

// What comments and replies share: the text check (one moderation decision for both), the live row, the viewer's likes.

export type CommentRow = typeof knownComments.$inferSelect;
export const GONE_COMMENT = '评论不存在或已删除';

/**
 * A comment's or reply's text as it is stored: plain text, trimmed, moderated. Anything moderation would not publish
 * is refused (there is no review queue for comments), naming the field. `noun` is 评论 or 回复.
 */
export async function checkedText(db: DbLike, userId: string, raw: string, noun: '评论' | '回复', now: Date): Promise<{ body: string; author: AuthorInfo; isNew: boolean }> {
  const body = plainText(raw).trim();
  if (!body) throw badInput(`content：请输入您的${noun}内容`);
  const author = await authorOf(db, userId);
  const isNew = isNewAccount(author.createdAt, now);
  const verdict = moderate({ text: body, isNewAccount: isNew });
  if (verdict.decision !== 'publish') {
    throw badInput(`content：${verdict.decision === 'refuse' ? (verdict.reason ?? `${noun}包含违规信息`) : `${noun}不能包含联系方式或敏感信息，请修改后再发布`}`);
  }
  return { body, author, isNew };
}

/** A comment or reply that is not deleted (a reply also needs its comment); 404 otherwise. */
export async function liveComment(db: DbLike, id: string): Promise<CommentRow> {
  return (await liveThread(db, id)).target;
}

/** A live comment or reply with its top-level comment (the same row for a comment); 404 when either is gone. */
export async function liveThread(db: DbLike, id: string): Promise<{ target: CommentRow; root: CommentRow }> {
  const [target] = await db.select().from(knownComments).where(and(eq(knownComments.id, id), isNull(knownComments.deletedAt)));
  if (!target) throw notFound(GONE_COMMENT);
  if (!target.rootId) return { target, root: target };
  const [root] = await db.select().from(knownComments).where(and(eq(knownComments.id, target.rootId), isNull(knownComments.deletedAt)));
  if (!root) throw notFound(GONE_COMMENT);
  return { target, root };
}

/** Which of these comments or replies the viewer liked. */
export async function likedByViewer(db: DbLike, viewerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!viewerId || !ids.length) return new Set();
  const rows = await db
    .select({ id: knownCommentLikes.commentId })
    .from(knownCommentLikes)
    .where(and(eq(knownCommentLikes.userId, viewerId), inArray(knownCommentLikes.commentId, ids)));
  return new Set(rows.map((r) => r.id));
}
