import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@/lib/contract/chat/api';
import { CHAT_ROLE } from '@/lib/contract/chat/enums';
import type { Deps } from '../../http/types';
import { hubOf, type HubEvent } from './realtime';
import { chatConversations, chatMembers, chatMessages } from './schema';
import { log } from '../../log';

// Group commit of chat sends (docs/adr/0025): sends that arrive while the previous batch is being stored (or within
// WINDOW_MS of the first) go to the database as ONE statement, so a burst costs one round trip and one commit
// instead of one each. Per conversation the rows keep their arrival order (their seqs follow it), and only one batch
// per process is in flight, so a later batch never overtakes an earlier one. Each sender's promise settles only
// after the statement has committed and the batch's events were handed to the bus.
//
// Membership is checked inside that statement, against the member rows at that moment: the sender's role, name and
// avatar come from their member row, and the streams notified are the conversation's member rows. No per-message
// membership query, and no copy of it to go stale.
//
// Isolation: a conversation whose row is gone or merged, or where any sender of the batch is not a member, is left
// out of the statement (its rows retried one by one through `single`, which answers 404/403/merged or claims first). If the statement itself fails (a repeated clientMsgId hitting the unique index, a deadlock),
// every row of the batch is retried one by one, in order: a failing row never fails the others.

export const WINDOW_MS = 2;
export const MAX_BATCH = 256;

/** What one send stores: the sender's role, name and avatar are read from their member row by the statement. */
export type BatchedSend = {
  groupId: string;
  senderId: string;
  /** Shown instead of the member row's name (visitors appear as 访客), or null. */
  nameOverride: string | null;
  msgType: string;
  content: string;
  templateId: string | null;
  payload: Record<string, unknown> | null;
  extContent: string | null;
  clientMsgId: string | null;
  preview: string;
  now: Date;
  /** The one-by-one path (membership read again, its own statement and publish). */
  single: () => Promise<ChatMessage>;
};

type Pending = BatchedSend & { resolve: (m: ChatMessage) => void; reject: (e: unknown) => void };
/** A stored row as the statement wrote it, and the conversation's members it found (whose streams get it). */
export type Stored = { id: number; groupId: string; seq: number; role: string; name: string; avatar: string; targets: string[] };

class GroupCommitter {
  private queue: Pending[] = [];
  private busy = false;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private deps: Deps,
    private present: (s: BatchedSend, row: Stored) => ChatMessage,
  ) {}

  send(s: BatchedSend): Promise<ChatMessage> {
    return new Promise<ChatMessage>((resolve, reject) => {
      this.queue.push({ ...s, resolve, reject });
      if (!this.busy && !this.timer) this.timer = setTimeout(() => void this.drain(), WINDOW_MS);
    });
  }

  private async drain() {
    this.timer = undefined;
    this.busy = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        // flush settles every promise of its batch; should it throw anyway, nobody is left waiting.
        await this.flush(batch).catch((err) => batch.forEach((p) => p.reject(err)));
      }
    } finally {
      this.busy = false;
    }
  }

  private async flush(batch: Pending[]) {
    let stored: Stored[];
    try {
      stored = await storeBatch(this.deps, batch);
    } catch {
      // One bad row (or a lost lock race) must not fail the rest: each is tried alone, in arrival order.
      return this.oneByOne(batch);
    }
    const bySeq = new Map<string, Stored[]>();
    for (const r of stored) {
      const list = bySeq.get(r.groupId) ?? [];
      list.push(r);
      bySeq.set(r.groupId, list);
    }
    for (const list of bySeq.values()) list.sort((a, b) => a.seq - b.seq);
    const done: { p: Pending; row: Stored; dto: ChatMessage }[] = [];
    const left: Pending[] = [];
    for (const p of batch) {
      const row = bySeq.get(p.groupId)?.shift();
      if (row) done.push({ p, row, dto: this.present(p, row) });
      else left.push(p);
    }
    const events: HubEvent[] = done.map(({ p, row, dto }) => ({ targets: row.targets, event: 'message', id: dto.id, data: { groupId: p.groupId, message: dto } }));
    try {
      await hubOf(this.deps).publishMany(events);
    } catch (err) {
      // Stored and committed: the senders get their messages; streams catch up from the database on reconnect.
      log.warn({ where: 'chat', err }, 'publish failed after commit');
    }
    for (const { p, dto } of done) p.resolve(dto);
    if (left.length) await this.oneByOne(left);
  }

  private async oneByOne(batch: Pending[]) {
    for (const p of batch) {
      try {
        p.resolve(await p.single());
      } catch (err) {
        p.reject(err);
      }
    }
  }
}

/**
 * One statement for the whole batch: per conversation the seq range and the preview of its last message, the
 * messages (numbered in arrival order, stamped from the sender's member row), and the members' counters (each side's
 * unread counts the other side's messages after its own last one; a side that sent reads up to its last message).
 * A conversation is skipped when merged or gone, or when any of its senders is not a member. Returns the stored rows
 * with each conversation's member ids.
 */
