import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { leads, planners } from '@/server/db/schema';
import { createSession } from '@/server/modules/auth/session';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { IM, newVisitor } from './chatFixtures';

// 需求卡 (轻松找服务): answers checked on the server, the card routed to a planner of its category and city (or the
// nearest fit, said in its status), the day's limit under concurrency, ownership both ways, the chat notification.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const ADD = '/api/demand_card/v1/add_allot_resource';
const LIST = '/api/demand_card/v1/list';
const DETAIL = '/api/demand_card/v1/detail';
const P_LIST = '/api/demand_card/v1/planner_list';
const P_DETAIL = '/api/demand_card/v1/planner_detail';

const CODE = {
  REGISTER: 'FL20210425163709',
  BILLING: 'FL20210425163832',
  TRANSACTION: 'FL20201224136319',
  ALTERATION: 'FL20210425163722',
  AUDIT: 'FL20210425164379',
  PERMIT: 'FL20210425163737',
} as const;
const CHENGDU = '510100';

/** A valid first step of each questionnaire (districts of 成都市). */
const VALID: Record<string, Record<string, string>> = {
  [CODE.REGISTER]: { 公司成立区域: '武侯区', 是否有公司地址: '是', 公司信息确认完毕: '否', 办理时间: '1个月内' },
  [CODE.BILLING]: { 注册时间: '3个月', 主营业务: '科技信息', 是否支持开票: '是', 公司年收入: '100-500万' },
  [CODE.TRANSACTION]: { 购买预算: '20-80万元', 期望成立年限: '3-10年', 期望城市: '成都', 期望行业: '科技信息' },
  [CODE.ALTERATION]: { 变更业务类型: '法人变更', 注册区域: '锦江区', 身份: '法人', 办理时间: '两个月内' },
  [CODE.AUDIT]: { 办理业务: '验资报告', 公司年营收: '50-200万', 公司行业: '咨询服务' },
  [CODE.PERMIT]: { 许可证业务: '卫生许可证', 主要决策人: '是', 办理时间: '半年内' },
};

const customer = async () => t.loginSms(t.phone(), { ip: randomIp() });
/** A session for a seeded account (seeded planners have no password). */
const tokenOf = async (userId: string, userType = 'MERCHANT_USER') => (await createSession(t.deps.db, { userId, userType }, t.deps.now(), 3600)).token;

let stamp = 0;
const submit = (token: string, over: Record<string, unknown> = {}) =>
  t.call('POST', ADD, { requireCode: CODE.REGISTER, cityCode: CHENGDU, answers: VALID[CODE.REGISTER], comment: `尽快办理${++stamp}`, ...over }, { token });

const plannerRow = async (id: string) => (await t.deps.db.select().from(planners).where(eq(planners.userId, id)))[0];
const servesCity = (p: { cityCode: string; areaCodes: string[] }, city: string) => p.cityCode === city || p.areaCodes.includes(city);
const hasCategory = (p: { businessCategories: { secondTypeCode: string }[] }, code: string) => p.businessCategories.some((b) => b.secondTypeCode === code);

