import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planners } from '@/server/db/schema';
import type { TestContext } from './helpers';
import { DEMO_PLANNER, IM, newVisitor, openChat, productCard, sendText, TPL, setupChatContext } from './chatFixtures';

// Chat conversations and messages: launching a goods chat, who may read a conversation, unread counts and history.
// Streams, the visitor's login and the other chat calls are in chatStream.test.ts.
let t: TestContext;
let planner: string;
setupChatContext((ctx, token) => {
  t = ctx;
  planner = token;
});

const template = (token: string, receiver: string, templateId: string, params: unknown, over: Record<string, unknown> = {}) =>
  t.call(
    'POST',
    IM.TEMPLATE,
    {
      templateId,
      receiver,
      senderName: '访客',
      msgType: 'im_tmplate',
      extContent: JSON.stringify({ productId: 'g_1' }),
      paramJsonStr: JSON.stringify(params),
      msgClass: 5,
      senderType: 'web',
      sysCode: 'crisps-app',
      ...over,
    },
    { token },
  );

describe('goods chat launch: create_session then the product card', () => {
  it('a visitor starts a goods chat; the planner sees it with the intention and the card', async () => {
    const v = await newVisitor(t);
    const s = await openChat(t, v.token);
    expect(s.groupId).toMatch(/^g_/);
    expect(s.created).toBe(true);
    const card = await template(v.token, s.groupId, TPL.PRODUCT_IMG, productCard());
    expect(card.code, card.msg).toBe(200);
    expect(card.data).toMatchObject({
      groupId: s.groupId,
      msgType: 'im_tmplate',
      templateId: TPL.PRODUCT_IMG,
      senderRole: 'customer',
      senderName: '访客',
      senderId: v.id,
      payload: { productName: '有限公司注册', price: '199.00元', routerId: 'IMRouter_APP_ProductDetail_Service' },
    });
    expect(card.data.seq).toBe(2); // 1 is the system notice

    const list = await t.call('GET', IM.LIST, { role: 'planner' }, { token: planner });
    expect(list.code, list.msg).toBe(200);
    const item = list.data.records.find((r: { groupId: string }) => r.groupId === s.groupId);
    expect(item).toMatchObject({
      myRole: 'planner',
      peer: { imUserId: v.id, userType: 'VISITOR', name: `访客${v.id.slice(-4)}` },
      intention: { intentionType: { FL20210425163710: '工商服务' }, intentionCity: { '510100': '成都市' }, requireName: '工商服务', startUserType: 'cps-app' },
      firstCard: { productName: '有限公司注册', imageUrl: '/images/gen/goods/cover-01.svg' },
      lastMessage: { seq: 2, msgType: 'im_tmplate', preview: '[商品] 有限公司注册' },
      unread: 1,
    });

    // The visitor sees the planner, and the history starts with the system notice.
    const mine = await t.call('GET', IM.LIST, {}, { token: v.token });
    expect(mine.data.totalCount).toBe(1);
    expect(mine.data.records[0]).toMatchObject({ myRole: 'customer', peer: { imUserId: DEMO_PLANNER, name: expect.any(String) }, unread: 0 });
    const history = await t.call('GET', IM.MESSAGES, { groupId: s.groupId }, { token: v.token });
    expect(history.data.records.map((m: { msgType: string }) => m.msgType)).toEqual(['system', 'im_tmplate']);
    expect(history.data.records[0].content).toContain('已为您接通规划师');

    // the planner answers with a product card of their own
    const back = await template(planner, s.groupId, TPL.PRODUCT_IMG, productCard({ productName: '代理记账', routerId: 'IMRouter_APP_ProductDetail_Service' }), {
      senderName: '伪造的名字',
    });
    expect(back).toMatchObject({ code: 200, data: { senderRole: 'planner', senderId: DEMO_PLANNER, payload: { productName: '代理记账' } } });
    expect(back.data.senderName).not.toBe('伪造的名字');
    const after = await t.call('GET', IM.LIST, {}, { token: v.token });
    expect(after.data.records[0]).toMatchObject({ unread: 1, firstCard: { productName: '有限公司注册' }, lastMessage: { preview: '[商品] 代理记账' } });
  });

  it('the same customer and planner keep one conversation', async () => {
    const v = await newVisitor(t);
    const a = await openChat(t, v.token);
    const b = await openChat(t, v.token, { requireName: '财税服务', ext: { intentionType: { FL1: '财税服务' } } });
    expect(b).toEqual({ groupId: a.groupId, created: false });
    const one = await t.call('GET', IM.ONE, { groupId: a.groupId }, { token: v.token });
    expect(one.data.intention).toMatchObject({ intentionType: { FL1: '财税服务' }, intentionCity: { '510100': '成都市' }, requireName: '财税服务' });
  });

  it('text, article and no-image cards; the text template keeps its content', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const txt = await template(v.token, groupId, TPL.TEXT, { content: '公司注册要多久？' }, { msgType: 'text' });
    expect(txt).toMatchObject({ code: 200, data: { msgType: 'im_tmplate', content: '公司注册要多久？', templateId: TPL.TEXT } });
    const art = await template(v.token, groupId, TPL.ARTICLE, { title: '注册指南', content: '三步完成', type: 'know', class: 'gs', url: '/known/detail/1' });
    expect(art).toMatchObject({ code: 200, data: { payload: { title: '注册指南', class: 'gs' } } });
    const plain = await template(v.token, groupId, TPL.PRODUCT, { ...productCard(), imageUrl: undefined, price: '面议', unit: '' });
    expect(plain.code, plain.msg).toBe(200);
    expect(plain.data.payload.imageUrl).toBeUndefined();
  });

  it('refuses bad launches and bad cards, naming the field', async () => {
    const v = await newVisitor(t);
    expect(await t.call('POST', IM.CREATE, { imUserType: 'MERCHANT_USER' }, { token: v.token })).toMatchObject({ code: 400, msg: 'imUserId：不能为空' });
    expect((await t.call('POST', IM.CREATE, { imUserId: DEMO_PLANNER, imUserType: 'BOSS' }, { token: v.token })).code).toBe(400);
    expect((await t.call('POST', IM.CREATE, { imUserId: DEMO_PLANNER, imUserType: 'MERCHANT_USER', ext: '{bad' }, { token: v.token })).msg).toBe('ext：ext格式错误');
    expect(await t.call('POST', IM.CREATE, { imUserId: 'u_nobody', imUserType: 'MERCHANT_USER' }, { token: v.token })).toMatchObject({ code: 404, msg: '规划师不存在' });
    // no token at all: the client goes to login / re-registers the visitor
    expect((await t.call('POST', IM.CREATE, { imUserId: DEMO_PLANNER, imUserType: 'MERCHANT_USER' })).code).toBe(5223);
    // a planner cannot open a conversation with themselves
    expect((await t.call('POST', IM.CREATE, { imUserId: DEMO_PLANNER, imUserType: 'MERCHANT_USER' }, { token: planner })).code).toBe(400);

    const { groupId } = await openChat(t, v.token);
    expect((await template(v.token, groupId, 'deadbeef', productCard())).msg).toBe('templateId：模板编号有误');
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, { ...productCard(), productName: '' })).msg).toBe('paramJsonStr.productName：商品名称不能为空');
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, { ...productCard(), imageUrl: 'javascript:alert(1)' })).msg).toBe(
      'paramJsonStr.imageUrl：图片地址须为 http(s) 地址或本站路径',
    );
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, { ...productCard(), routerId: 'x' })).code).toBe(400);
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, productCard(), { paramJsonStr: '{oops' })).msg).toBe('paramJsonStr：模板参数格式错误');
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, productCard(), { msgType: 'text' })).code).toBe(400);
    expect((await template(v.token, groupId, TPL.PRODUCT_IMG, productCard(), { sysCode: 'other' })).code).toBe(400);
    expect((await template(v.token, 'g_nope', TPL.PRODUCT_IMG, productCard())).code).toBe(404);
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '   ' }, { token: v.token })).msg).toBe('content：消息内容不能为空');
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: 'x'.repeat(2001) }, { token: v.token })).code).toBe(400);
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'image' }, { token: v.token })).msg).toBe('imageUrl：图片地址不能为空');
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'video', content: 'x' }, { token: v.token })).code).toBe(400);
    expect((await t.call('GET', IM.MESSAGES, { groupId, beforeSeq: 5, afterSeq: 1 }, { token: v.token })).code).toBe(400);
  });

  it('a disabled planner cannot be consulted (409)', async () => {
    const v = await newVisitor(t);
    const [other] = await t.deps.db.select().from(planners).where(eq(planners.status, 1)).limit(2).offset(1);
    await t.deps.db.update(planners).set({ status: 3 }).where(eq(planners.userId, other.userId));
    try {
      const res = await t.call('POST', IM.CREATE, { imUserId: other.userId, imUserType: 'MERCHANT_USER' }, { token: v.token });
      expect(res).toMatchObject({ code: 409, msg: '该规划师暂时无法咨询' });
    } finally {
      await t.deps.db.update(planners).set({ status: 1 }).where(eq(planners.userId, other.userId));
    }
  });
});

