import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { USER_TYPE } from '@/lib/constants';
import type { ChatMessage } from '@/lib/contract/chat/api';
import { sendMsg } from '@/server/modules/chat/messages';
import type { Caller } from '@/server/modules/chat/membership';
import { hubOf } from '@/server/modules/chat/realtime';
import { MAX_QUEUED } from '@/server/modules/chat/routes';
import { chatMembers, chatMessages } from '@/server/modules/chat/schema';
import type { TestContext } from './helpers';
import { DEMO_PLANNER, IM, newVisitor, openChat, openStream, sendText, setupChatContext } from './chatFixtures';

// Group commit of chat sends (docs/adr/0025) and the cap on a slow stream's buffer. Its own context: the sends
// here would otherwise eat the per-identity rate limit of the other chat files.

let t: TestContext;
let planner: string;
setupChatContext((ctx, token) => {
  t = ctx;
  planner = token;
});

const visitorCaller = (id: string): Caller => ({ id, userType: USER_TYPE.VISITOR, sessionId: 'test', visitor: true });
const plannerCaller: Caller = { id: DEMO_PLANNER, userType: 'MERCHANT_USER', sessionId: 'test', visitor: false };

async function stored(groupId: string) {
  return t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, groupId)).orderBy(asc(chatMessages.seq));
}

describe('group commit', () => {
  it('50 concurrent sends in one conversation: each stored once, gapless seqs, the stream sees them in order', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const stream = await openStream(t, planner);
    const before = (await stored(groupId)).length;
    const sends = Array.from({ length: 50 }, (_, i) => {
      const token = i % 2 ? planner : v.token;
      return t.call('POST', IM.SEND, { groupId, msgType: 'text', content: `并发消息 ${i}`, clientMsgId: `gc-${i}` }, { token });
    });
    const answers = await Promise.all(sends);
    for (const a of answers) expect(a.code, a.msg).toBe(200);

    const rows = await stored(groupId);
    expect(rows).toHaveLength(before + 50);
    const mine = rows.slice(before);
    expect(new Set(mine.map((r) => r.clientMsgId)).size).toBe(50);
    expect(mine.map((r) => r.seq)).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    // ids follow seqs (the replay on reconnect goes by id)
    expect([...mine].sort((a, b) => a.id - b.id).map((r) => r.seq)).toEqual(mine.map((r) => r.seq));
    // every sender got its own row back
    answers.forEach((a, i) => {
      const row = mine.find((r) => r.clientMsgId === `gc-${i}`)!;
      expect(a.data).toMatchObject({ id: String(row.id), seq: row.seq, content: `并发消息 ${i}`, clientMsgId: `gc-${i}` });
    });
    // counters as if the messages had been sent one by one
    const members = await t.deps.db.select().from(chatMembers).where(eq(chatMembers.conversationId, groupId));
    for (const m of members) {
      const lastOwn = [...mine].reverse().find((r) => r.senderRole === m.role)!;
      expect(m.lastReadSeq).toBe(lastOwn.seq);
      expect(m.unread).toBe(mine.filter((r) => r.senderRole !== m.role && r.seq > lastOwn.seq).length);
    }

    const seen: number[] = [];
    while (seen.length < 50) {
      const ev = await stream.nextOf('message');
      const m = (ev.data as { message: ChatMessage }).message;
      if (m.groupId === groupId) seen.push(m.seq);
    }
    expect(seen).toEqual(mine.map((r) => r.seq));
    await stream.close();
  });

  it('keeps the arrival order of one conversation: seqs follow the order the sends reached the server', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    // Sends made one after another (no await between) reach the queue, and so the seqs, in call order.
    await sendText(t, planner, groupId, '规划师热身');
    const first = await sendText(t, v.token, groupId, '热身');
    const me = visitorCaller((await stored(groupId)).find((r) => String(r.id) === first.id)!.senderId);
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        sendMsg(t.deps, i % 3 ? me : plannerCaller, { groupId, msgType: 'text', content: `顺序 ${i}`, clientMsgId: `ord-${i}` }),
      ),
    );
    expect(sent.map((m) => m.seq)).toEqual(Array.from({ length: 30 }, (_, i) => first.seq + 1 + i));
    expect((await stored(groupId)).slice(-30).map((r) => r.content)).toEqual(Array.from({ length: 30 }, (_, i) => `顺序 ${i}`));
  });

  it('a failing row fails alone: a repeated clientMsgId gets the first message, a stranger is refused, the rest are stored', async () => {
    const a = await newVisitor(t);
    const b = await newVisitor(t);
    const ga = (await openChat(t, a.token)).groupId;
    const gb = (await openChat(t, b.token)).groupId;
    const firstA = await sendText(t, a.token, ga, '热身 A');
    const firstB = await sendText(t, b.token, gb, '热身 B');
    const callerA = visitorCaller((await stored(ga)).find((r) => String(r.id) === firstA.id)!.senderId);
    const callerB = visitorCaller((await stored(gb)).find((r) => String(r.id) === firstB.id)!.senderId);
    const results = await Promise.allSettled([
      sendMsg(t.deps, callerA, { groupId: ga, msgType: 'text', content: 'A1', clientMsgId: 'dup-1' }),
      sendMsg(t.deps, callerB, { groupId: gb, msgType: 'text', content: 'B1', clientMsgId: 'b-1' }),
      sendMsg(t.deps, callerA, { groupId: ga, msgType: 'text', content: 'A1 again', clientMsgId: 'dup-1' }),
      sendMsg(t.deps, callerB, { groupId: ga, msgType: 'text', content: 'not mine', clientMsgId: 'x-1' }),
      sendMsg(t.deps, callerA, { groupId: ga, msgType: 'text', content: 'A2', clientMsgId: 'a-2' }),
      sendMsg(t.deps, callerB, { groupId: gb, msgType: 'text', content: 'B2', clientMsgId: 'b-2' }),
    ]);
    const [a1, b1, a1again, stranger, a2, b2] = results;
    for (const r of [a1, b1, a1again, a2, b2]) expect(r.status).toBe('fulfilled');
    const val = (r: PromiseSettledResult<ChatMessage>) => (r as PromiseFulfilledResult<ChatMessage>).value;
    expect(val(a1again).id).toBe(val(a1).id);
    expect(stranger.status).toBe('rejected');
    expect((stranger as PromiseRejectedResult).reason).toMatchObject({ code: 403 });
    expect((await stored(ga)).slice(-2).map((r) => r.content)).toEqual(['A1', 'A2']);
    expect((await stored(gb)).slice(-2).map((r) => r.content)).toEqual(['B1', 'B2']);
    const dupRows = await t.deps.db.select().from(chatMessages).where(and(eq(chatMessages.conversationId, ga), eq(chatMessages.clientMsgId, 'dup-1')));
    expect(dupRows).toHaveLength(1);
  });

  it('membership is checked by the statement itself: a sender moved out meanwhile is refused, the peer is not', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const first = await sendText(t, v.token, groupId, '热身');
    const caller = visitorCaller((await stored(groupId)).find((r) => String(r.id) === first.id)!.senderId);
    // The customer side moves to someone else (as another instance's claim would).
    await t.deps.db
      .update(chatMembers)
      .set({ memberId: 'u_someone_else' })
      .where(and(eq(chatMembers.conversationId, groupId), eq(chatMembers.role, 'customer')));
    const [refused, ok] = await Promise.allSettled([
      sendMsg(t.deps, caller, { groupId, msgType: 'text', content: '已不是成员' }),
      sendMsg(t.deps, plannerCaller, { groupId, msgType: 'text', content: '规划师照常' }),
    ]);
    expect(refused.status).toBe('rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 403 });
    expect(ok.status).toBe('fulfilled');
    expect((await stored(groupId)).map((r) => r.content)).not.toContain('已不是成员');
  });
});

