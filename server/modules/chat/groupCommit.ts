import { sql } from 'drizzle-orm';
import type { ChatMessage } from '@/lib/contract/chat/api';
import { CHAT_ROLE } from '@/lib/contract/chat/enums';
import type { Deps } from '../../http/types';
import { hubOf, type HubEvent } from './realtime';
import { chatConversations, chatMembers, chatMessages } from './schema';

// Group commit of chat sends (docs/adr/0025): sends that arrive while the previous batch is being stored (or within
// WINDOW_MS of the first) go to the database as ONE statement, so a burst costs one round trip and one commit
// instead of one each. Per conversation the rows keep their arrival order (their seqs follow it), and only one batch
// per process is in flight, so a later batch never overtakes an earlier one. Each sender's promise settles only
// after the statement has committed and the batch's events were handed to the bus.
//
// Isolation: a conversation whose row is gone or merged, or where any sender of the batch is no longer a member,
// is left out of the statement (its rows retried one by one through `single`, which answers 404/403/merged or
// claims first). If the statement itself fails (a repeated clientMsgId hitting the unique index, a deadlock),
// every row of the batch is retried one by one, in order: a failing row never fails the others.

export const WINDOW_MS = 2;
export const MAX_BATCH = 256;

/** What one send stores; `role` is the sender's member role (customer or planner), never system. */
export type BatchedSend = {
  groupId: string;
  senderId: string;
  role: string;
  name: string;
  avatar: string;
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
/** A stored row, and the conversation's members as the statement found them (whose streams get it). */
export type Stored = { id: number; groupId: string; seq: number; targets: string[] };

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
      while (this.queue.length) await this.flush(this.queue.splice(0, MAX_BATCH));
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
      console.warn('[chat] publish failed after commit', err instanceof Error ? err.message : err);
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
 * messages, and the members' counters (each side's unread counts the other side's messages after its own last one;
 * a side that sent reads up to its last message). Conversations that are merged, gone, or where a sender is no
 * longer a member (with that role) are skipped. Returns the stored rows (id, conversation, seq).
 */
async function storeBatch(deps: Deps, batch: BatchedSend[]): Promise<Stored[]> {
  const groups = new Map<string, BatchedSend[]>();
  for (const s of batch) {
    const list = groups.get(s.groupId) ?? [];
    list.push(s);
    groups.set(s.groupId, list);
  }
  // The batch travels as three JSON parameters (not one placeholder per value): cheap to build, one plan shape.
  const g: unknown[] = [];
  const r: unknown[] = [];
  const mu: unknown[] = [];
  for (const [groupId, list] of groups) {
    const last = list[list.length - 1];
    g.push({ conversation_id: groupId, n: list.length, last_msg_type: last.msgType, last_preview: last.preview, last_at: last.now.toISOString() });
    list.forEach((s, i) =>
      r.push({
        conversation_id: groupId,
        k: i + 1,
        msg_type: s.msgType,
        content: s.content,
        template_id: s.templateId,
        payload: s.payload,
        ext_content: s.extContent,
        sender_id: s.senderId,
        sender_role: s.role,
        sender_name: s.name,
        sender_avatar: s.avatar,
        client_msg_id: s.clientMsgId,
        created_at: s.now.toISOString(),
      }),
    );
    for (const role of new Set([...list.map((s) => s.role), CHAT_ROLE.CUSTOMER, CHAT_ROLE.PLANNER])) {
      let ownK: number | null = null;
      list.forEach((s, i) => {
        if (s.role === role) ownK = i + 1;
      });
      const addN = list.filter((s, i) => s.role !== role && i + 1 > (ownK ?? 0)).length;
      mu.push({ conversation_id: groupId, role, own_k: ownK, add_n: addN });
    }
  }
  const res = (await deps.db.execute(sql`
    with g as (
      select * from jsonb_to_recordset(${JSON.stringify(g)}::jsonb)
        as x(conversation_id text, n int, last_msg_type text, last_preview text, last_at timestamptz)
    ), r as (
      select * from jsonb_to_recordset(${JSON.stringify(r)}::jsonb)
        as x(conversation_id text, k int, msg_type text, content text, template_id text, payload jsonb, ext_content text, sender_id text,
          sender_role text, sender_name text, sender_avatar text, client_msg_id text, created_at timestamptz)
    ), mu as (
      select * from jsonb_to_recordset(${JSON.stringify(mu)}::jsonb) as x(conversation_id text, role text, own_k int, add_n int)
    ),
    c as (
      update ${chatConversations} cc
      set last_seq = cc.last_seq + g.n, last_msg_type = g.last_msg_type, last_preview = g.last_preview,
          last_message_at = g.last_at, updated_at = g.last_at
      from g
      where cc.id = g.conversation_id and cc.merged_into is null
        and not exists (
          select 1 from r where r.conversation_id = g.conversation_id and not exists (
            select 1 from ${chatMembers} mb where mb.conversation_id = r.conversation_id and mb.member_id = r.sender_id and mb.role = r.sender_role))
      returning cc.id, cc.last_seq - g.n as base, g.last_at
    ), m as (
      insert into ${chatMessages} (conversation_id, seq, msg_type, content, template_id, payload, ext_content, sender_id, sender_role,
        sender_name, sender_avatar, client_msg_id, created_at)
      select r.conversation_id, c.base + r.k, r.msg_type, r.content, r.template_id, r.payload, r.ext_content, r.sender_id, r.sender_role,
        r.sender_name, r.sender_avatar, r.client_msg_id, r.created_at
      from r join c on c.id = r.conversation_id
      order by r.conversation_id, r.k
      returning id, conversation_id, seq
    ), u as (
      update ${chatMembers} mb
      set unread = case when mu.own_k is null then mb.unread + mu.add_n else mu.add_n end,
          last_read_seq = case when mu.own_k is null then mb.last_read_seq else c.base + mu.own_k end,
          updated_at = c.last_at
      from mu join c on c.id = mu.conversation_id
      where mb.conversation_id = mu.conversation_id and mb.role = mu.role
      returning mb.conversation_id, mb.member_id
    )
    select id, conversation_id, seq, null as member_id from m
    union all
    select null, conversation_id, null, member_id from u
  `)) as unknown as { rows?: Record<string, unknown>[] } | Record<string, unknown>[];
  const rows = Array.isArray(res) ? res : (res.rows ?? []);
  const members = new Map<string, string[]>();
  for (const x of rows) {
    if (x.member_id == null) continue;
    const list = members.get(String(x.conversation_id)) ?? [];
    list.push(String(x.member_id));
    members.set(String(x.conversation_id), list);
  }
  return rows
    .filter((x) => x.member_id == null)
    .map((x) => ({ id: Number(x.id), groupId: String(x.conversation_id), seq: Number(x.seq), targets: members.get(String(x.conversation_id)) ?? [] }));
}

const committers = new WeakMap<Deps, GroupCommitter>();

/** Queues one send for the next group commit of this backend; settles once it is stored (or has failed alone). */
export function commitSend(deps: Deps, s: BatchedSend, present: (s: BatchedSend, row: Stored) => ChatMessage): Promise<ChatMessage> {
  let c = committers.get(deps);
  if (!c) committers.set(deps, (c = new GroupCommitter(deps, present)));
  return c.send(s);
}
