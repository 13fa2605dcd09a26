import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { CHAT_MERGED, CHAT_ROLE, type ChatRole } from '@/lib/contract/chat/enums';
import { AppError, forbidden, notFound } from '../../http/errors';
import type { SessionUser } from '../../http/types';
import { countInt } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { anonymousIdsBoundTo } from '../auth/anonymous';
import { findUserById } from '../auth/users';
import { chatConversations, chatMembers, chatMessages, chatShareRecords } from './schema';

// Who may reach a conversation: the caller, their member row and the peer's, and the visitor conversations an
// account claims (folding them into its own). The layer every other chat file builds on.

export type Role = ChatRole;
export type Conversation = typeof chatConversations.$inferSelect;
export type Member = typeof chatMembers.$inferSelect;

/** Who is calling: the session user (an account, or a visitor whose userId is the anonymous id). */
export type Caller = { id: string; userType: string; sessionId: string; visitor: boolean };
export const callerOf = (u: SessionUser): Caller => ({
  id: u.userId,
  userType: u.userType,
  sessionId: u.sessionId,
  visitor: u.userType === USER_TYPE.VISITOR,
});

// ——— visitor claim and fold ———

/**
 * A visitor's conversations become the account's once the anonymous id is bound to it (login with anonymousId or
 * bind_user_anonymous): the customer membership moves to the account, so the person keeps the conversation and the
 * visitor token stops reaching it. When the account already talks to the same planner (same kind of conversation),
 * the visitor's conversation is folded into that one (foldConversation), so the planner sees one customer once.
 * Cheap when there is nothing to move.
 */
export async function claimVisitorConversations(db: DbLike, caller: Caller): Promise<number> {
  if (caller.visitor) return 0;
  const bound = anonymousIdsBoundTo(db, caller.id);
  const moved = await db
    .update(chatMembers)
    .set({ memberId: caller.id, memberType: caller.userType })
    .where(and(eq(chatMembers.role, CHAT_ROLE.CUSTOMER), inArray(chatMembers.memberId, bound)))
    .returning({ conversationId: chatMembers.conversationId });
  if (!moved.length) return 0;
  const ids = moved.map((m) => m.conversationId);
  await db
    .update(chatConversations)
    .set({ customerId: caller.id, customerType: caller.userType })
    .where(inArray(chatConversations.id, ids));
  const u = await findUserById(db, caller.id);
  if (u) {
    await db
      .update(chatMembers)
      .set({ name: u.nickName, avatar: u.avatar })
      .where(and(inArray(chatMembers.conversationId, ids), eq(chatMembers.role, CHAT_ROLE.CUSTOMER)));
  }
  const claimed = await db.select().from(chatConversations).where(inArray(chatConversations.id, ids));
  for (const v of claimed) {
    const kept = await liveConversationOf(db, { customerId: caller.id, plannerId: v.plannerId, source: v.source, except: ids, oldest: true });
    if (kept) await foldConversation(db, v.id, kept.id);
  }
  return moved.length;
}

/**
 * The customer's conversation of one kind (and with one planner, when given) that is still live, i.e. not folded
 * into another: the newest first, or the oldest with `oldest` (the one a fold keeps). `except` leaves some out.
 */
export async function liveConversationOf(
  db: DbLike,
  f: { customerId: string; source: string; plannerId?: string; except?: string[]; oldest?: boolean },
): Promise<Conversation | undefined> {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.customerId, f.customerId),
        eq(chatConversations.source, f.source),
        f.plannerId ? eq(chatConversations.plannerId, f.plannerId) : undefined,
        f.except?.length ? notInArray(chatConversations.id, f.except) : undefined,
        isNull(chatConversations.mergedInto),
      ),
    )
    .orderBy(f.oldest ? asc(chatConversations.createdAt) : desc(chatConversations.updatedAt))
    .limit(1);
  return row;
}

/**
 * Moves conversation `fromId` into `intoId` in one transaction: its messages follow the kept ones (renumbered after
 * them, in their order), unread counters add up, read cursors carry over, the newer preview and intention win, and
 * `fromId` keeps no members and points at `intoId` (membershipOf sends late visitors on). Both rows are locked, so a
 * message sent meanwhile waits and then finds the conversation merged (appendMessage).
 */
