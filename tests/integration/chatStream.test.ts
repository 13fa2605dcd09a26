import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartBody, type TestContext } from './helpers';
import { DEMO_PLANNER, IM, newVisitor, openChat, openStream, sendText, setupChatContext } from './chatFixtures';

// Chat streams (SSE tickets, replay), a visitor who logs in keeping their conversation, and the other chat calls of
// spec §7 (online service, people, image upload). Conversations and messages are in chat.test.ts.

let t: TestContext;
let planner: string;
setupChatContext((ctx, token) => {
  t = ctx;
  planner = token;
});

describe('a visitor who logs in keeps their conversation', () => {
  it('moves to the account bound to the visitor id, and stays out of reach of others', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    await sendText(t, v.token, groupId, '访客时问的问题');
    await sendText(t, planner, groupId, '规划师的回答');

    const phone = t.phone();
    const smsCode = await t.sendCode(phone);
    const login = await t.call('POST', '/api/authentication/login', {
      accountChannel: 'AUTH_PHONE_VERIFY',
      phone,
      smsCode,
      userType: 'ORDINARY_USER',
      anonymousId: v.id,
      visitorToken: v.token,
    });
    expect(login.code, login.msg).toBe(200);
    const user = login.data.token as string;

    const list = await t.call('GET', IM.LIST, {}, { token: user });
    expect(list.data.records.map((r: { groupId: string }) => r.groupId)).toEqual([groupId]);
    expect(list.data.records[0]).toMatchObject({ myRole: 'customer', unread: 1 });
    expect((await t.call('GET', IM.UNREAD, {}, { token: user })).data.total).toBe(1);
    const history = await t.call('GET', IM.MESSAGES, { groupId }, { token: user });
    expect(history.data.records.map((m: { content: string }) => m.content)).toContain('访客时问的问题');
    const mine = await sendText(t, user, groupId, '登录后继续问');
    expect(mine.senderRole).toBe('customer');
    // the planner sees one conversation whose customer is now the account
    const item = (await t.call('GET', IM.ONE, { groupId }, { token: planner })).data;
    expect(item.peer).toMatchObject({ imUserId: login.data.userId, userType: 'ORDINARY_USER' });
    // the old visitor token no longer reaches it; another account never did
    expect((await t.call('GET', IM.MESSAGES, { groupId }, { token: v.token })).code).toBe(403);
    const other = (await t.loginPassword('13800138001', 'demo123456')).data.token as string;
    expect((await t.call('GET', IM.MESSAGES, { groupId }, { token: other })).code).toBe(403);
    // a second launch with the same planner returns the same conversation
    expect(await openChat(t, user)).toEqual({ groupId, created: false });
  });
});