describe('bad input', () => {
  it('answers with an envelope naming the field, never 500', async () => {
    const { token } = await customer();
    const msg = async (over: Record<string, unknown>) => (await submit(token, over)).msg;
    expect(await msg({ requireCode: undefined })).toBe('requireCode：请选择需求类型');
    expect(await msg({ requireCode: 'FL000' })).toBe('requireCode：需求类型有误');
    expect(await msg({ cityCode: '51' })).toBe('cityCode：城市有误');
    expect(await msg({ cityCode: '999999' })).toBe('cityCode：城市有误');
    expect(await msg({ answers: '{oops' })).toBe('answers：需求内容格式错误');
    expect(await msg({ answers: undefined })).toBe('answers：不能为空');
    expect(await msg({ answers: '[1,2]' })).toBe('answers：需求内容格式错误');
    expect(await msg({ answers: JSON.stringify({ 办理时间: 5 }) })).toBe('answers：回答须为文本');
    expect(await msg({ comment: '多'.repeat(201) })).toBe('comment：备注不能超过200个字');
    expect(await msg({ allowPhone: 'maybe' })).toMatch(/^allowPhone：/);
    expect(await msg({ customerName: '名'.repeat(21) })).toBe('customerName：称呼不能超过20个字');
    expect(await msg({ answers: JSON.stringify({ ['x'.repeat(30)]: '1' }) })).toBe('answers：问题过长');
    expect(await msg({ answers: JSON.stringify({ 办理时间: '长'.repeat(61) }) })).toBe('answers：回答过长');
  });

  it('needs an account: no token is a session error, a visitor is refused', async () => {
    const none = await t.call('POST', ADD, { requireCode: CODE.REGISTER, cityCode: CHENGDU, answers: VALID[CODE.REGISTER] });
    expect(none.code).toBe(5223);
    const visitor = await newVisitor(t);
    expect((await submit(visitor.token)).code).toBe(403);
    expect((await t.call('GET', LIST, {}, { token: visitor.token })).code).toBe(403);
  });
});

describe('each questionnaire', () => {
  it('takes a complete first step of every kind and saves the answers with 备注 and 是否允许电话联系', async () => {
    const { token, userId } = await customer();
    for (const [code, answers] of Object.entries(VALID)) {
      const res = await submit(token, { requireCode: code, answers, allowPhone: 0 });
      expect(res.code, `${code} ${res.msg}`).toBe(200);
      expect(res.data.answers.slice(-2)).toEqual([
        { label: '备注', value: expect.stringMatching(/^尽快办理/) },
        { label: '是否允许电话联系', value: '否' },
      ]);
    }
    const rows = await t.deps.db.select().from(leads).where(eq(leads.userId, userId));
    expect(rows).toHaveLength(6);
    const reg = rows.find((r) => r.requireCode === CODE.REGISTER)!;
    expect(reg).toMatchObject({ kind: 'DEMAND_CARD', areaCode: CHENGDU, areaName: '成都市', requireName: '公司注册' });
    expect(reg.payload).toMatchObject({
      formType: 'gszc',
      customerAttribute: { 公司成立区域: '成都市武侯区', 是否有公司地址: '是', 公司信息确认完毕: '否', 办理时间: '1个月内', 是否允许电话联系: '否' },
      secondSourceChannel: 'crisps-app-two-look-service',
    });
    const trade = rows.find((r) => r.requireCode === CODE.TRANSACTION)!;
    expect((trade.payload as { customerAttribute: Record<string, string> }).customerAttribute).toMatchObject({ 购买预算: '20-80万元', 期望成立年限: '3-10年' });
  });

  it('fills the defaults a question has and refuses what is missing, unknown or not an option', async () => {
    const { token } = await customer();
    const msg = async (code: string, answers: Record<string, string>) => (await submit(token, { requireCode: code, answers: JSON.stringify(answers) })).msg;
    const r = VALID[CODE.REGISTER];
    expect(await msg(CODE.REGISTER, { ...r, 公司信息确认完毕: '' })).toBe('answers：请选择公司信息确认完毕');
    expect(await msg(CODE.REGISTER, { ...r, 办理时间: '明天' })).toBe('answers：办理时间有误');
    expect(await msg(CODE.REGISTER, { ...r, 公司成立区域: '朝阳区' })).toBe('answers：公司成立区域不在所选城市，请重新选择');
    expect(await msg(CODE.REGISTER, { ...r, 预算: '1' })).toBe('answers：不支持的问题：预算');
    expect(await msg(CODE.BILLING, { ...VALID[CODE.BILLING], 主营业务: '' })).toBe('answers：请选择主营业务');
    expect(await msg(CODE.BILLING, { ...VALID[CODE.BILLING], 公司年收入: '1亿' })).toBe('answers：公司年收入有误');
    expect(await msg(CODE.TRANSACTION, { ...VALID[CODE.TRANSACTION], 购买预算: '150-50万元' })).toBe('answers：购买预算有误');
    expect(await msg(CODE.TRANSACTION, { ...VALID[CODE.TRANSACTION], 购买预算: '0-50万元' })).toBe('answers：购买预算有误');
    expect(await msg(CODE.TRANSACTION, { ...VALID[CODE.TRANSACTION], 期望成立年限: '5-25年' })).toBe('answers：期望成立年限有误');
    expect(await msg(CODE.TRANSACTION, { ...VALID[CODE.TRANSACTION], 期望城市: '纽约' })).toBe('answers：期望城市有误');
    expect(await msg(CODE.ALTERATION, { ...VALID[CODE.ALTERATION], 身份: '' })).toBe('answers：请选择身份');
    expect(await msg(CODE.AUDIT, { ...VALID[CODE.AUDIT], 公司年营收: '' })).toBe('answers：请选择公司年营收');
    expect(await msg(CODE.PERMIT, { ...VALID[CODE.PERMIT], 许可证业务: '' })).toBe('answers：请选择许可证业务');
    // A district of another city is refused; the same one in its own city is taken. Defaults fill what was left out.
    const beijing = await submit(token, { cityCode: '110100', answers: JSON.stringify({ 公司成立区域: '朝阳区', 公司信息确认完毕: '是' }) });
    expect(beijing.code, beijing.msg).toBe(200);
    expect(beijing.data.answers.slice(0, 4)).toEqual([
      { label: '公司成立区域', value: '北京市朝阳区' },
      { label: '是否有公司地址', value: '是' },
      { label: '公司信息确认完毕', value: '是' },
      { label: '办理时间', value: '1个月内' },
    ]);
    const alteration = await submit(token, { requireCode: CODE.ALTERATION, answers: JSON.stringify({ 身份: '股东', 办理时间: '1年内' }) });
    expect(alteration.data.answers.slice(0, 2)).toEqual([{ label: '变更业务类型', value: '不限' }, { label: '注册区域', value: '成都市（不限区域）' }]);
  });

  it('strips emoji from the notes and answers the first card to a repeat', async () => {
    const { token } = await customer();
    const a = await submit(token, { comment: '想在月底前拿到执照😀' });
    expect(a.data.comment).toBe('想在月底前拿到执照');
    const b = await submit(token, { comment: '想在月底前拿到执照' });
    expect(b.data.id).toBe(a.data.id);
  });
});

