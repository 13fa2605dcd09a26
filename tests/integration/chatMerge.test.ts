import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatConversations, chatMessages } from '@/server/modules/chat/schema';
import { CHAT_MERGED } from '@/lib/contract/chat/enums';
import type { TestContext } from './helpers';
import { IM, newVisitor, openChat, sendText, setupChatContext } from './chatFixtures';

// A customer who already talks to a planner, chats with the same planner as a visitor (another device, logged
// out) and then logs in: the planner must see one conversation for that customer, with the whole history in order.

let t: TestContext;
let planner: string;
setupChatContext((ctx, token) => {
  t = ctx;
  planner = token;
});

async function smsLogin(phone: string, visitor?: { id: string; token: string }) {
  const smsCode = await t.sendCode(phone);
  const r = await t.call('POST', '/api/authentication/login', { accountChannel: 'AUTH_PHONE_VERIFY', phone, smsCode, userType: 'ORDINARY_USER', ...(visitor ? { anonymousId: visitor.id, visitorToken: visitor.token } : {}) });
  expect(r.code, r.msg).toBe(200);
  return r.data as { token: string; userId: string };
}

const contents = (records: { content: string; msgType: string }[]) => records.filter((m) => m.msgType === 'text').map((m) => m.content);

describe('a visitor conversation folds into the account’s conversation with the same planner', () => {
  it('one conversation, the history in order, counters added up, and the old id sends the visitor on', async () => {
    const phone = t.phone();
    const first = await smsLogin(phone);
    const { groupId: kept } = await openChat(t, first.token);
    await sendText(t, first.token, kept, '账号里的第一个问题');
    await sendText(t, planner, kept, '账号里的回答');
    t.advance(60_000);

    const v = await newVisitor(t);
    const { groupId: visiting } = await openChat(t, v.token, { requireCode: 'FL20210425164438', requireName: '商标服务' });
    expect(visiting).not.toBe(kept);
    await sendText(t, v.token, visiting, '访客时问的商标问题');
    await sendText(t, planner, visiting, '规划师回复访客');
    // the planner has two conversations with what is, unknown to them, one person
    const before = await t.call('GET', IM.LIST, {}, { token: planner });
    expect(before.data.records.map((r: { groupId: string }) => r.groupId)).toEqual(expect.arrayContaining([kept, visiting]));

    t.advance(61_000);
    const user = await smsLogin(phone, v);
    expect(user.userId).toBe(first.userId);

    const mine = await t.call('GET', IM.LIST, {}, { token: user.token });
    expect(mine.data.records.map((r: { groupId: string }) => r.groupId)).toEqual([kept]);
    // both answers unread: one from each conversation
    expect(mine.data.records[0]).toMatchObject({ unread: 2 });
    expect((await t.call('GET', IM.UNREAD, {}, { token: user.token })).data.total).toBe(2);
    const after = await t.call('GET', IM.LIST, {}, { token: planner });
    const ids = after.data.records.map((r: { groupId: string }) => r.groupId);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(visiting);

    const history = await t.call('GET', IM.MESSAGES, { groupId: kept, limit: 50 }, { token: user.token });
    expect(contents(history.data.records)).toEqual(['账号里的第一个问题', '账号里的回答', '访客时问的商标问题', '规划师回复访客']);
    const seqs = history.data.records.map((m: { seq: number }) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(seqs.length);
    const [conv] = await t.deps.db.select().from(chatConversations).where(eq(chatConversations.id, kept));
    expect(conv.lastSeq).toBe(Math.max(...seqs));
    // the newer consultation's intention wins
    expect(conv.requireName).toBe('商标服务');
    expect(await t.deps.db.select().from(chatMessages).where(eq(chatMessages.conversationId, visiting))).toEqual([]);

    // the visitor's old id (still open on the device) answers where the conversation went, to the account and the planner
    for (const token of [user.token, planner]) {
      const gone = await t.call('GET', IM.MESSAGES, { groupId: visiting }, { token });
      expect(gone.code).toBe(CHAT_MERGED);
      expect(gone.data).toEqual({ groupId: kept });
    }
    const late = await t.call('POST', IM.SEND, { groupId: visiting, msgType: 'text', content: '发到旧会话' }, { token: planner });
    expect(late.code).toBe(CHAT_MERGED);

    // the conversation goes on: a new message follows the moved ones
    const next = await sendText(t, user.token, kept, '登录后继续问');
    expect(next.seq).toBe(Math.max(...seqs) + 1);
    // a new launch with the planner finds the kept conversation, never the folded one, however recent it looks
    await t.deps.db.update(chatConversations).set({ updatedAt: new Date(t.deps.now().getTime() + 3_600_000) }).where(eq(chatConversations.id, visiting));
    expect(await openChat(t, user.token)).toEqual({ groupId: kept, created: false });
  });
});