describe('a slow stream', () => {
  it('is told to resync once it falls MAX_QUEUED events behind, and holds no more than that', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const hub = hubOf(t.deps);
    const streamsBefore = hub.streamCount;
    const slow = await openStream(t, v.token);
    const target = slow.ready.data as { imUserId: string };
    // The client reads nothing while far more events than the cap are published to it.
    for (let i = 0; i < MAX_QUEUED + 100; i++) await hub.publish({ targets: [target.imUserId], event: 'read', data: { groupId, role: 'planner', lastReadSeq: i } });
    // Now it reads: at most what was in flight before the cap, then the resync notice, then the end.
    let reads = 0;
    for (;;) {
      const ev = await slow.next(10_000);
      if (ev.event === 'resync') {
        expect(ev.data).toMatchObject({ reason: 'slow_consumer', maxQueued: MAX_QUEUED });
        break;
      }
      expect(ev.event).toBe('read');
      reads++;
    }
    expect(reads).toBeLessThan(MAX_QUEUED);
    await expect(slow.next(5_000)).rejects.toThrow('SSE stream ended');
    for (let i = 0; i < 100 && hub.streamCount > streamsBefore; i++) await new Promise((r) => setTimeout(r, 20));
    expect(hub.streamCount).toBe(streamsBefore);
  });
});
