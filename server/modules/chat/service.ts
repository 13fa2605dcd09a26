import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import { AppError, ERR, badInput, forbidden, notFound } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import { anonymousIds, sessions, users } from '../auth/schema';
import type { DbLike } from '../auth/types';
import { DEFAULT_AVATAR } from '../auth/users';
import { planners } from '../catalog/schema';
import { countInt, offsetOf, pageOf, type Paged } from '../planner/common';
import { hubOf } from './realtime';
import { CHAT_MERGED } from './constants';
import { chatConversations, chatMembers, chatMessages, chatShareRecords, type ChatIntentionRow } from './schema';

// ——— constants ———

export const IM_TEMPLATE = {
  PRODUCT_IMG: '5fcef0aec24ddd00065a8c93',
  PRODUCT: '5fcef0aec24ddd00065a8c83',
  TEXT: '6166bc39cbbd9900060d9fd3',
  ARTICLE: '61a5c0e2cbbd9900060da1b7',
} as const;
export const PRODUCT_TEMPLATES: string[] = [IM_TEMPLATE.PRODUCT_IMG, IM_TEMPLATE.PRODUCT];
export const VISITOR_NAME = '访客';
export const MAX_TEXT = 2000;
/** Messages one identity may send per minute (text, images and templates together). */
export const SEND_PER_MINUTE = 60;
export const SESSIONS_PER_MINUTE = 20;
export const TICKET_TTL_SECONDS = 60;
const REPLAY_MAX = 200;

export type Role = 'customer' | 'planner';
export type Conversation = typeof chatConversations.$inferSelect;
export type Member = typeof chatMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Who is calling: the session user (an account, or a visitor whose userId is the anonymous id). */
export type Caller = { id: string; userType: string; sessionId: string; visitor: boolean };
export const callerOf = (u: SessionUser): Caller => ({
  id: u.userId,
  userType: u.userType,
  sessionId: u.sessionId,
  visitor: u.userType === USER_TYPE.VISITOR,
});

const newId = (prefix: string) => prefix + randomBytes(10).toString('base64url');

// ——— presentation ———

export function presentMessage(m: MessageRow, groupId = m.conversationId) {
  return {
    id: String(m.id),
    groupId,
    seq: m.seq,
    msgType: m.msgType,
    content: m.content,
    templateId: m.templateId,
    payload: m.payload ?? null,
    extContent: m.extContent,
    senderId: m.senderId,
    senderRole: m.senderRole,
    senderName: m.senderName,
    senderAvatar: m.senderAvatar,
    clientMsgId: m.clientMsgId,
    createdAt: m.createdAt.toISOString(),
  };
}
export type ChatMessageDto = ReturnType<typeof presentMessage>;

function previewOf(msgType: string, content: string, templateId: string | null, payload: Record<string, unknown> | null) {
  if (msgType === 'image') return '[图片]';
  if (msgType === 'im_tmplate') {
    if (templateId && PRODUCT_TEMPLATES.includes(templateId)) return `[商品] ${String(payload?.productName ?? '')}`.trim();
    if (templateId === IM_TEMPLATE.ARTICLE) return `[文章] ${String(payload?.title ?? '')}`.trim();
  }
  return content.replace(/\s+/g, ' ').slice(0, 60);
}

// ——— identities ———

/**
 * A visitor's conversations become the account's once the anonymous id is bound to it (login with anonymousId or
 * bind_user_anonymous): the customer membership moves to the account, so the person keeps the conversation and the
 * visitor token stops reaching it. When the account already talks to the same planner (same kind of conversation),
 * the visitor's conversation is folded into that one (foldConversation), so the planner sees one customer once.
 * Cheap when there is nothing to move.
 */