async function foldConversation(db: DbLike, fromId: string, intoId: string) {
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(chatConversations).where(inArray(chatConversations.id, [fromId, intoId])).orderBy(asc(chatConversations.id)).for('update');
    const from = rows.find((r) => r.id === fromId);
    const into = rows.find((r) => r.id === intoId);
    if (!from || !into || from.mergedInto || into.mergedInto) return;
    const [{ n }] = await tx.select({ n: countInt }).from(chatMessages).where(eq(chatMessages.conversationId, fromId));
    const base = into.lastSeq;
    if (n > 0) {
      await tx.execute(sql`
        update ${chatMessages} m
        set conversation_id = ${intoId}, seq = ${base} + r.rn, client_msg_id = null
        from (select id, row_number() over (order by seq) as rn from ${chatMessages} where conversation_id = ${fromId}) r
        where m.id = r.id
      `);
    }
    const newer = (from.lastMessageAt?.getTime() ?? 0) > (into.lastMessageAt?.getTime() ?? 0);
    const fromNewer = from.updatedAt.getTime() > into.updatedAt.getTime();
    await tx
      .update(chatConversations)
      .set({
        lastSeq: base + n,
        ...(newer ? { lastMsgType: from.lastMsgType, lastPreview: from.lastPreview, lastMessageAt: from.lastMessageAt } : {}),
        ...(fromNewer ? { intention: from.intention, requireCode: from.requireCode, requireName: from.requireName } : {}),
        updatedAt: fromNewer ? from.updatedAt : into.updatedAt,
      })
      .where(eq(chatConversations.id, intoId));
    const members = await tx.select().from(chatMembers).where(inArray(chatMembers.conversationId, [fromId, intoId]));
    for (const role of [CHAT_ROLE.CUSTOMER, CHAT_ROLE.PLANNER]) {
      const f = members.find((m) => m.conversationId === fromId && m.role === role);
      const k = members.find((m) => m.conversationId === intoId && m.role === role);
      if (!f || !k) continue;
      // Read through the kept messages: the cursor may also cover the moved ones read before.
      const cursor = k.lastReadSeq >= into.lastSeq ? base + f.lastReadSeq : k.lastReadSeq;
      await tx
        .update(chatMembers)
        .set({ unread: k.unread + f.unread, lastReadSeq: cursor })
        .where(and(eq(chatMembers.conversationId, intoId), eq(chatMembers.memberId, k.memberId)));
    }
    await tx.delete(chatMembers).where(eq(chatMembers.conversationId, fromId));
    await tx.update(chatShareRecords).set({ conversationId: intoId }).where(eq(chatShareRecords.conversationId, fromId));
    await tx.update(chatConversations).set({ mergedInto: intoId }).where(eq(chatConversations.id, fromId));
  });
}

// ——— membership ———

export async function goneOrMerged(db: DbLike, groupId: string): Promise<AppError> {
  const [c] = await db.select({ mergedInto: chatConversations.mergedInto }).from(chatConversations).where(eq(chatConversations.id, groupId)).limit(1);
  return c?.mergedInto ? new AppError(CHAT_MERGED, '会话已合并到您的账号会话', { groupId: c.mergedInto }) : notFound('会话不存在');
}

export type Membership = { conv: Conversation; me: Member; peer: Member };

/** The conversation with the caller's and the peer's member rows; 404 unknown, 403 not a member. */
export async function membershipOf(db: DbLike, groupId: string, caller: Caller): Promise<Membership> {
  const load = async () => {
    const rows = await db.select().from(chatMembers).where(eq(chatMembers.conversationId, groupId));
    return rows;
  };
  let members = await load();
  if (!members.length) throw await goneOrMerged(db, groupId);
  let me = members.find((m) => m.memberId === caller.id);
  if (!me && !caller.visitor && (await claimVisitorConversations(db, caller)) > 0) {
    members = await load();
    if (!members.length) throw await goneOrMerged(db, groupId); // folded into the account's conversation just now
    me = members.find((m) => m.memberId === caller.id);
  }
  if (!me) throw forbidden('无权访问该会话');
  const peer = members.find((m) => m.role !== me.role)!;
  const [conv] = await db.select().from(chatConversations).where(eq(chatConversations.id, groupId)).limit(1);
  if (!conv) throw notFound('会话不存在');
  return { conv, me, peer };
}

/** The caller's and the peer's member rows only (the send path: one query). */
export async function membersOf(db: DbLike, groupId: string, caller: Caller): Promise<{ me: Member; peer: Member }> {
  const members = await db.select().from(chatMembers).where(eq(chatMembers.conversationId, groupId));
  if (!members.length) return membershipOf(db, groupId, caller); // 404, or merged into another
  const me = members.find((m) => m.memberId === caller.id);
  if (!me) return membershipOf(db, groupId, caller); // 403, or a visitor conversation to claim first
  return { me, peer: members.find((m) => m.role !== me.role)! };
}
