import { randomBytes } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { sessions, users } from '../auth/schema';
import type { DbLike } from '../../db/types';
import { DEFAULT_AVATAR } from '../auth/users';
import { planners } from '../catalog/schema';
import { claimVisitorConversations, membershipOf, VISITOR_NAME, type Caller } from './membership';
import { unreadTotal } from './messages';
import { chatMembers, chatShareRecords } from './schema';

// People as chat parties: the caller's own profile, planners, the peer; refresh_base_user, user_info,
// planner_detail, planner_share_record (spec §7), and the stream's session check.

// ——— parties ———

export const newId = (prefix: string) => prefix + randomBytes(10).toString('base64url');

/** Display name and avatar of a caller as a chat member (visitors: 访客 plus the id's last 4 characters). */
export async function profileOf(db: DbLike, caller: Caller) {
  if (caller.visitor) return { name: `${VISITOR_NAME}${caller.id.slice(-4)}`, senderName: VISITOR_NAME, avatar: DEFAULT_AVATAR };
  const [u] = await db.select({ nickName: users.nickName, avatar: users.avatar }).from(users).where(eq(users.id, caller.id)).limit(1);
  const name = u?.nickName || '用户';
  return { name, senderName: name, avatar: u?.avatar || DEFAULT_AVATAR };
}

export async function plannerRowOf(db: DbLike, plannerId: string, now = new Date()) {
  const [p] = await db
    .select({
      userId: planners.userId,
      name: planners.name,
      avatar: planners.avatar,
      postName: planners.postName,
      mchClass: planners.mchClass,
      status: planners.status,
      tags: planners.tags,
      point: planners.point,
      cityCode: planners.cityCode,
      accountId: users.id,
      online: onlineExpr(now),
    })
    .from(planners)
    .leftJoin(users, eq(users.id, planners.userId))
    .where(eq(planners.userId, plannerId))
    .limit(1);
  return p;
}

/** A planner is online (can answer now) while they have a live session, e.g. the workbench is logged in. */
export const onlineExpr = (now: Date) =>
  sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${planners.userId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now})`;

// ——— spec calls (§7) ———

export async function refreshBaseUser(db: DbLike, caller: Caller) {
  await claimVisitorConversations(db, caller);
  const p = await profileOf(db, caller);
  const isPlanner = !caller.visitor && Boolean(await plannerRowOf(db, caller.id));
  if (!isPlanner) {
    await db
      .update(chatMembers)
      .set({ name: p.name, avatar: p.avatar })
      .where(and(eq(chatMembers.memberId, caller.id), eq(chatMembers.role, 'customer')));
  }
  return { imUserId: caller.id, userType: caller.userType, name: p.name, avatar: p.avatar, unreadTotal: await unreadTotal(db, caller.id) };
}

export async function imUserInfo(db: DbLike, caller: Caller, imUserId: string) {
  const planner = await plannerRowOf(db, imUserId);
  if (planner) return { imUserId, userType: planner.mchClass, name: planner.name, avatar: planner.avatar, postName: planner.postName };
  if (imUserId === caller.id) {
    const p = await profileOf(db, caller);
    return { imUserId, userType: caller.userType, name: p.name, avatar: p.avatar, postName: '' };
  }
  // Anyone else only when the two share a conversation; the member row holds the name shown there.
  const shared = db.select({ id: chatMembers.conversationId }).from(chatMembers).where(eq(chatMembers.memberId, caller.id));
  const [m] = await db
    .select()
    .from(chatMembers)
    .where(and(eq(chatMembers.memberId, imUserId), inArray(chatMembers.conversationId, shared)))
    .limit(1);
  if (!m) throw forbidden('无权查看该用户');
  return { imUserId, userType: m.memberType, name: m.name, avatar: m.avatar, postName: '' };
}

export async function plannerDetail(db: DbLike, mchUserId: string, now: Date) {
  const p = await plannerRowOf(db, mchUserId, now);
  if (!p) throw notFound('规划师不存在');
  return {
    imUserId: p.userId,
    mchUserId: p.userId,
    userType: p.mchClass,
    name: p.name,
    avatar: p.avatar,
    postName: p.postName,
    tags: p.tags,
    point: p.point,
    status: p.status,
    cityCode: p.cityCode,
    online: Boolean(p.online),
  };
}

export async function plannerShareRecord(db: DbLike, caller: Caller, input: { mchUserId: string; groupId?: string; channel: string }, now: Date) {
  if (!(await plannerRowOf(db, input.mchUserId))) throw notFound('规划师不存在');
  if (input.groupId) await membershipOf(db, input.groupId, caller);
  const id = newId('sr_');
  await db.insert(chatShareRecords).values({
    id,
    plannerId: input.mchUserId,
    sharerId: caller.id,
    sharerType: caller.userType,
    conversationId: input.groupId ?? null,
    channel: input.channel,
    createdAt: now,
  });
  return { id };
}

/** The stream's session is still valid (checked at every heartbeat: a logout or expiry ends the stream). */
export async function sessionLive(deps: Deps, caller: Caller): Promise<boolean> {
  const [s] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt), gte(sessions.expiresAt, deps.now())))
    .limit(1);
  return Boolean(s);
}
