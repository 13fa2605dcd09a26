import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_TYPES } from '@/lib/contract/activity/enums';
import { createTestContext, type TestContext } from './helpers';
import { A, OPERATOR_TOKEN, type Rec } from './campaignFixtures';

// 专题活动 reads (inventory platform §4.0): every type has a live campaign on a fresh install, with its tabs by city,
// products paged with the server's states, the flash sale's sessions and real counts, and the list the calendar uses.

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

const get = (path: string, q: Rec = {}) => t.call('GET', `${A}/${path}`, q);
const options = async (specType: string, q: Rec = {}) => {
  const r = await get('activity_type_options', { specType, platformCode: 'COMDIC_PLATFORM_CRISPS', ...q });
  expect(r.code, r.msg).toBe(200);
  return r.data;
};

describe('bad input names the field', () => {
  it('answers an envelope, never 500', async () => {
    expect((await get('activity_type_options', { specType: 'NOPE' })).msg).toBe('specType：活动类型有误');
    expect((await get('activity_type_options', { specType: 'HDZT_ZTTYPE_XSQG', cityCodes: 'x' })).msg).toBe('cityCodes：城市有误');
    expect((await get('activity_product_list', {})).msg).toMatch(/^specCode：/);
    expect((await get('activity_product_list', { specCode: 'a b' })).msg).toMatch(/^specCode：/);
    expect((await get('activity_product_list', { specCode: 'NOPE', limit: 999 })).msg).toBe('limit：每页条数有误');
    expect(await get('activity_product_list', { specCode: 'NOPE' })).toMatchObject({ code: 404, msg: '活动不存在' });
    expect((await get('seckill_list', { status: 'x' })).msg).toBe('status：状态有误');
    expect((await get('activity_list', { when: 'x' })).msg).toBe('when：时间范围有误');
    const op = (body: Rec, headers: Record<string, string> = { 'x-operator-token': OPERATOR_TOKEN }) => t.call('POST', `${A}/operator/create_seckill_session`, body, { json: true, headers });
    expect((await op({ startInSeconds: 0, durationSeconds: 600, specialPriceFen: 100, stock: 1 }, {})).code).toBe(403);
    expect((await op({ startInSeconds: 0, durationSeconds: 600, specialPriceFen: 0, stock: 1 })).msg).toBe('specialPriceFen：活动价须大于0');
    expect((await op({ startInSeconds: 0, durationSeconds: 10, specialPriceFen: 100, stock: 1 })).msg).toBe('durationSeconds：至少1分钟');
    expect((await op({ startInSeconds: 0, durationSeconds: 600, specialPriceFen: 100, stock: 1, goodsId: 'g_nope' })).code).toBe(404);
  });
});