export async function claimVisitorConversations(db: DbLike, caller: Caller): Promise<number> {
  if (caller.visitor) return 0;
  const bound = db.select({ id: anonymousIds.id }).from(anonymousIds).where(eq(anonymousIds.userId, caller.id));
  const moved = await db
    .update(chatMembers)
    .set({ memberId: caller.id, memberType: caller.userType })
    .where(and(eq(chatMembers.role, 'customer'), inArray(chatMembers.memberId, bound)))
    .returning({ conversationId: chatMembers.conversationId });
  if (!moved.length) return 0;
  const ids = moved.map((m) => m.conversationId);
  await db
    .update(chatConversations)
    .set({ customerId: caller.id, customerType: caller.userType })
    .where(inArray(chatConversations.id, ids));
  const [u] = await db.select({ nickName: users.nickName, avatar: users.avatar }).from(users).where(eq(users.id, caller.id)).limit(1);
  if (u) {
    await db
      .update(chatMembers)
      .set({ name: u.nickName, avatar: u.avatar })
      .where(and(inArray(chatMembers.conversationId, ids), eq(chatMembers.role, 'customer')));
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
async function liveConversationOf(
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
    for (const role of ['customer', 'planner']) {
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

/** Display name and avatar of a caller as a chat member (visitors: 访客 plus the id's last 4 characters). */
async function profileOf(db: DbLike, caller: Caller) {
  if (caller.visitor) return { name: `${VISITOR_NAME}${caller.id.slice(-4)}`, senderName: VISITOR_NAME, avatar: DEFAULT_AVATAR };
  const [u] = await db.select({ nickName: users.nickName, avatar: users.avatar }).from(users).where(eq(users.id, caller.id)).limit(1);
  const name = u?.nickName || '用户';
  return { name, senderName: name, avatar: u?.avatar || DEFAULT_AVATAR };
}

async function plannerRowOf(db: DbLike, plannerId: string, now = new Date()) {
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

// ——— membership ———

async function goneOrMerged(db: DbLike, groupId: string): Promise<AppError> {
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

// ——— messages ———

export type NewMessage = {
  msgType: 'text' | 'image' | 'im_tmplate' | 'system';
  content: string;
  templateId?: string | null;
  payload?: Record<string, unknown> | null;
  extContent?: string | null;
  clientMsgId?: string | null;
};
type Sender = { id: string; role: Role | 'system'; name: string; avatar: string };

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

async function findByClientId(db: DbLike, groupId: string, role: string, clientMsgId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.conversationId, groupId), eq(chatMessages.senderRole, role), eq(chatMessages.clientMsgId, clientMsgId)))
    .limit(1);
  return row;
}

/** Appends a message (next seq, counters, preview) in one transaction, then pushes it to both members. */
export async function appendMessage(deps: Deps, groupId: string, sender: Sender, msg: NewMessage, memberIds: string[]) {
  // A repeated clientMsgId hits the unique index, rolls back and returns the first message (below).
  const now = deps.now();
  const preview = previewOf(msg.msgType, msg.content, msg.templateId ?? null, msg.payload ?? null);
  let row: MessageRow;
  try {
    // One statement (atomic on its own): next seq and preview on the conversation, the message, and the counters —
    // the peer gets one more unread, the sender has read up to their own message (system notices touch neither).
    const payload = msg.payload ? JSON.stringify(msg.payload) : null;
    const role = sender.role;
    const res = (await deps.db.execute(sql`
      with c as (
        update ${chatConversations}
        set last_seq = last_seq + 1, last_msg_type = ${msg.msgType}, last_preview = ${preview}, last_message_at = ${now}, updated_at = ${now}
        where id = ${groupId} and merged_into is null
        returning last_seq
      ), m as (
        insert into ${chatMessages} (conversation_id, seq, msg_type, content, template_id, payload, ext_content, sender_id, sender_role,
          sender_name, sender_avatar, client_msg_id, created_at)
        select ${groupId}, c.last_seq, ${msg.msgType}, ${msg.content}, ${msg.templateId ?? null}, ${payload}::jsonb, ${msg.extContent ?? null},
          ${sender.id}, ${role}, ${sender.name}, ${sender.avatar}, ${msg.clientMsgId ?? null}, ${now}
        from c
        returning id, seq
      ), u as (
        update ${chatMembers}
        set unread = case when ${role} = 'system' then unread when role = ${role} then 0 else unread + 1 end,
            last_read_seq = case when role = ${role} then (select last_seq from c) else last_read_seq end,
            updated_at = ${now}
        where conversation_id = ${groupId} and exists (select 1 from c)
      )
      select id, seq from m
    `)) as unknown as { rows?: { id: string | number; seq: number }[] } | { id: string | number; seq: number }[];
    const [r] = Array.isArray(res) ? res : (res.rows ?? []);
    if (!r) throw await goneOrMerged(deps.db, groupId);
    row = {
      id: Number(r.id),
      conversationId: groupId,
      seq: Number(r.seq),
      msgType: msg.msgType,
      content: msg.content,
      templateId: msg.templateId ?? null,
      payload: msg.payload ?? null,
      extContent: msg.extContent ?? null,
      senderId: sender.id,
      senderRole: role,
      senderName: sender.name,
      senderAvatar: sender.avatar,
      clientMsgId: msg.clientMsgId ?? null,
      createdAt: now,
    };
  } catch (err) {
    if (msg.clientMsgId && isUniqueViolation(err)) {
      const dup = await findByClientId(deps.db, groupId, sender.role, msg.clientMsgId);
      if (dup) return presentMessage(dup);
    }
    throw err;
  }
  const dto = presentMessage(row);
  await hubOf(deps).publish({ targets: memberIds, event: 'message', id: dto.id, data: { groupId, message: dto } });
  return dto;
}

/** Sends as the caller's side; the name and avatar are the member row's (visitors are shown as 访客). */
async function sendAs(deps: Deps, groupId: string, ms: { me: Member; peer: Member }, caller: Caller, msg: NewMessage) {
  const name = caller.visitor ? VISITOR_NAME : ms.me.name;
  return appendMessage(deps, groupId, { id: caller.id, role: ms.me.role as Role, name, avatar: ms.me.avatar }, msg, [
    ms.me.memberId,
    ms.peer.memberId,
  ]);
}

export async function sendText(deps: Deps, caller: Caller, groupId: string, content: string, clientMsgId?: string) {
  const ms = await membersOf(deps.db, groupId, caller);
  return sendAs(deps, groupId, ms, caller, { msgType: 'text', content, clientMsgId });
}

export async function sendImage(
  deps: Deps,
  caller: Caller,
  groupId: string,
  img: { url: string; width?: number; height?: number },
  clientMsgId?: string,
) {
  const ms = await membersOf(deps.db, groupId, caller);
  const payload: Record<string, unknown> = { url: img.url };
  if (img.width) payload.width = img.width;
  if (img.height) payload.height = img.height;
  return sendAs(deps, groupId, ms, caller, { msgType: 'image', content: '', payload, clientMsgId });
}

export async function sendTemplate(
  deps: Deps,
  caller: Caller,
  input: { groupId: string; templateId: string; params: Record<string, unknown>; extContent?: string; clientMsgId?: string },
) {
  const ms = await membersOf(deps.db, input.groupId, caller);
  const content = input.templateId === IM_TEMPLATE.TEXT ? String(input.params.content ?? '') : '';
  return sendAs(deps, input.groupId, ms, caller, {
    msgType: 'im_tmplate',
    content,
    templateId: input.templateId,
    payload: input.params,
    extContent: input.extContent ?? null,
    clientMsgId: input.clientMsgId,
  });
}

/** History (paging upward with beforeSeq) or catch-up (afterSeq); ascending either way. */
export async function listMessages(db: DbLike, caller: Caller, q: { groupId: string; beforeSeq?: number; afterSeq?: number; limit: number }) {
  await membershipOf(db, q.groupId, caller);
  if (q.afterSeq !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, q.groupId), gt(chatMessages.seq, q.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(q.limit + 1);
    return { records: rows.slice(0, q.limit).map((r) => presentMessage(r)), hasMore: rows.length > q.limit };
  }
  const where = q.beforeSeq !== undefined
    ? and(eq(chatMessages.conversationId, q.groupId), lt(chatMessages.seq, q.beforeSeq))
    : eq(chatMessages.conversationId, q.groupId);
  const rows = await db.select().from(chatMessages).where(where).orderBy(desc(chatMessages.seq)).limit(q.limit + 1);
  const page = rows.slice(0, q.limit).reverse();
  return { records: page.map((r) => presentMessage(r)), hasMore: rows.length > q.limit };
}

// ——— read state ———

export async function unreadTotal(db: DbLike, memberId: string): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`coalesce(sum(${chatMembers.unread}), 0)::int` })
    .from(chatMembers)
    .where(eq(chatMembers.memberId, memberId));
  return Number(r?.n ?? 0);
}