describe('membership', () => {
  it('nobody but the two members can read, post or mark read', async () => {
    const owner = await newVisitor(t);
    const { groupId } = await openChat(t, owner.token);
    await sendText(t, owner.token, groupId, '只给规划师看');
    const stranger = await newVisitor(t);
    const customer = (await t.loginPassword('13800138000', 'demo123456')).data.token as string;
    for (const token of [stranger.token, customer]) {
      expect(await t.call('GET', IM.MESSAGES, { groupId }, { token })).toMatchObject({ code: 403, msg: '无权访问该会话' });
      expect((await t.call('GET', IM.ONE, { groupId }, { token })).code).toBe(403);
      expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '插话' }, { token })).code).toBe(403);
      expect((await template(token, groupId, TPL.TEXT, { content: '插话' })).code).toBe(403);
      expect((await t.call('POST', IM.READ, { groupId, seq: 9 }, { token })).code).toBe(403);
      const theirs = await t.call('GET', IM.LIST, {}, { token });
      expect(theirs.data.records.map((r: { groupId: string }) => r.groupId)).not.toContain(groupId);
      // the stranger cannot look the visitor up either
      expect((await t.call('GET', IM.USER_INFO, { imUserId: owner.id }, { token })).code).toBe(403);
    }
    // the planner of the conversation can, and sees the visitor's profile
    expect((await t.call('GET', IM.MESSAGES, { groupId }, { token: planner })).code).toBe(200);
    expect(await t.call('GET', IM.USER_INFO, { imUserId: owner.id }, { token: planner })).toMatchObject({ code: 200, data: { userType: 'VISITOR' } });
    // nothing the stranger tried was stored
    const all = await t.call('GET', IM.MESSAGES, { groupId }, { token: owner.token });
    expect(all.data.records.map((m: { content: string }) => m.content)).not.toContain('插话');
    expect((await t.call('GET', IM.MESSAGES, { groupId: 'g_unknown' }, { token: owner.token })).code).toBe(404);
  });

  it('text is stored exactly as sent (never turned into HTML)', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const raw = '<img src=x onerror=alert(1)> & "引号"\n第二行  ';
    const sent = await sendText(t, v.token, groupId, raw);
    expect(sent.content).toBe(raw);
    const got = await t.call('GET', IM.MESSAGES, { groupId, afterSeq: sent.seq - 1 }, { token: planner });
    expect(got.data.records[0].content).toBe(raw);
  });
});