describe('a fresh install shows every campaign page with content', () => {
  it('every type has a live campaign with products, at the server time', async () => {
    const time = await get('server_time');
    expect(Math.abs(time.data.epochMs - t.deps.now().getTime())).toBeLessThan(5000);
    for (const specType of SPEC_TYPES) {
      const o = await options(specType);
      expect(o.specCode, specType).not.toBe('');
      expect(o.campaign, specType).toMatchObject({ specType, status: 2, statusLabel: '进行中' });
      expect(o.endTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(o.ruleCode).toMatch(/^protocol1000\d\d$/);
      const list = await get('activity_product_list', { specCode: o.specCode, cityCode: '510100', limit: 15 });
      expect(list.code, list.msg).toBe(200);
      expect(list.data.records.length, specType).toBeGreaterThan(0);
      for (const p of list.data.records as Rec[]) {
        expect(p.specialPriceFen as number).toBeGreaterThan(0);
        expect(p.specialPriceFen as number).toBeLessThanOrEqual(p.skuPriceFen as number);
        expect(p.productId).toMatch(/^g_\d{4}$/);
      }
      // Every rule document the 规则 chip opens exists.
      const doc = await t.call('GET', '/api/find_protocol', { categoryCode: o.ruleCode });
      expect(doc.code, o.ruleCode).toBe(200);
      expect(JSON.stringify(doc.data)).toContain('规则');
    }
  });

  it('独家专售 has tabs by city and products per tab; another city has its own', async () => {
    const cd = await options('HDZT_ZTTYPE_DJZS', { cityCodes: '510100' });
    expect(cd.productType).toBe('PRO_CLASS_TYPE_SERVICE');
    expect(cd.settingVOList.map((l: Rec) => l.labelName)).toEqual(['工商注册', '财税服务', '知识产权']);
    const bj = await options('HDZT_ZTTYPE_DJZS', { cityCodes: '110100' });
    expect(bj.settingVOList.map((l: Rec) => l.labelName)).toEqual(['工商注册', '财税服务']);
    const all = await get('activity_product_list', { specCode: cd.specCode, cityCode: '510100' });
    expect(all.data.totalCount).toBe(9);
    const tab = cd.settingVOList[1];
    const byId = await get('activity_product_list', { specCode: cd.specCode, cityCode: '510100', labelId: tab.id });
    expect(byId.data.totalCount).toBe(3);
    expect((byId.data.records as Rec[]).every((r) => r.labelId === tab.id)).toBe(true);
    const byName = await get('activity_product_list', { specCode: cd.specCode, cityCode: '510100', labelName: tab.labelName });
    expect(byName.data.totalCount).toBe(3);
    const paged = await get('activity_product_list', { specCode: cd.specCode, cityCode: '510100', page: 2, limit: 5 });
    expect(paged.data).toMatchObject({ current: 2, totalPage: 2, totalCount: 9 });
    expect(paged.data.records).toHaveLength(4);
    const reco = await get('activity_product_list', { specCode: cd.specCode, cityCode: '510100', isReco: 1 });
    expect(reco.data.records.length).toBeGreaterThanOrEqual(3);
    expect((reco.data.records as Rec[]).every((r) => r.isReco)).toBe(true);
    const bjList = await get('activity_product_list', { specCode: cd.specCode, cityCode: '110100' });
    expect(bjList.data.totalCount).toBe(6);
    // A city the live campaign is not in: the next one that is (announced for every city), still to start.
    const hz = await options('HDZT_ZTTYPE_DJZS', { cityCodes: '330100' });
    expect(hz.specCode).not.toBe(cd.specCode);
    expect(hz.campaign).toMatchObject({ status: 1, title: '独家专售 · 下周预告' });
    // A type with nothing in the city at all: the empty state.
    expect((await options('HDZT_ZTTYPE_XTSF', { cityCodes: '330100' })).specCode).toBe('');
  });

  it('限时直降 has a sold-out product the server marks 已抢光', async () => {
    const o = await options('HDZT_ZTTYPE_XSQG');
    expect(o.campaign.kind).toBe('SPECIAL');
    const list = await get('activity_product_list', { specCode: o.specCode });
    const states = (list.data.records as Rec[]).map((r) => r.saleStatus);
    expect(states).toContain(3);
    expect(states).toContain(2);
  });

  it('the flash sale has sessions live and coming, and real counts that match its lists', async () => {
    const sessions = await get('activity_list', { specType: 'HDZT_ZTTYPE_XSQG', kind: 'SESSION' });
    const st = (sessions.data.records as Rec[]).map((r) => r.status);
    expect(st).toContain(2);
    expect(st).toContain(1);
    expect(st).not.toContain(3);
    const all = await get('seckill_list', { status: 'all', limit: 100 });
    const c = all.data.census;
    expect(c.all).toBe(c.ongoing + c.coming + c.ended);
    expect(c.ongoing).toBeGreaterThan(0);
    expect(c.coming).toBeGreaterThan(0);
    expect(c.ended).toBeGreaterThan(0);
    expect(all.data.totalCount).toBe(c.all);
    for (const [status, n, sale] of [
      ['ongoing', c.ongoing, [2, 3]],
      ['coming', c.coming, [1]],
      ['ended', c.ended, [4]],
    ] as const) {
      const l = await get('seckill_list', { status, limit: 100 });
      expect(l.data.totalCount, status).toBe(n);
      for (const r of l.data.records as Rec[]) expect(sale as readonly number[]).toContain(r.saleStatus);
    }
  });

  it('activity_list gives live and coming campaigns of every type with their windows (the calendar)', async () => {
    const r = await get('activity_list', { limit: 100 });
    expect(r.code, r.msg).toBe(200);
    const rows = r.data.records as Rec[];
    expect(new Set(rows.map((x) => x.specType)).size).toBe(SPEC_TYPES.length);
    expect(rows.some((x) => x.status === 1)).toBe(true);
    expect(rows.every((x) => x.status !== 3)).toBe(true);
    const first = rows[0];
    expect(first).toMatchObject({ pagePath: expect.stringMatching(/^\/activity\/\w+\?specCode=/), startAt: expect.any(String), endAt: expect.any(String) });
    const coming = await get('activity_list', { when: 'coming', limit: 100 });
    expect((coming.data.records as Rec[]).every((x) => x.status === 1)).toBe(true);
    expect(coming.data.records.map((x: Rec) => x.title)).toContain('独家专售 · 下周预告');
  });
});