describe('routing', () => {
  it('gives a card to a planner of its category in its city', async () => {
    const { token } = await customer();
    const res = await submit(token);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toMatchObject({ status: 'MATCHED', statusText: '已匹配规划师', match: 'CATEGORY', statusNote: '已为您匹配成都市的公司注册规划师，请留意来电' });
    const p = await plannerRow(res.data.planner.mchUserId);
    expect(p.status).toBe(1);
    expect(servesCity(p, CHENGDU) && hasCategory(p, CODE.REGISTER)).toBe(true);
  });

  it('falls back to the field in the city, then to the category elsewhere, and says so', async () => {
    const { token } = await customer();
    // 北京: planners of 资质办理 but none of 许可证办理.
    const field = await submit(token, { requireCode: CODE.PERMIT, cityCode: '110100', answers: VALID[CODE.PERMIT] });
    expect(field.data).toMatchObject({ status: 'FALLBACK', statusText: '已安排规划师', match: 'DOMAIN' });
    expect(field.data.statusNote).toBe('北京市暂无专门办理许可证办理的规划师，已为您安排同领域的规划师');
    const fp = await plannerRow(field.data.planner.mchUserId);
    expect(servesCity(fp, '110100') && fp.firstTypeCodes.includes('FL20210425163730') && !hasCategory(fp, CODE.PERMIT)).toBe(true);
    // 南京: no planner at all, so one of 公司注册 in another city.
    const away = await submit(token, { cityCode: '320100', answers: { ...VALID[CODE.REGISTER], 公司成立区域: '不限' } });
    expect(away.data).toMatchObject({ status: 'FALLBACK', match: 'ELSEWHERE', cityName: '南京市' });
    const ap = await plannerRow(away.data.planner.mchUserId);
    expect(!servesCity(ap, '320100') && hasCategory(ap, CODE.REGISTER)).toBe(true);
  });

  it('keeps the customer with the planner they already talk to, when that planner serves the city and the field', async () => {
    const { token } = await customer();
    const chat = await t.call('POST', IM.CREATE, { imUserId: 'u_demo_planner', imUserType: 'MERCHANT_B' }, { token });
    expect(chat.code, chat.msg).toBe(200);
    const res = await submit(token);
    expect(res.data).toMatchObject({ match: 'OWN', status: 'MATCHED', groupId: chat.data.groupId, planner: { mchUserId: 'u_demo_planner', name: '王规划' } });
  });

  it('gives a card to the planner of its tier with the fewest recent cards', async () => {
    const active = await t.deps.db.select().from(planners).where(eq(planners.status, 1));
    const tier = active.filter((p) => servesCity(p, CHENGDU) && hasCategory(p, CODE.BILLING)).map((p) => p.userId);
    expect(tier.length).toBeGreaterThan(1);
    const loads = async () => {
      const rows = await t.deps.db.select().from(leads).where(inArray(leads.targetId, tier));
      return new Map(tier.map((id) => [id, rows.filter((r) => r.kind === 'DEMAND_CARD' && r.targetId === id).length]));
    };
    const chosen = new Set<string>();
    for (let i = 0; i < 8 && chosen.size < 2; i++) {
      const before = await loads();
      const res = await submit((await customer()).token, { requireCode: CODE.BILLING, answers: VALID[CODE.BILLING] });
      expect(res.data.match).toBe('CATEGORY');
      expect(before.get(res.data.planner.mchUserId)).toBe(Math.min(...before.values()));
      chosen.add(res.data.planner.mchUserId);
    }
    expect(chosen.size).toBeGreaterThan(1);
  });
});