export async function markRead(deps: Deps, caller: Caller, groupId: string, seq: number) {
  const ms = await membershipOf(deps.db, groupId, caller);
  const target = Math.min(seq, ms.conv.lastSeq);
  const lastReadSeq = Math.max(ms.me.lastReadSeq, target);
  const [{ n }] = await deps.db
    .select({ n: countInt })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, groupId),
        gt(chatMessages.seq, lastReadSeq),
        notInArray(chatMessages.senderRole, [ms.me.role, 'system']),
      ),
    );
  await deps.db
    .update(chatMembers)
    .set({ lastReadSeq: sql`greatest(${chatMembers.lastReadSeq}, ${lastReadSeq})`, unread: n })
    .where(and(eq(chatMembers.conversationId, groupId), eq(chatMembers.role, ms.me.role)));
  if (lastReadSeq > ms.me.lastReadSeq) {
    await hubOf(deps).publish({
      targets: [ms.me.memberId, ms.peer.memberId],
      event: 'read',
      data: { groupId, role: ms.me.role, lastReadSeq },
    });
  }
  return { groupId, lastReadSeq, unread: n, unreadTotal: await unreadTotal(deps.db, caller.id) };
}

// ——— conversations ———

export type IntentionInput = Partial<ChatIntentionRow>;