describe('real time (SSE)', () => {
  it('delivers messages, read receipts and new conversations to the members’ streams only', async () => {
    const v = await newVisitor(t);
    const plannerStream = await openStream(t, planner);
    expect(plannerStream.ready.data).toMatchObject({ imUserId: DEMO_PLANNER, userType: 'MERCHANT_USER' });
    const { groupId } = await openChat(t, v.token);
    const conv = await plannerStream.nextOf('conversation');
    expect(conv.data).toMatchObject({ groupId, created: true });

    const visitorStream = await openStream(t, v.token);
    const stranger = await newVisitor(t);
    const strangerStream = await openStream(t, stranger.token);

    const sent = await sendText(t, v.token, groupId, '实时消息');
    const got = await plannerStream.nextOf('message');
    expect(got.id).toBe(sent.id);
    expect(got.data).toMatchObject({ groupId, message: { id: sent.id, content: '实时消息', senderRole: 'customer' } });
    // the sender's own stream gets it too (other tabs)
    expect((await visitorStream.nextOf('message')).data).toMatchObject({ message: { id: sent.id } });

    await t.call('POST', IM.READ, { groupId, seq: sent.seq }, { token: planner });
    expect((await visitorStream.nextOf('read')).data).toEqual({ groupId, role: 'planner', lastReadSeq: sent.seq });

    await expect(strangerStream.nextOf('message', 300)).rejects.toThrow('no SSE event in time');
    await Promise.all([plannerStream.close(), visitorStream.close(), strangerStream.close()]);
  });

  it('replays missed messages after Last-Event-ID', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const first = await sendText(t, planner, groupId, '第一条');
    const a = await sendText(t, planner, groupId, '断线时的消息一');
    const b = await sendText(t, planner, groupId, '断线时的消息二');
    const s = await openStream(t, v.token, `&lastEventId=${first.id}`);
    expect((await s.nextOf('message')).id).toBe(a.id);
    expect((await s.nextOf('message')).id).toBe(b.id);
    await s.close();
  });

  it('refuses a missing, forged or expired ticket', async () => {
    const none = await t.request('GET', IM.EVENTS, undefined, { sign: false });
    expect(none.status).toBe(401);
    const v = await newVisitor(t);
    const tk = (await t.call('POST', IM.TICKET, {}, { token: v.token })).data.ticket as string;
    const [body] = tk.split('.');
    const forged = await t.request('GET', `${IM.EVENTS}?ticket=${body}.AAAA`, undefined, { sign: false });
    expect(forged.status).toBe(401);
    t.advance(61_000);
    try {
      const late = await t.request('GET', `${IM.EVENTS}?ticket=${encodeURIComponent(tk)}`, undefined, { sign: false });
      expect(late.status).toBe(401);
    } finally {
      t.advance(-61_000);
    }
    // the ticket endpoint itself is signed and needs a token
    expect((await t.call('POST', IM.TICKET, {})).code).toBe(5223);
    expect((await t.call('POST', IM.TICKET, {}, { sign: false, token: v.token })).code).toBe(4001);
  });
});

