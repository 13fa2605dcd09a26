import { AUTHOR_TYPE, KNOWN_TYPE, KNOWN_TYPE_NAMES, knownHref, type KnownType } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { excerpt, notify, type NoticeInput } from '../notice/notify';
import { authorOf } from './authors';

// What the community tells people (issue 27 §2): the author about the review of their post (系统通知), and the person
// someone else's answer, comment, reply or invitation lands on (互动消息). Every notice is written with the handle of the write
// that makes the event happen; its key is the event's identity, so a retried or concurrent write notifies once.

type Content = { id: string; type: number; title: string; contentText: string; dedupeKey?: string | null };

const typeName = (type: number) => KNOWN_TYPE_NAMES[type as KnownType] ?? '内容';
/** How a notice names a content: its title (an answer carries its question's), else the start of its text. */
const labelOf = (c: Content) => `「${excerpt(c.title || c.contentText || typeName(c.type), 30)}」`;
/** The version of a content a review decision is about (edits hold a content again, each version is its own event). */
const versionOf = (c: Content) => (c.dedupeKey ?? '').slice(0, 16);
/** Who acted, as a notice names them (a planner by their planner name). */
async function actorOf(db: DbLike, userId: string) {
  const a = await authorOf(db, userId);
  return { name: excerpt(a.name || '薯片用户', 16), type: a.type };
}

/** The author's post is held for review (内容审核中). */
export function noticeHeld(tx: DbLike, authorId: string, content: Content, now: Date) {
  return notify(
    tx,
    {
      userId: authorId,
      category: 'system',
      kind: 'known.held',
      key: `known.held:${content.id}:${versionOf(content)}`,
      title: '内容审核中',
      body: `你发布的${typeName(content.type)}${labelOf(content)}正在审核，通过后将公开展示。`,
      link: '/known/createCenter?active=2',
    },
    now,
  );
}

/** The operator decided a held post: approved (a link to it) or rejected (the reason, a link to 未通过). */
export function noticeReviewed(tx: DbLike, authorId: string, content: Content, reason: string | null, now: Date) {
  const what = `你发布的${typeName(content.type)}${labelOf(content)}`;
  const n: NoticeInput =
    reason === null
      ? {
          userId: authorId,
          category: 'system',
          kind: 'known.approved',
          key: `known.approved:${content.id}:${versionOf(content)}`,
          title: '内容审核通过',
          body: `${what}已通过审核，现已公开展示。`,
          link: knownHref(content),
        }
      : {
          userId: authorId,
          category: 'system',
          kind: 'known.rejected',
          key: `known.rejected:${content.id}:${versionOf(content)}`,
          title: '内容审核未通过',
          body: `${what}未通过审核，原因：${excerpt(reason, 80)}。修改后可重新提交。`,
          link: '/known/createCenter?active=3',
        };
  return notify(tx, n, now);
}

/** A published answer: its question's asker is told (never for answering one's own question). */
export async function noticeAnswer(tx: DbLike, question: { id: string; title: string; authorId: string }, answer: { id: string; authorId: string; contentText: string }, now: Date) {
  if (!question.authorId || question.authorId === answer.authorId) return 0;
  const { name } = await actorOf(tx, answer.authorId);
  return notify(
    tx,
    {
      userId: question.authorId,
      category: 'interact',
      kind: 'known.answer',
      key: `known.answer:${answer.id}`,
      title: `${name}回答了你的问题`,
      body: `「${excerpt(question.title, 30)}」：${excerpt(answer.contentText, 100)}`,
      link: knownHref({ id: answer.id, type: KNOWN_TYPE.ANSWER }),
    },
    now,
  );
}

/** A comment on a published content: the content's author is told (never for commenting on one's own). */
export async function noticeComment(tx: DbLike, content: Content & { authorId: string }, comment: { id: string; authorId: string; body: string }, now: Date) {
  if (content.authorId === comment.authorId) return 0;
  const { name } = await actorOf(tx, comment.authorId);
  return notify(
    tx,
    {
      userId: content.authorId,
      category: 'interact',
      kind: 'known.comment',
      key: `known.comment:${comment.id}`,
      title: `${name}评论了你的${typeName(content.type)}`,
      body: `在${typeName(content.type)}${labelOf(content)}下评论：${excerpt(comment.body, 100)}`,
      link: knownHref(content),
    },
    now,
  );
}

/**
 * A reply: the comment's author hears of it, and so does the author of the reply it answers (「A 回复 B」's B), once
 * each; never the one who replied.
 */
export async function noticeReply(
  tx: DbLike,
  content: Content,
  reply: { id: string; authorId: string; body: string },
  to: { commentAuthorId: string; replyToUserId: string | null },
  now: Date,
) {
  const ids = [...new Set([to.replyToUserId, to.commentAuthorId])].filter((id): id is string => !!id && id !== reply.authorId);
  if (!ids.length) return 0;
  const { name } = await actorOf(tx, reply.authorId);
  return notify(
    tx,
    ids.map((userId) => ({
      userId,
      category: 'interact' as const,
      kind: 'known.reply',
      key: `known.reply:${reply.id}`,
      title: userId === to.replyToUserId ? `${name}回复了你` : `${name}回复了你的评论`,
      body: `在${typeName(content.type)}${labelOf(content)}下回复：${excerpt(reply.body, 100)}`,
      link: knownHref(content),
    })),
    now,
  );
}

/** New invitations to answer a published question: each invitee is told once per question. */
export async function noticeInvited(tx: DbLike, question: { id: string; title: string }, inviterId: string, inviteeIds: string[], now: Date) {
  const ids = inviteeIds.filter((id) => id !== inviterId);
  if (!ids.length) return 0;
  const { name } = await actorOf(tx, inviterId);
  return notify(
    tx,
    ids.map((userId) => ({
      userId,
      category: 'interact' as const,
      kind: 'known.invited',
      key: `known.invited:${question.id}`,
      title: `${name}邀请你回答问题`,
      body: `「${excerpt(question.title, 60)}」`,
      link: knownHref({ id: question.id, type: KNOWN_TYPE.QUESTION }),
    })),
    now,
  );
}

/** A new follower (once per follower, however often they unfollow and follow again). */
export async function noticeFollowed(tx: DbLike, followerId: string, followeeId: string, now: Date) {
  if (followerId === followeeId) return 0;
  const { name, type } = await actorOf(tx, followerId);
  return notify(
    tx,
    {
      userId: followeeId,
      category: 'interact',
      kind: 'known.follow',
      key: `known.follow:${followerId}`,
      title: `${name}关注了你`,
      body: '去看看TA的主页吧。',
      link: `/known/home?homeUserId=${encodeURIComponent(followerId)}&type=${type === AUTHOR_TYPE.PLANNER ? 2 : 1}`,
    },
    now,
  );
}
