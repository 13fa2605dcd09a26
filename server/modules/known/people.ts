import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FollowState, HomeProfile, KnownPage, KnownUser, UserPage } from '@/lib/contract/known/api';
import { AUTHOR_TYPE, KNOWN_STATUS, KNOWN_TYPE, VIDEO_KIND } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { badInput, notFound } from '../../http/errors';
import { findUserById } from '../auth/users';
import { activePlannersNamed } from '../planner/service';
import { authorOf, authorsByIds, publicAuthor } from './authors';
import { publishedContent } from './detail';
import { noticeFollowed, noticeInvited } from './notices';
import { cardPage, published } from './reading';
import { knownContents, knownFollows, knownInvitations } from './schema';

// People of the community: follows, fans, the personal homepage, suggested planners and invitations to answer.

const f = knownFollows;
const c = knownContents;

async function followingSet(db: DbLike, viewerId: string | null, ids: string[]): Promise<Set<string>> {
  if (!viewerId || !ids.length) return new Set();
  const rows = await db.select({ id: f.followeeId }).from(f).where(and(eq(f.followerId, viewerId), inArray(f.followeeId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Users by id with the viewer's follow state, in the order of `ids`. */
export async function usersOf(db: DbLike, ids: string[], viewerId: string | null): Promise<KnownUser[]> {
  const [authors, following] = await Promise.all([authorsByIds(db, ids), followingSet(db, viewerId, ids)]);
  return ids.map((id) => ({ ...publicAuthor(authors.get(id)!), isFollowing: following.has(id) }));
}

const fansOf = async (db: DbLike, userId: string) => (await db.select({ n: countInt }).from(f).where(eq(f.followeeId, userId)))[0].n;

/** Follows or unfollows a user (a repeat changes nothing; nobody follows themselves). */
export async function follow(db: DbLike, userId: string, input: { userId: string; follow: boolean }, now: Date): Promise<FollowState> {
  if (input.userId === userId) throw badInput('userId：不能关注自己');
  const target = await authorOf(db, input.userId);
  if (!target.createdAt) throw notFound('用户不存在');
  if (input.follow) {
    await db.transaction(async (tx) => {
      const added = await tx
        .insert(f)
        .values({ followerId: userId, followeeId: input.userId, followeeType: target.type, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: f.followeeId });
      if (added.length) await noticeFollowed(tx, userId, input.userId, now);
    });
  } else {
    await db.delete(f).where(and(eq(f.followerId, userId), eq(f.followeeId, input.userId)));
  }
  return { isFollowing: input.follow, fansCount: await fansOf(db, input.userId) };
}

/** Whom a user follows (or who follows them), newest first, optionally only customers (1) or planners (2). */
export async function follows(
  db: DbLike,
  input: { userId: string; kind: 'following' | 'fans'; userType?: number; page: number; limit: number },
  viewerId: string | null,
): Promise<UserPage> {
  const following = input.kind === 'following';
  const where = and(
    eq(following ? f.followerId : f.followeeId, input.userId),
    following && input.userType ? eq(f.followeeType, input.userType) : undefined,
  );
  const other = following ? f.followeeId : f.followerId;
  const [rows, [{ n }]] = await Promise.all([
    db.select({ id: other }).from(f).where(where).orderBy(desc(f.createdAt), other).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(f).where(where),
  ]);
  return pageOf(await usersOf(db, rows.map((r) => r.id), viewerId), n, input.page, input.limit);
}

/** 关注更多: active planners, best 薯片分 first. */
export async function suggestUsers(db: DbLike, p: { page: number; limit: number }, viewerId: string | null): Promise<UserPage> {
  const { ids, total } = await activePlannersNamed(db, '', p.limit, offsetOf(p.page, p.limit));
  return pageOf(await usersOf(db, ids, viewerId), total, p.page, p.limit);
}

/** Recommended answerers for a question (active planners; a name filter for the search page), the asker left out. */
export async function answerers(db: DbLike, input: { questionId: string; keyword?: string; page: number; limit: number }, viewerId: string | null): Promise<UserPage> {
  await publishedContent(db, input.questionId);
  const { ids, total } = await activePlannersNamed(db, input.keyword ?? '', input.limit, offsetOf(input.page, input.limit));
  return pageOf(await usersOf(db, ids.filter((id) => id !== viewerId), viewerId), total, input.page, input.limit);
}

/** Invites users to answer a published question (each user once per question; the asker and oneself left out). */
export async function invite(db: DbLike, inviterId: string, input: { questionId: string; userIds: string[] }, now: Date): Promise<void> {
  const q = await publishedContent(db, input.questionId);
  if (q.type !== KNOWN_TYPE.QUESTION) throw badInput('questionId：只能邀请回答问题');
  const ids = [...new Set(input.userIds)].filter((id) => id !== inviterId && id !== q.authorId);
  if (!ids.length) throw badInput('userIds：请选择要邀请的人');
  const known = await authorsByIds(db, ids);
  const real = ids.filter((id) => known.get(id)!.createdAt);
  if (!real.length) throw notFound('邀请的用户不存在');
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(knownInvitations)
      .values(real.map((inviteeId) => ({ questionId: q.id, inviteeId, inviterId, createdAt: now })))
      .onConflictDoNothing()
      .returning({ inviteeId: knownInvitations.inviteeId });
    // Only the invitations this call created are told (a repeat, or a second inviter of the same person, tells nobody).
    if (added.length) await noticeInvited(tx, q, inviterId, added.map((a) => a.inviteeId), now);
  });
}

/** The personal homepage's head: who, their counts, and whether the viewer follows them. */
export async function homeProfile(db: DbLike, userId: string, viewerId: string | null): Promise<HomeProfile> {
  const [author, account] = await Promise.all([authorOf(db, userId), findUserById(db, userId)]);
  if (!account && !author.createdAt) throw notFound('用户不存在');
  const [[following], [fans], [applauds], isFollowing] = await Promise.all([
    db.select({ n: countInt }).from(f).where(eq(f.followerId, userId)),
    db.select({ n: countInt }).from(f).where(eq(f.followeeId, userId)),
    db
      .select({ n: sql<number>`coalesce(sum(${c.applaudCount}), 0)::int` })
      .from(c)
      .where(and(eq(c.authorId, userId), isNull(c.deletedAt), eq(c.status, KNOWN_STATUS.PUBLISHED))),
    followingSet(db, viewerId, [userId]),
  ]);
  const desc_ = author.type === AUTHOR_TYPE.PLANNER ? `${author.postName}，为企业提供专业的财税、工商、知识产权服务` : '';
  return {
    ...publicAuthor(author),
    desc: desc_,
    isMine: userId === viewerId,
    isFollowing: isFollowing.has(userId),
    followingCount: following.n,
    fansCount: fans.n,
    applaudCount: applauds.n,
  };
}

/** A user's published contents by homepage tab: 0 全部 (questions, answers, articles), 1, 2, 3, 5 短视频, 6 小视频. */
export function homeList(db: DbLike, input: { userId: string; tab: number; page: number; limit: number }, viewerId: string | null): Promise<KnownPage> {
  const byTab =
    input.tab === 0
      ? inArray(c.type, [KNOWN_TYPE.QUESTION, KNOWN_TYPE.ARTICLE, KNOWN_TYPE.ANSWER])
      : input.tab === 5 || input.tab === 6
        ? and(eq(c.type, KNOWN_TYPE.VIDEO), eq(c.videoKind, input.tab === 5 ? VIDEO_KIND.ORIGINAL : VIDEO_KIND.SMALL))
        : eq(c.type, input.tab);
  return cardPage(db, and(published, eq(c.authorId, input.userId), byTab)!, [desc(c.createdAt), desc(c.id)], input, viewerId);
}