describe('the chat workbench', () => {
  it('tells the planner in a conversation with the customer, once per card', async () => {
    const { token, userId } = await customer();
    const res = await submit(token, { comment: '需要代办银行开户' });
    const plannerId = res.data.planner.mchUserId;
    expect(res.data.groupId).toMatch(/^g_/);
    const ptoken = await tokenOf(plannerId);
    const convs = (await t.call('GET', IM.LIST, { role: 'planner' }, { token: ptoken })).data.records;
    const conv = convs.find((c: { groupId: string }) => c.groupId === res.data.groupId);
    expect(conv).toMatchObject({ myRole: 'planner', peer: { imUserId: userId }, intention: { requireCode: CODE.REGISTER, requireName: '公司注册' } });
    expect(conv.unread).toBeGreaterThanOrEqual(1);
    expect(conv.lastMessage.preview).toContain('【需求卡】公司注册需求卡');
    const msgs = (await t.call('GET', IM.MESSAGES, { groupId: res.data.groupId }, { token: ptoken })).data.records;
    const card = msgs.filter((m: { content: string }) => m.content.startsWith('【需求卡】'));
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({ senderRole: 'customer', templateId: '6166bc39cbbd9900060d9fd3' });
    expect(card[0].content).toBe(
      ['【需求卡】公司注册需求卡', '城市：成都市', '公司成立区域：成都市武侯区', '是否有公司地址：是', '公司信息确认完毕：否', '办理时间：1个月内', '备注：需要代办银行开户', '是否允许电话联系：是'].join('\n'),
    );
    // A repeat is the same card: no second message.
    await submit(token, { comment: '需要代办银行开户' });
    const again = (await t.call('GET', IM.MESSAGES, { groupId: res.data.groupId }, { token: ptoken })).data.records;
    expect(again.filter((m: { content: string }) => m.content.startsWith('【需求卡】'))).toHaveLength(1);
  });
});

