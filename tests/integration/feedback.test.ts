import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedbacks, uploads } from '@/server/db/schema';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { newVisitor } from './chatFixtures';
import { OPERATOR_TOKEN, PNG_1x1, op, upload } from './aftersaleFixtures';

// 我要吐槽: bad input named by field, text sanitised, pictures only the sender's own and once, the day's quota exact
// under 50 concurrent submissions, one's own feedback only, and the operator's one reply (a second is 409).

let t: TestContext;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const TYPES = '/api/complain/v1/types';
const ADD = '/api/complain/v1/add';
const LIST = '/api/complain/v1/list';
const DETAIL = '/api/complain/v1/detail';
const OP_LIST = '/api/complain/v1/operator/list';
const OP_REPLY = '/api/complain/v1/operator/reply';

const TEXT = '下单后找不到合同入口，希望在订单详情里加上';
const customer = async () => t.loginSms(t.phone(), { ip: randomIp() });
const send = (token: string, over: Record<string, unknown> = {}) => t.call('POST', ADD, { typeCode: 'FED_FUNCTION', content: TEXT, ...over }, { token });
const sendOk = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await send(token, over);
  expect(r.code, r.msg).toBe(200);
  return r.data as { id: string; status: string; images: string[]; content: string; contactPhone: string };
};

describe('types and bad input', () => {
  it('lists the kinds without a login', async () => {
    const r = await t.call('GET', TYPES);
    expect(r.code).toBe(200);
    expect(r.data.map((x: { name: string }) => x.name)).toEqual(['功能异常', '体验问题', '订单支付', '服务投诉', '产品建议', '其他']);
  });

  it('answers with an envelope naming the field, never 500', async () => {
    const { token } = await customer();
    const msg = async (over: Record<string, unknown>) => (await send(token, over)).msg;
    expect(await msg({ typeCode: undefined })).toBe('typeCode：请选择反馈或建议的类型');
    expect(await msg({ typeCode: 'FED_X' })).toBe('typeCode：反馈类型有误');
    expect(await msg({ content: undefined })).toBe('content：不能为空');
    expect(await msg({ content: '太短了只有九个字' })).toBe('content：描述问题为必填，长度为10-200个字');
    expect(await msg({ content: '长'.repeat(201) })).toBe('content：描述问题为必填，长度为10-200个字');
    expect(await msg({ content: '<script>alert("这是十个以上的字符啊")</script>' })).toBe('content：描述问题为必填，长度为10-200个字');
    expect(await msg({ content: '😀😀😀😀😀😀😀😀😀😀短' })).toBe('content：描述问题为必填，长度为10-200个字');
    expect(await msg({ images: 'a,b,c,d' })).toBe('images：图片最多3项');
    expect(await msg({ images: 'not-an-upload' })).toBe('images：图片地址有误，请重新上传');
    expect(await msg({ contactPhone: '12345' })).toBe('contactPhone：联系电话格式不正确');
    expect(await msg({ equipment: 'x'.repeat(61) })).toBe('equipment：设备信息过长');
    expect((await t.call('GET', LIST, { status: 'DONE' }, { token })).msg).toBe('status：状态有误');
    expect((await t.call('GET', DETAIL, { id: '' }, { token })).code).toBe(400);
    expect((await t.call('GET', LIST, undefined, { token })).data.totalCount).toBe(0);
  });

  it('needs an account', async () => {
    expect((await t.call('POST', ADD, { typeCode: 'FED_FUNCTION', content: TEXT })).code).toBe(5223);
    expect((await t.call('GET', LIST)).code).toBe(5223);
    const visitor = await newVisitor(t);
    expect((await send(visitor.token)).code).toBe(403);
  });
});