async function storeBatch(deps: Deps, batch: BatchedSend[]): Promise<Stored[]> {
  // The batch travels as one JSON parameter (not one placeholder per value): cheap to build, one plan shape.
  const rows = batch.map((s, ord) => ({
    ord,
    conversation_id: s.groupId,
    sender_id: s.senderId,
    name_override: s.nameOverride,
    msg_type: s.msgType,
    content: s.content,
    template_id: s.templateId,
    payload: s.payload,
    ext_content: s.extContent,
    client_msg_id: s.clientMsgId,
    created_at: s.now.toISOString(),
    preview: s.preview,
  }));
  const res = (await deps.db.execute(sql`
    with r0 as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as x(ord int, conversation_id text, sender_id text, name_override text, msg_type text, content text, template_id text,
          payload jsonb, ext_content text, client_msg_id text, created_at timestamptz, preview text)
    ), r as (
      -- The sender's member row (lateral: keeps the row estimate, so the joins below hash instead of looping).
      select r0.*, me.role as sender_role, coalesce(r0.name_override, me.name) as sender_name, me.avatar as sender_avatar,
        row_number() over (partition by r0.conversation_id order by r0.ord)::int as k
      from r0 cross join lateral (
        select mb.role, mb.name, mb.avatar from ${chatMembers} mb
        where mb.conversation_id = r0.conversation_id and mb.member_id = r0.sender_id limit 1
      ) me
    ), rk as (
      -- Each side's last message of the batch in its conversation (null: that side sent none).
      select r.*,
        max(r.k) filter (where r.sender_role = ${CHAT_ROLE.CUSTOMER}) over (partition by r.conversation_id) as cust_last,
        max(r.k) filter (where r.sender_role = ${CHAT_ROLE.PLANNER}) over (partition by r.conversation_id) as plan_last
      from r
    ), g as (
      select rk.conversation_id, count(*)::int as n, (array_agg(rk.msg_type order by rk.k desc))[1] as last_msg_type,
        (array_agg(rk.preview order by rk.k desc))[1] as last_preview, max(rk.created_at) as last_at,
        max(rk.cust_last) as cust_last, max(rk.plan_last) as plan_last,
        -- unread added for a side: the other side's messages after that side's own last one
        count(*) filter (where rk.sender_role <> ${CHAT_ROLE.CUSTOMER} and rk.k > coalesce(rk.cust_last, 0))::int as cust_add,
        count(*) filter (where rk.sender_role <> ${CHAT_ROLE.PLANNER} and rk.k > coalesce(rk.plan_last, 0))::int as plan_add
      from rk group by rk.conversation_id
      having count(*) = (select count(*) from r0 where r0.conversation_id = rk.conversation_id)
    ), c as (
      update ${chatConversations} cc
      set last_seq = cc.last_seq + g.n, last_msg_type = g.last_msg_type, last_preview = g.last_preview,
          last_message_at = g.last_at, updated_at = g.last_at
      from g
      where cc.id = g.conversation_id and cc.merged_into is null
      returning cc.id, cc.last_seq - g.n as base, g.last_at, g.cust_last, g.plan_last, g.cust_add, g.plan_add
    ), m as (
      insert into ${chatMessages} (conversation_id, seq, msg_type, content, template_id, payload, ext_content, sender_id, sender_role,
        sender_name, sender_avatar, client_msg_id, created_at)
      select r.conversation_id, c.base + r.k, r.msg_type, r.content, r.template_id, r.payload, r.ext_content, r.sender_id, r.sender_role,
        r.sender_name, r.sender_avatar, r.client_msg_id, r.created_at
      from r join c on c.id = r.conversation_id
      order by r.conversation_id, r.k
      returning id, conversation_id, seq, sender_role, sender_name, sender_avatar
    ), u as (
      update ${chatMembers} mb
      set unread = case
            when mb.role = ${CHAT_ROLE.CUSTOMER} then (case when c.cust_last is null then mb.unread + c.cust_add else c.cust_add end)
            else (case when c.plan_last is null then mb.unread + c.plan_add else c.plan_add end) end,
          last_read_seq = coalesce(c.base + (case when mb.role = ${CHAT_ROLE.CUSTOMER} then c.cust_last else c.plan_last end), mb.last_read_seq),
          updated_at = c.last_at
      from c
      where mb.conversation_id = c.id
      returning mb.conversation_id, mb.member_id
    )
    select id, conversation_id, seq, sender_role, sender_name, sender_avatar, null as member_id from m
    union all
    select null, conversation_id, null, null, null, null, member_id from u
  `)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const out = Array.isArray(res) ? res : (res.rows ?? []);
  const members = new Map<string, string[]>();
  for (const x of out) {
    if (x.member_id == null) continue;
    const list = members.get(String(x.conversation_id)) ?? [];
    list.push(String(x.member_id));
    members.set(String(x.conversation_id), list);
  }
  return out
    .filter((x) => x.member_id == null)
    .map((x) => ({
      id: Number(x.id),
      groupId: String(x.conversation_id),
      seq: Number(x.seq),
      role: String(x.sender_role),
      name: String(x.sender_name),
      avatar: String(x.sender_avatar ?? ''),
      targets: members.get(String(x.conversation_id)) ?? [],
    }));
}

const committers = new WeakMap<Deps, GroupCommitter>();

/** Queues one send for the next group commit of this backend; settles once it is stored (or has failed alone). */
export function commitSend(deps: Deps, s: BatchedSend, present: (s: BatchedSend, row: Stored) => ChatMessage): Promise<ChatMessage> {
  let c = committers.get(deps);
  if (!c) committers.set(deps, (c = new GroupCommitter(deps, present)));
  return c.send(s);
}
