import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { seedCatalogFixtures } from './goodsFixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/dict/v1/cms_code', () => {
  it('lists the trade types with their class codes', async () => {
    const res = await t.call('GET', '/api/dict/v1/cms_code', { code: 'CONDITION-JY' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.map((d: { code: string; ext4: string }) => [d.code, d.ext4])).toEqual([
      ['CONDITION-JY-GS', 'FL20201224136319'], ['CONDITION-JY-SB', 'FL20201224136273'], ['CONDITION-JY-ZL', 'FL20201224136341'], ['CONDITION-JY-ZZ', 'FL20201224136348'],
    ]);
    expect(res.data[0]).toMatchObject({ name: '公司', parentCode: 'CONDITION-JY' });
  });

  it('answers a city code with its districts', async () => {
    const res = await t.call('GET', '/api/dict/v1/cms_code', { code: '510100' });
    expect(res.data.find((d: { code: string }) => d.code === '510104')).toMatchObject({ name: '锦江区', parentCode: '510100' });
  });

  it('404s an unknown code and names a bad one', async () => {
    expect(await t.call('GET', '/api/dict/v1/cms_code', { code: 'NOPE-CODE' })).toEqual({ code: 404, data: null, msg: '字典编码不存在' });
    expect((await t.call('GET', '/api/dict/v1/cms_code', { code: '<x>' })).msg).toBe('code：字典编码有误');
    expect((await t.call('GET', '/api/dict/v1/cms_code')).msg).toBe('code：不能为空');
  });
});

describe('GET /api/dict/v1/cms_codes', () => {
  it('answers several codes keyed by code, unknown ones empty', async () => {
    const res = await t.call('GET', '/api/dict/v1/cms_codes', { codes: 'CRISPS-C-CONDITION-400-JG,CRISPS-C-CONDITION-400-PX,NOPE' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data['CRISPS-C-CONDITION-400-JG'].length).toBeGreaterThan(0);
    expect(res.data['CRISPS-C-CONDITION-400-PX'][0]).toHaveProperty('ext1');
    expect(res.data.NOPE).toEqual([]);
    expect((await t.call('GET', '/api/dict/v1/cms_codes', { codes: ',' })).msg).toBe('codes：不能为空');
  });
});

describe('GET /api/dict/v1/cms_code_tier', () => {
  it('returns the national region tree', async () => {
    const res = await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '2147483647' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.length).toBeGreaterThanOrEqual(31);
    const sc = res.data.find((p: { code: string }) => p.code === '510000');
    const cd = sc.children.find((c: { code: string }) => c.code === '510100');
    expect(cd.name).toBe('成都市');
    expect(cd.children.map((d: { name: string }) => d.name)).toContain('武侯区');
    const bj = res.data.find((p: { code: string }) => p.code === '110000');
    expect(bj.children[0].children.map((d: { name: string }) => d.name)).toContain('朝阳区');
  });

  it('returns a province, a city and a dictionary subtree', async () => {
    expect((await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '510000' })).data[0].code).toBe('510100');
    expect((await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '510100' })).data[0]).toMatchObject({ children: [] });
    const jy = await t.call('GET', '/api/dict/v1/cms_code_tier', { code: 'CONDITION-JY' });
    expect(jy.data[0].children.length).toBeGreaterThan(2);
  });

  it('limits the depth', async () => {
    const provinces = await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '2147483647', depth: 1 });
    expect(provinces.data.every((p: { children: unknown[] }) => p.children.length === 0)).toBe(true);
    const two = await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '2147483647', depth: 2 });
    expect(two.data.find((p: { code: string }) => p.code === '510000').children[0].children).toEqual([]);
    const jy = await t.call('GET', '/api/dict/v1/cms_code_tier', { code: 'CONDITION-JY', depth: 1 });
    expect(jy.data[0].children).toEqual([]);
  });

  it('404s an unknown code and names a bad depth', async () => {
    expect((await t.call('GET', '/api/dict/v1/cms_code_tier', { code: 'NOPE' })).code).toBe(404);
    expect((await t.call('GET', '/api/dict/v1/cms_code_tier', { code: '510000', depth: 9 })).msg).toBe('depth：层数有误');
  });
});

describe('GET /api/selling_goods/v1/financing_city_list', () => {
  it('maps provinces to their city names', async () => {
    const res = await t.call('GET', '/api/selling_goods/v1/financing_city_list');
    expect(res.code, res.msg).toBe(200);
    expect(res.data.city['四川省']).toContain('成都市');
    expect(res.data.city['北京市']).toEqual(['北京市']);
    expect((await t.call('GET', '/api/selling_goods/v1/financing_city_list', { code: 'x'.repeat(30) })).code).toBe(400);
  });
});
