import { and, asc, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { ChatMessage, MessagesPage, ReadResult, SendMsgBody } from '@/lib/contract/chat/api';
import { IM_TEMPLATE, MSG_TYPE, PRODUCT_TEMPLATES, SYSTEM_SENDER, VISITOR_NAME, type MsgType } from '@/lib/contract/chat/enums';
import type { Deps } from '../../http/types';
import { isUniqueViolation } from '../../db/errors';
import { countInt } from '../../db/paging';
import type { DbLike } from '../../db/types';
import { goneOrMerged, membersOf, membershipOf, type Caller, type Member, type Role } from './membership';
import { commitSend, type BatchedSend, type Stored } from './groupCommit';
import { hubOf } from './realtime';
import { chatConversations, chatMembers, chatMessages } from './schema';
import { outsideRequests } from '../../log';

// Messages: send (send_msg, send_template_msg), list, read cursors and unread counts, SSE replay.

/** Messages one identity may send per minute (text, images and templates together). */
export const SEND_PER_MINUTE = 60;
const REPLAY_MAX = 200;

export type MessageRow = typeof chatMessages.$inferSelect;

// ——— presentation ———

export function presentMessage(m: MessageRow, groupId = m.conversationId): ChatMessage {
  return {
    id: String(m.id),
    groupId,
    seq: m.seq,
    msgType: m.msgType as ChatMessage['msgType'],
    content: m.content,
    templateId: m.templateId,
    payload: m.payload ?? null,
    extContent: m.extContent,
    senderId: m.senderId,
    senderRole: m.senderRole as ChatMessage['senderRole'],
    senderName: m.senderName,
    senderAvatar: m.senderAvatar,
    clientMsgId: m.clientMsgId,
    createdAt: m.createdAt.toISOString(),
  };
}

function previewOf(msgType: string, content: string, templateId: string | null, payload: Record<string, unknown> | null) {
  if (msgType === MSG_TYPE.IMAGE) return '[图片]';
  if (msgType === MSG_TYPE.TEMPLATE) {
    if (templateId && PRODUCT_TEMPLATES.includes(templateId)) return `[商品] ${String(payload?.productName ?? '')}`.trim();
    if (templateId === IM_TEMPLATE.ARTICLE) return `[文章] ${String(payload?.title ?? '')}`.trim();
  }
  return content.replace(/\s+/g, ' ').slice(0, 60);
}

// ——— send ———

export type NewMessage = {
  msgType: MsgType;
  content: string;
  templateId?: string | null;
  payload?: Record<string, unknown> | null;
  extContent?: string | null;
  clientMsgId?: string | null;
};
type Sender = { id: string; role: Role | typeof SYSTEM_SENDER; name: string; avatar: string };

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
    // Through the pool even when another module's request appends (a session opened for a lead or an interview; the
    // chat's own requests keep the pool anyway): this write can wait for the conversation row a batch in flight holds,
    // and on a pipelined connection that wait would hold up the statements queued behind it (ADR 0086).
    const res = (await outsideRequests(async () => {
      const appended = await deps.db.execute(sql`
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
    `);
      return appended;
    })) as unknown as { rows?: { id: string | number; seq: number }[] } | { id: string | number; seq: number }[];
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

const senderOf = (ms: { me: Member }, caller: Caller) => ({
  id: caller.id,
  role: ms.me.role as Role,
  name: caller.visitor ? VISITOR_NAME : ms.me.name,
  avatar: ms.me.avatar,
});

/**
 * Sends as the caller's side (the name and avatar are the member row's; visitors are shown as 访客), through the
 * group commit (groupCommit.ts), whose statement also checks the membership. Its one-by-one fallback reads the
 * membership first (404, 403, merged, or a visitor conversation to claim).
 */
async function sendAs(deps: Deps, groupId: string, caller: Caller, msg: NewMessage) {
  const single = async () => {
    const ms = await membersOf(deps.db, groupId, caller);
    return appendMessage(deps, groupId, senderOf(ms, caller), msg, [ms.me.memberId, ms.peer.memberId]);
  };
  return commitSend(
    deps,
    {
      groupId,
      senderId: caller.id,
      nameOverride: caller.visitor ? VISITOR_NAME : null,
      msgType: msg.msgType,
      content: msg.content,
      templateId: msg.templateId ?? null,
      payload: msg.payload ?? null,
      extContent: msg.extContent ?? null,
      clientMsgId: msg.clientMsgId ?? null,
      preview: previewOf(msg.msgType, msg.content, msg.templateId ?? null, msg.payload ?? null),
      now: deps.now(),
      single,
    },
    presentStored,
  );
}

function presentStored(s: BatchedSend, row: Stored): ChatMessage {
  return presentMessage({
    id: row.id,
    conversationId: row.groupId,
    seq: row.seq,
    msgType: s.msgType,
    content: s.content,
    templateId: s.templateId,
    payload: s.payload,
    extContent: s.extContent,
    senderId: s.senderId,
    senderRole: row.role,
    senderName: row.name,
    senderAvatar: row.avatar,
    clientMsgId: s.clientMsgId,
    createdAt: s.now,
  });
}

async function sendText(deps: Deps, caller: Caller, groupId: string, content: string, clientMsgId?: string) {
  return sendAs(deps, groupId, caller, { msgType: MSG_TYPE.TEXT, content, clientMsgId });
}

async function sendImage(
  deps: Deps,
  caller: Caller,
  groupId: string,
  img: { url: string; width?: number; height?: number },
  clientMsgId?: string,
) {
  const payload: Record<string, unknown> = { url: img.url };
  if (img.width) payload.width = img.width;
  if (img.height) payload.height = img.height;
  return sendAs(deps, groupId, caller, { msgType: MSG_TYPE.IMAGE, content: '', payload, clientMsgId });
}

/** POST /im/v1/send_template_msg: a product card, text template or article card, as the caller's side. */
export async function sendTemplateMsg(
  deps: Deps,
  caller: Caller,
  input: { groupId: string; templateId: string; params: Record<string, unknown>; extContent?: string; clientMsgId?: string },
) {
  const content = input.templateId === IM_TEMPLATE.TEXT ? String(input.params.content ?? '') : '';
  return sendAs(deps, input.groupId, caller, {
    msgType: MSG_TYPE.TEMPLATE,
    content,
    templateId: input.templateId,
    payload: input.params,
    extContent: input.extContent ?? null,
    clientMsgId: input.clientMsgId,
  });
}

/** POST /im/v1/send_msg: a text or an image (uploaded first) as the caller's side. */
export async function sendMsg(deps: Deps, caller: Caller, b: SendMsgBody): Promise<ChatMessage> {
  if (b.msgType === MSG_TYPE.IMAGE) return sendImage(deps, caller, b.groupId, { url: b.imageUrl!, width: b.width, height: b.height }, b.clientMsgId);
  return sendText(deps, caller, b.groupId, b.content!, b.clientMsgId);
}

/** History (paging upward with beforeSeq) or catch-up (afterSeq); ascending either way. */
export async function listMessages(
  db: DbLike,
  caller: Caller,
  q: { groupId: string; beforeSeq?: number; afterSeq?: number; limit: number },
): Promise<MessagesPage> {
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

export async function markRead(deps: Deps, caller: Caller, groupId: string, seq: number): Promise<ReadResult> {
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
        notInArray(chatMessages.senderRole, [ms.me.role, SYSTEM_SENDER]),
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