describe('ownership', () => {
  it('shows a customer their own cards only, and a planner only the cards given to them', async () => {
    const a = await customer();
    const b = await customer();
    const card = (await submit(a.token, { allowPhone: 1 })).data;
    const mine = (await t.call('GET', LIST, {}, { token: a.token })).data;
    expect(mine.records.map((c: { id: string }) => c.id)).toEqual([card.id]);
    expect((await t.call('GET', DETAIL, { id: card.id }, { token: a.token })).data).toMatchObject({ id: card.id, title: '公司注册需求卡' });
    expect((await t.call('GET', LIST, {}, { token: b.token })).data.records).toEqual([]);
    expect(await t.call('GET', DETAIL, { id: card.id }, { token: b.token })).toMatchObject({ code: 404, msg: '需求卡不存在' });
    expect((await t.call('GET', DETAIL, { id: 'a/b' }, { token: a.token })).msg).toBe('id：需求卡ID有误');

    const owner = await tokenOf(card.planner.mchUserId);
    const list = (await t.call('GET', P_LIST, {}, { token: owner })).data;
    const seen = list.records.find((c: { id: string }) => c.id === card.id);
    expect(seen).toMatchObject({ customer: { userId: a.userId, phone: expect.stringMatching(/^1\d{10}$/) }, groupId: card.groupId });
    expect((await t.call('GET', P_DETAIL, { id: card.id }, { token: owner })).data.id).toBe(card.id);

    const other = await tokenOf(card.planner.mchUserId === 'u_planner_28' ? 'u_planner_13' : 'u_planner_28');
    expect((await t.call('GET', P_LIST, { limit: 30 }, { token: other })).data.records.some((c: { id: string }) => c.id === card.id)).toBe(false);
    expect(await t.call('GET', P_DETAIL, { id: card.id }, { token: other })).toMatchObject({ code: 404, msg: '需求卡不存在' });
    // A customer is no planner.
    expect(await t.call('GET', P_LIST, {}, { token: a.token })).toMatchObject({ code: 403, msg: '仅规划师可查看分配的需求卡' });
    expect(await t.call('GET', P_DETAIL, { id: card.id }, { token: a.token })).toMatchObject({ code: 403 });
  });

  it('masks the phone for the planner when the customer asked not to be called', async () => {
    const a = await customer();
    const card = (await submit(a.token, { allowPhone: 0 })).data;
    const seen = (await t.call('GET', P_DETAIL, { id: card.id }, { token: await tokenOf(card.planner.mchUserId) })).data;
    expect(seen.customer.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(seen.allowPhone).toBe(false);
  });
});

describe('the day limit', () => {
  it('saves exactly the limit when 30 cards are sent at once', async () => {
    const { token, userId } = await customer();
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => submit(token, { comment: `并发需求${i}` })));
    const codes = all.map((r) => r.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(all.find((r) => r.code === 429)!.msg).toBe('今日提交的需求卡已达上限，请明天再试');
    expect(await t.deps.db.select().from(leads).where(eq(leads.userId, userId))).toHaveLength(10);
  });
});

describe('nobody to take it', () => {
  it('keeps the card waiting and says so when no planner is active', async () => {
    const { token } = await customer();
    const active = await t.deps.db.select({ id: planners.userId }).from(planners).where(eq(planners.status, 1));
    const ids = active.map((p) => p.id);
    await t.deps.db.update(planners).set({ status: 0 }).where(inArray(planners.userId, ids));
    try {
      const res = await submit(token);
      expect(res.data).toMatchObject({ status: 'PENDING', statusText: '待分配', match: 'NONE', planner: null, groupId: null });
      expect(res.data.statusNote).toBe('暂无可接待的规划师，平台将尽快为您安排');
    } finally {
      await t.deps.db.update(planners).set({ status: 1 }).where(inArray(planners.userId, ids));
    }
  });
});
