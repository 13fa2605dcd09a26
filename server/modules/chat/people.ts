import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import { forbidden, notFound } from '../../http/errors';
import type { Deps } from '../../http/types';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import type { BaseUser, ChatPeer, ChatPlannerDetail, ShareBody, ShareRecord } from '@/lib/contract/chat/api';
import { CHAT_ROLE, VISITOR_NAME } from '@/lib/contract/chat/enums';
import { hasLiveSessionAt, sessionStillValid, userHasLiveSession } from '../auth/session';
import { DEFAULT_AVATAR, findUserById } from '../auth/users';
import { plannerCardOf } from '../planner/present';
import { findPlanner } from '../planner/service';
import { claimVisitorConversations, membershipOf, type Caller } from './membership';
import { unreadTotal } from './messages';
import { chatMembers, chatShareRecords } from './schema';

// People as chat parties: the caller's own profile, planners, the peer; refresh_base_user, user_info,
// planner_detail, planner_share_record (spec §7), and the stream's session check.

// ——— parties ———

/** Display name and avatar of a caller as a chat member (visitors: 访客 plus the id's last 4 characters). */
export async function profileOf(db: DbLike, caller: Caller) {
  if (caller.visitor) return { name: `${VISITOR_NAME}${caller.id.slice(-4)}`, senderName: VISITOR_NAME, avatar: DEFAULT_AVATAR };
  const u = await findUserById(db, caller.id);
  const name = u?.nickName || '用户';
  return { name, senderName: name, avatar: u?.avatar || DEFAULT_AVATAR };
}

/**
 * A planner is online (can answer now) while they have a live session, e.g. the workbench is logged in: an SQL
 * condition on the planner's user id (a column or expression of the query).
 */
export const onlineExpr = (plannerId: SQLWrapper, now: Date) => hasLiveSessionAt(plannerId, now);

const isOnline = (db: DbLike, userId: string, now: Date): Promise<boolean> => userHasLiveSession(db, userId, now);

// ——— spec calls (§7) ———

/** POST /im/v1/refresh_base_user: the caller's chat profile, copied onto their customer member rows. */
export async function refreshBaseUser(db: DbLike, caller: Caller): Promise<BaseUser> {
  await claimVisitorConversations(db, caller);
  const p = await profileOf(db, caller);
  const isPlanner = !caller.visitor && Boolean(await findPlanner(db, caller.id));
  if (!isPlanner) {
    await db
      .update(chatMembers)
      .set({ name: p.name, avatar: p.avatar })
      .where(and(eq(chatMembers.memberId, caller.id), eq(chatMembers.role, CHAT_ROLE.CUSTOMER)));
  }
  return { imUserId: caller.id, userType: caller.userType, name: p.name, avatar: p.avatar, unreadTotal: await unreadTotal(db, caller.id) };
}

/** GET /im/v1/user_info: a planner to anyone; anybody else only to the caller and to those sharing a conversation. */
export async function imUserInfo(db: DbLike, caller: Caller, imUserId: string): Promise<ChatPeer> {
  const planner = await findPlanner(db, imUserId);
  if (planner) {
    const card = plannerCardOf(planner);
    return { imUserId, userType: card.type, name: card.name, avatar: card.avatar, postName: card.postName };
  }
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

/** GET /im/v1/planner_detail: the planner of a chat header, and whether they can answer now. */
export async function imPlannerDetail(db: DbLike, mchUserId: string, now: Date): Promise<ChatPlannerDetail> {
  const p = await findPlanner(db, mchUserId);
  if (!p) throw notFound('规划师不存在');
  return { ...plannerCardOf(p), status: p.status, cityCode: p.cityCode, online: await isOnline(db, p.userId, now) };
}

/** POST /im/v1/planner_share_record: who shared or opened a planner's card, and where. */
export async function plannerShareRecord(db: DbLike, caller: Caller, input: ShareBody, now: Date): Promise<ShareRecord> {
  if (!(await findPlanner(db, input.mchUserId))) throw notFound('规划师不存在');
  if (input.groupId) await membershipOf(db, input.groupId, caller);
  const id = newId('sr_', 10);
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
  return sessionStillValid(deps.db, { sessionId: caller.sessionId }, deps.now());
}