const normIntention = (ext: IntentionInput | undefined, prev?: ChatIntentionRow): ChatIntentionRow => ({
  intentionType: ext?.intentionType ?? prev?.intentionType ?? {},
  intentionCity: ext?.intentionCity ?? prev?.intentionCity ?? {},
  recommendId: ext?.recommendId ?? prev?.recommendId ?? '',
  recommendAttrJson: ext?.recommendAttrJson ?? prev?.recommendAttrJson ?? {},
  startUserType: ext?.startUserType ?? prev?.startUserType ?? '',
});

async function openConversation(
  deps: Deps,
  caller: Caller,
  input: {
    plannerId: string;
    plannerType: string;
    source: 'session' | 'kefu';
    requireCode?: string;
    requireName?: string;
    ext?: IntentionInput;
  },
) {
  const planner = await plannerRowOf(deps.db, input.plannerId);
  if (!planner) throw notFound('规划师不存在');
  if (planner.status !== 1) throw new AppError(ERR.CONFLICT, '该规划师暂时无法咨询');
  if (planner.userId === caller.id) throw badInput('不能与自己发起会话');
  await claimVisitorConversations(deps.db, caller);
  const now = deps.now();
  const existing = await liveConversationOf(deps.db, { customerId: caller.id, plannerId: planner.userId, source: input.source });
  const targets = [caller.id, planner.userId];
  if (existing) {
    await deps.db
      .update(chatConversations)
      .set({
        intention: normIntention(input.ext, existing.intention),
        requireCode: input.requireCode ?? existing.requireCode,
        requireName: input.requireName ?? existing.requireName,
        plannerType: input.plannerType,
        updatedAt: now,
      })
      .where(eq(chatConversations.id, existing.id));
    await hubOf(deps).publish({ targets, event: 'conversation', data: { groupId: existing.id, created: false } });
    return { groupId: existing.id, created: false, planner };
  }
  const profile = await profileOf(deps.db, caller);
  const groupId = newId('g_');
  await deps.db.transaction(async (tx) => {
    await tx.insert(chatConversations).values({
      id: groupId,
      source: input.source,
      customerId: caller.id,
      customerType: caller.userType,
      plannerId: planner.userId,
      plannerType: input.plannerType,
      requireCode: input.requireCode ?? '',
      requireName: input.requireName ?? '',
      intention: normIntention(input.ext),
      createdAt: now,
      updatedAt: now,
    });
    await tx.insert(chatMembers).values([
      { conversationId: groupId, memberId: caller.id, memberType: caller.userType, role: 'customer', name: profile.name, avatar: profile.avatar, updatedAt: now },
      { conversationId: groupId, memberId: planner.userId, memberType: input.plannerType, role: 'planner', name: planner.name, avatar: planner.avatar, updatedAt: now },
    ]);
  });
  const notice = input.source === 'kefu'
    ? `已为您接通在线客服 ${planner.name}，请描述您遇到的问题`
    : `已为您接通规划师 ${planner.name}，请描述您的需求`;
  await appendMessage(deps, groupId, { id: 'system', role: 'system', name: '系统消息', avatar: '' }, { msgType: 'system', content: notice }, targets);
  await hubOf(deps).publish({ targets, event: 'conversation', data: { groupId, created: true } });
  return { groupId, created: true, planner };
}