describe('other chat calls (spec §7)', () => {
  it('online customer service routes to an online planner (a live session) and reuses the conversation', async () => {
    const login = await t.loginPassword('13800138000', 'demo123456');
    const token = login.data.token as string;
    const body = {
      userCenterTag: login.data.userId,
      userName: '薯片用户8000',
      userNo: login.data.userNo,
      platform: 'COMDIC_TERMINAL_WAP',
      port: 'STAFF_PORT_WAP',
      entrance: 'STAFF_DETAIL_PAGE_CODE',
      province: '510000',
      city: '510100',
      customerType: '1',
    };
    const a = await t.call('POST', IM.KEFU, body, { token });
    expect(a.code, a.msg).toBe(200);
    expect(a.data).toMatchObject({ groupInfo: { groupId: expect.stringMatching(/^g_/), created: true }, planner: { mchUserId: DEMO_PLANNER } });
    const b = await t.call('POST', IM.KEFU, body, { token });
    expect(b.data.groupInfo).toEqual({ groupId: a.data.groupInfo.groupId, created: false });
    const conv = await t.call('GET', IM.ONE, { groupId: a.data.groupInfo.groupId }, { token });
    expect(conv.data).toMatchObject({ source: 'kefu', intention: { requireName: '在线客服' } });
    expect((await t.call('POST', IM.KEFU, { ...body, userCenterTag: 'u_someone_else' }, { token })).code).toBe(403);
    expect((await t.call('POST', IM.KEFU, { ...body, customerType: '2' }, { token })).code).toBe(400);
  });

  it('planner detail, user info, refresh base user and share records', async () => {
    const v = await newVisitor(t);
    const d = await t.call('GET', IM.PLANNER, { mchUserId: DEMO_PLANNER }, { token: v.token });
    expect(d).toMatchObject({ code: 200, data: { mchUserId: DEMO_PLANNER, status: 1, online: true } });
    expect(JSON.stringify(d.data)).not.toContain('1390013');
    expect((await t.call('GET', IM.PLANNER, { mchUserId: 'u_nobody' }, { token: v.token })).code).toBe(404);
    expect(await t.call('GET', IM.USER_INFO, { imUserId: DEMO_PLANNER }, { token: v.token })).toMatchObject({ code: 200, data: { name: d.data.name } });

    const me = await t.call('POST', IM.REFRESH, {}, { token: v.token });
    expect(me).toMatchObject({ code: 200, data: { imUserId: v.id, userType: 'VISITOR', name: `访客${v.id.slice(-4)}`, unreadTotal: 0 } });

    const { groupId } = await openChat(t, v.token);
    expect(await t.call('POST', IM.SHARE, { mchUserId: DEMO_PLANNER, groupId, channel: 'chat' }, { token: v.token })).toMatchObject({
      code: 200,
      data: { id: expect.stringMatching(/^sr_/) },
    });
    const stranger = await newVisitor(t);
    expect((await t.call('POST', IM.SHARE, { mchUserId: DEMO_PLANNER, groupId }, { token: stranger.token })).code).toBe(403);
    expect((await t.call('POST', IM.SHARE, { mchUserId: DEMO_PLANNER, channel: 'fax' }, { token: v.token })).code).toBe(400);
  });

  it('uploads an image and sends it; refuses what is not an image', async () => {
    const v = await newVisitor(t);
    const { groupId } = await openChat(t, v.token);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f60' } }).png().toBuffer();
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await uploadMultipart(fd, v.token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ width: 40, height: 30, url: expect.stringMatching(/^\/api\/img\?src=%2Ffiles%2Fchat%2F/) });
    const img = await t.call('POST', IM.SEND, { groupId, msgType: 'image', imageUrl: res.data.url, width: 40, height: 30 }, { token: v.token });
    expect(img).toMatchObject({ code: 200, data: { msgType: 'image', payload: { url: res.data.url, width: 40, height: 30 } } });
    const served = await t.request('GET', res.data.url, undefined, { sign: false });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);

    const bad = new FormData();
    bad.append('file', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }), 'x.png');
    expect((await uploadMultipart(bad, v.token)).msg).toBe('file：仅支持 jpg、png、gif、webp 图片');
    expect((await uploadMultipart(new FormData(), v.token)).msg).toBe('file：请选择图片');
    // A real PNG header followed by garbage passes a first-bytes sniff; the full decode refuses it.
    const broken = new FormData();
    const garbage = Buffer.concat([png.subarray(0, 33), Buffer.alloc(400, 7)]);
    broken.append('file', new Blob([new Uint8Array(garbage)], { type: 'image/png' }), 'b.png');
    const refused = await uploadMultipart(broken, v.token);
    expect(refused.code).toBe(400);
    expect(refused.msg).toMatch(/^file：/);
  });
});

/** Multipart upload signed like lib/http does it (the body's SHA-256 is signed). */
async function uploadMultipart(fd: FormData, token: string) {
  const { computeSign, SIGN_HEADERS } = await import('@/lib/sign');
  const { SYS_CODE } = await import('@/lib/constants');
  const time = t.deps.now().getTime();
  const nonce = `up-${Math.random().toString(36).slice(2)}`;
  const mp = await multipartBody(fd);
  const sign = computeSign({ method: 'POST', path: IM.UPLOAD, data: '', bodySha256: mp.sha256, token, time, nonce, sysCode: SYS_CODE, secret: t.deps.config.signSecret });
  const res = await t.app.request(IM.UPLOAD, {
    method: 'POST',
    body: mp.bytes,
    headers: {
      'content-type': mp.contentType,
      [SIGN_HEADERS.bodySha256]: mp.sha256,
      'X-Auth-Token': token,
      [SIGN_HEADERS.sign]: sign,
      [SIGN_HEADERS.time]: String(time),
      [SIGN_HEADERS.nonce]: nonce,
      [SIGN_HEADERS.sysCode]: SYS_CODE,
      'x-forwarded-for': t.ctx.ip,
    },
  });
  return (await res.json()) as { code: number; data: { url: string; width: number; height: number }; msg: string };
}