describe('sending and reading', () => {
  it('keeps plain text, the sender’s pictures and contact phone; lists and shows only one’s own', async () => {
    const me = await customer();
    const img = await upload(t, me.token, PNG_1x1, 'shot.png', 'other');
    expect(img.code, img.msg).toBe(200);
    const fb = await sendOk(me.token, { content: `<b>${TEXT}</b><img src=x onerror=alert(1)>😀`, images: img.data.url, typeCode: 'FED_SUGGESTION' });
    expect(fb).toMatchObject({ content: TEXT, images: [img.data.url], status: 'OPEN', contactPhone: expect.stringMatching(/^1\d{10}$/) });
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, img.data.id));
    expect(row.attachedTo).toBe(`feedback:${fb.id}`);

    const withPhone = await sendOk(me.token, { contactPhone: '13912345678' });
    expect(withPhone.contactPhone).toBe('13912345678');

    const l = await t.call('GET', LIST, { page: 1, limit: 10 }, { token: me.token });
    expect(l.data.totalCount).toBe(2);
    expect(l.data.records.map((r: { id: string }) => r.id)).toEqual([withPhone.id, fb.id]);
    expect((await t.call('GET', LIST, { status: 'REPLIED' }, { token: me.token })).data.totalCount).toBe(0);
    const d = await t.call('GET', DETAIL, { id: fb.id }, { token: me.token });
    expect(d.data).toMatchObject({ id: fb.id, typeName: '产品建议', statusText: '待处理', isDispose: 0, replyContent: null });

    const other = await customer();
    const theirs = await t.call('GET', DETAIL, { id: fb.id }, { token: other.token });
    expect(theirs.code).toBe(404);
    expect(theirs.msg).toBe('反馈不存在');
    expect((await t.call('GET', LIST, undefined, { token: other.token })).data.totalCount).toBe(0);
  });

  it("refuses pictures that are someone else's or already used, and gives the day's slot back", async () => {
    const me = await customer();
    const other = await customer();
    const theirs = await upload(t, other.token, PNG_1x1, 'x.png', 'other');
    const r = await send(me.token, { images: theirs.data.id });
    expect(r.code).toBe(403);
    const mine = await upload(t, me.token, PNG_1x1, 'y.png', 'other');
    await sendOk(me.token, { images: mine.data.id });
    expect((await send(me.token, { images: mine.data.id })).code).toBe(403);
    // Two refused sends spent nothing: four more of today's five still go through.
    for (let i = 0; i < 4; i++) await sendOk(me.token, { content: `${TEXT}第${i}次` });
    expect((await send(me.token)).code).toBe(429);
  });
});

describe('quota under concurrency', () => {
  it('saves exactly 5 of 50 submissions sent at once', async () => {
    const { token, userId } = await customer();
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => send(token, { content: `${TEXT}（第${i}条）` })));
    expect(res.filter((r) => r.code === 200)).toHaveLength(5);
    const refused = res.filter((r) => r.code !== 200);
    expect(new Set(refused.map((r) => `${r.code} ${r.msg}`))).toEqual(new Set(['429 今日反馈次数已达上限，请明天再试']));
    expect(await t.deps.db.select().from(feedbacks).where(eq(feedbacks.userId, userId))).toHaveLength(5);
    // The next China day opens a new quota.
    t.advance(24 * 3600_000);
    expect((await send(token)).code).toBe(200);
  });
});

describe('the operator', () => {
  it('needs the operator token; lists open feedback; replies once (a second reply is 409)', async () => {
    const me = await customer();
    const fb = await sendOk(me.token, { typeCode: 'FED_SERVICE' });
    expect((await t.call('GET', OP_LIST)).code).toBe(403);
    expect((await t.call('GET', OP_LIST, undefined, { token: me.token })).code).toBe(403);
    expect((await t.call('POST', OP_REPLY, { id: fb.id, content: '好的' }, { token: me.token })).code).toBe(403);
    expect((await t.call('GET', OP_LIST, undefined, { headers: { 'x-operator-token': 'wrong-token-0123456789abc' } })).code).toBe(403);

    const queue = await t.call('GET', OP_LIST, { limit: 30 }, op);
    expect(queue.code, queue.msg).toBe(200);
    const mine = queue.data.records.find((r: { id: string }) => r.id === fb.id);
    expect(mine).toMatchObject({ userId: me.userId, terminalCode: 'COMDIC_TERMINAL_WAP', status: 'OPEN' });

    expect((await t.call('POST', OP_REPLY, { id: fb.id }, op)).msg).toBe('content：不能为空');
    expect((await t.call('POST', OP_REPLY, { id: fb.id, content: '<p></p>' }, op)).msg).toBe('content：请填写回复内容');
    expect((await t.call('POST', OP_REPLY, { id: 'fb_unknown0000', content: '好的' }, op)).code).toBe(404);

    const reply = '已为您在订单详情页加上合同入口，感谢建议！';
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => t.call('POST', OP_REPLY, { id: fb.id, content: i ? `回复${i}` : `<i>${reply}</i>` }, op)));
    const ok = res.filter((r) => r.code === 200);
    expect(ok).toHaveLength(1);
    expect(res.filter((r) => r.code === 409).every((r) => r.msg === '该反馈已回复，不能重复回复')).toBe(true);
    expect(res.filter((r) => r.code === 409)).toHaveLength(49);

    const d = await t.call('GET', DETAIL, { id: fb.id }, { token: me.token });
    expect(d.data).toMatchObject({ status: 'REPLIED', statusText: '已回复', isDispose: 1, replyContent: ok[0].data.replyContent });
    expect(d.data.replyTime).toBeTruthy();
    expect((await t.call('GET', LIST, { status: 'REPLIED' }, { token: me.token })).data.records[0].id).toBe(fb.id);
    const open = await t.call('GET', OP_LIST, { limit: 30 }, op);
    expect(open.data.records.some((r: { id: string }) => r.id === fb.id)).toBe(false);
    const replied = await t.call('GET', OP_LIST, { status: 'REPLIED', limit: 30 }, op);
    expect(replied.data.records.some((r: { id: string }) => r.id === fb.id)).toBe(true);
  });
});