export async function createSession(
  deps: Deps,
  caller: Caller,
  input: { imUserId: string; imUserType: string; requireCode?: string; requireName?: string; ext?: IntentionInput },
) {
  const r = await openConversation(deps, caller, {
    plannerId: input.imUserId,
    plannerType: input.imUserType,
    source: 'session',
    requireCode: input.requireCode,
    requireName: input.requireName,
    ext: input.ext,
  });
  return { groupId: r.groupId, created: r.created };
}

/**
 * Online customer service: an active planner of the city who has a workbench account, the one with the fewest
 * conversations active in the last day first (then by 薯片分); any active planner with an account when the city
 * has none. A caller's earlier customer-service conversation is reused.
 */
export async function onlineKefu(deps: Deps, caller: Caller, input: { city: string; province?: string; cityName?: string }) {
  await claimVisitorConversations(deps.db, caller);
  const prev = await liveConversationOf(deps.db, { customerId: caller.id, source: 'kefu' });
  let plannerId: string | undefined = prev?.plannerId;
  if (plannerId) {
    const p = await plannerRowOf(deps.db, plannerId);
    if (!p || p.status !== 1) plannerId = undefined;
  }
  if (!plannerId) {
    const since = new Date(deps.now().getTime() - 86_400_000);
    const load = sql<number>`(select count(*)::int from ${chatConversations} where ${chatConversations.plannerId} = ${planners.userId} and ${chatConversations.lastMessageAt} > ${since})`;
    const online = onlineExpr(deps.now());
    const pick = async (city?: string) => {
      const [row] = await deps.db
        .select({ userId: planners.userId })
        .from(planners)
        .innerJoin(users, eq(users.id, planners.userId))
        .where(
          and(
            eq(planners.status, 1),
            ne(planners.userId, caller.id),
            city ? sql`(${planners.cityCode} = ${city} or ${city} = any(${planners.areaCodes}))` : undefined,
          ),
        )
        .orderBy(desc(online), asc(load), desc(planners.point), asc(planners.userId))
        .limit(1);
      return row?.userId;
    };
    plannerId = (await pick(input.city)) ?? (await pick());
  }
  if (!plannerId) throw new AppError(ERR.CONFLICT, '暂无可接待的在线客服，请稍后再试');
  const cityMap: Record<string, string> = { [input.city]: input.cityName ?? '' };
  const r = await openConversation(deps, caller, {
    plannerId,
    plannerType: USER_TYPE.MERCHANT_USER,
    source: 'kefu',
    requireName: '在线客服',
    ext: { intentionCity: cityMap, startUserType: 'cps-app' },
  });
  return {
    groupInfo: { groupId: r.groupId, created: r.created },
    planner: { imUserId: r.planner.userId, userType: r.planner.mchClass, name: r.planner.name, avatar: r.planner.avatar, postName: r.planner.postName },
  };
}

/** A planner is online (can answer now) while they have a live session, e.g. the workbench is logged in. */
const onlineExpr = (now: Date) =>
  sql<boolean>`exists (select 1 from ${sessions} where ${sessions.userId} = ${planners.userId} and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${now})`;

type ConvItemInput = { conv: Conversation; me: Member; peer: Member };