describe('unread counts, read cursors, history paging', () => {
  it('counts the peer’s messages until read; the cursor never moves back', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const before = (await t.call('GET', IM.UNREAD, {}, { token: planner })).data.total as number;
    await sendText(t, v.token, groupId, '你好');
    await sendText(t, v.token, groupId, '在吗');
    expect((await t.call('GET', IM.UNREAD, {}, { token: planner })).data.total).toBe(before + 2);
    expect((await t.call('GET', IM.UNREAD, {}, { token: v.token })).data.total).toBe(0);

    const r1 = await sendText(t, planner, groupId, '您好，请讲');
    const r2 = await sendText(t, planner, groupId, '有什么可以帮您？');
    const r3 = await sendText(t, planner, groupId, '在的');
    expect(r1.senderRole).toBe('planner');
    // replying marks the planner's side read
    expect((await t.call('GET', IM.UNREAD, {}, { token: planner })).data.total).toBe(before);
    expect((await t.call('GET', IM.UNREAD, {}, { token: v.token })).data.total).toBe(3);

    const read = await t.call('POST', IM.READ, { groupId, seq: r2.seq }, { token: v.token });
    expect(read).toMatchObject({ code: 200, data: { groupId, lastReadSeq: r2.seq, unread: 1, unreadTotal: 1 } });
    const back = await t.call('POST', IM.READ, { groupId, seq: 1 }, { token: v.token });
    expect(back.data).toMatchObject({ lastReadSeq: r2.seq, unread: 1 });
    await t.call('POST', IM.READ, { groupId, seq: 9999 }, { token: v.token });
    expect((await t.call('GET', IM.UNREAD, {}, { token: v.token })).data.total).toBe(0);

    const seen = await t.call('GET', IM.ONE, { groupId }, { token: planner });
    expect(seen.data).toMatchObject({ peerReadSeq: r3.seq, lastSeq: r3.seq, unread: 0 });
  });

  it('pages history upward and catches up after a seq', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    for (let i = 1; i <= 24; i++) await sendText(t, v.token, groupId, `第${i}条`);
    // seq 1 is the system notice, so messages are seq 2..25
    const p1 = await t.call('GET', IM.MESSAGES, { groupId }, { token: v.token });
    expect(p1.data.hasMore).toBe(true);
    expect(p1.data.records.map((m: { seq: number }) => m.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 6));
    const p2 = await t.call('GET', IM.MESSAGES, { groupId, beforeSeq: 6 }, { token: v.token });
    expect(p2.data).toMatchObject({ hasMore: false });
    expect(p2.data.records.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    const up = await t.call('GET', IM.MESSAGES, { groupId, afterSeq: 22, limit: 2 }, { token: planner });
    expect(up.data).toMatchObject({ hasMore: true, records: [{ seq: 23, content: '第22条' }, { seq: 24 }] });
  });

  it('a repeated clientMsgId returns the first message instead of a duplicate', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const a = await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '一次', clientMsgId: 'c-1' }, { token: v.token });
    const b = await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '一次', clientMsgId: 'c-1' }, { token: v.token });
    expect(b.data.id).toBe(a.data.id);
    expect((await t.call('GET', IM.ONE, { groupId }, { token: v.token })).data.lastSeq).toBe(a.data.seq);
  });

  it('sending is rate-limited per identity', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: `m${i}` }, { token: v.token })).code);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
    // another identity is not affected
    expect((await t.call('POST', IM.SEND, { groupId, msgType: 'text', content: '我来回复' }, { token: planner })).code).toBe(200);
  });
});