async function presentConversations(db: DbLike, items: ConvItemInput[]) {
  if (!items.length) return [];
  const ids = items.map((i) => i.conv.id);
  const cards = await db
    .selectDistinctOn([chatMessages.conversationId], { conversationId: chatMessages.conversationId, payload: chatMessages.payload })
    .from(chatMessages)
    .where(and(inArray(chatMessages.conversationId, ids), inArray(chatMessages.templateId, PRODUCT_TEMPLATES)))
    .orderBy(chatMessages.conversationId, asc(chatMessages.seq));
  const cardOf = new Map(cards.map((c) => [c.conversationId, c.payload]));
  const plannerIds = [...new Set(items.map((i) => i.conv.plannerId))];
  const posts = await db.select({ id: planners.userId, postName: planners.postName }).from(planners).where(inArray(planners.userId, plannerIds));
  const postOf = new Map(posts.map((p) => [p.id, p.postName]));
  return items.map(({ conv, me, peer }) => ({
    groupId: conv.id,
    myRole: me.role as Role,
    peer: {
      imUserId: peer.memberId,
      userType: peer.memberType,
      name: peer.name,
      avatar: peer.avatar,
      postName: peer.role === 'planner' ? (postOf.get(peer.memberId) ?? '') : '',
    },
    source: conv.source as 'session' | 'kefu',
    intention: { ...conv.intention, requireCode: conv.requireCode, requireName: conv.requireName },
    firstCard: cardOf.get(conv.id) ?? null,
    lastMessage: conv.lastMessageAt
      ? { seq: conv.lastSeq, msgType: conv.lastMsgType ?? 'text', preview: conv.lastPreview ?? '', createdAt: conv.lastMessageAt.toISOString() }
      : null,
    unread: me.unread,
    lastReadSeq: me.lastReadSeq,
    peerReadSeq: peer.lastReadSeq,
    lastSeq: conv.lastSeq,
    createdAt: conv.createdAt.toISOString(),
    updatedAt: conv.updatedAt.toISOString(),
  }));
}
export type ConversationDto = Awaited<ReturnType<typeof presentConversations>>[number];

export async function getConversation(db: DbLike, caller: Caller, groupId: string): Promise<ConversationDto> {
  const ms = await membershipOf(db, groupId, caller);
  const [item] = await presentConversations(db, [ms]);
  return item;
}

export async function listConversations(
  db: DbLike,
  caller: Caller,
  q: { role?: Role; start: number; limit: number },
): Promise<Paged<ConversationDto>> {
  await claimVisitorConversations(db, caller);
  const where = and(eq(chatMembers.memberId, caller.id), q.role ? eq(chatMembers.role, q.role) : undefined);
  const [{ n }] = await db.select({ n: countInt }).from(chatMembers).where(where);
  const mine = await db
    .select({ me: chatMembers, conv: chatConversations })
    .from(chatMembers)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
    .where(where)
    .orderBy(desc(chatMembers.updatedAt), desc(chatMembers.conversationId))
    .limit(q.limit)
    .offset(offsetOf(q.start, q.limit));
  if (!mine.length) return pageOf([], n, q.start, q.limit);
  const peers = await db
    .select()
    .from(chatMembers)
    .where(and(inArray(chatMembers.conversationId, mine.map((m) => m.conv.id)), ne(chatMembers.memberId, caller.id)));
  const peerOf = new Map(peers.map((p) => [p.conversationId, p]));
  const items = mine
    .map((m) => ({ conv: m.conv, me: m.me, peer: peerOf.get(m.conv.id) }))
    .filter((i): i is ConvItemInput => Boolean(i.peer));
  return pageOf(await presentConversations(db, items), n, q.start, q.limit);
}

// ——— profiles (spec §7) ———

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

// SSE tickets: ./tickets.ts (signed with a server-only key).

/** The stream's session is still valid (checked at every heartbeat: a logout or expiry ends the stream). */
export async function sessionLive(deps: Deps, caller: Caller): Promise<boolean> {
  const [s] = await deps.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, caller.sessionId), isNull(sessions.revokedAt), gte(sessions.expiresAt, deps.now())))
    .limit(1);
  return Boolean(s);
}

/** Messages of the caller's conversations after a message id (SSE resume), oldest first. */
export async function missedMessages(db: DbLike, memberId: string, afterId: number) {
  const mine = db.select({ id: chatMembers.conversationId }).from(chatMembers).where(eq(chatMembers.memberId, memberId));
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(gt(chatMessages.id, afterId), inArray(chatMessages.conversationId, mine)))
    .orderBy(asc(chatMessages.id))
    .limit(REPLAY_MAX);
  return rows.map((r) => presentMessage(r));
}
