import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  // The marketplace seed makes a context slow on a busy machine.
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/home/v1/polymerization', () => {
  it('gathers ads, navigation, tabs with the first tab goods and planners for the city', async () => {
    const res = await t.call('POST', '/api/home/v1/polymerization', {});
    expect(res.code, res.msg).toBe(200);
    const d = res.data;
    expect(Object.keys(d.advertising).sort()).toEqual(['ad100032', 'ad100234', 'ad113282', 'ad113284']);
    const top = d.advertising.ad100234;
    expect(top[0]).toMatchObject({ id: 'fx_ad_1', linkType: 1, href: '/category', external: false });
    expect(top[1]).toMatchObject({ id: 'fx_ad_2', linkType: 3, href: '/img?url=%2Fimages%2Fgen%2Fb2.png' });
    expect(top.map((a: { id: string }) => a.id)).not.toContain('fx_ad_3'); // Beijing only
    expect(top.map((a: { id: string }) => a.id)).not.toContain('fx_ad_4'); // disabled
    expect(d.fixedNavList[0]).toMatchObject({ id: 'fx_nav_1', name: '测试导航', navigationImageUrl: '/images/gen/n1.png', href: '/category' });
    expect(d.fixedNavList.length).toBeLessThanOrEqual(5);
    expect(d.rollNavList[0]).toMatchObject({ id: 'fx_nav_2', href: 'https://example.com', external: true });
    expect(d.tabs[0]).toEqual({ code: 'FX-TAB-1', name: '测试页签', classCode: FX.L1 });
    expect(d.firstTabGoods.totalCount).toBe(5);
    expect(d.firstTabGoods.records[0]).toHaveProperty('priceText');
    expect(d.planners.length).toBeGreaterThan(0);
    expect(d.planners[0]).toHaveProperty('mchUserId');
    expect(d.areaCode).toBe('510100');
  });

  it('takes the ad slots asked for and shows the city ads', async () => {
    const res = await t.call('POST', '/api/home/v1/polymerization', { locationCodeList: 'ad100234' }, { headers: { areaCode: '110100' } });
    expect(Object.keys(res.data.advertising)).toEqual(['ad100234']);
    expect(res.data.advertising.ad100234.map((a: { id: string }) => a.id)).toContain('fx_ad_3');
    expect(res.data.firstTabGoods.totalCount).toBe(6);
  });

  it('answers its shared copy as it was written: the same bytes and type as the first answer, the copy unparsed', async () => {
    const body = { locationCodeList: 'ad100234,ad100032' };
    const headers = { areaCode: '330100' };
    const first = await t.request('POST', '/api/home/v1/polymerization', body, { headers });
    const firstText = await first.text();
    // The second answer is the shared copy, kept as text (server/cache.ts cachedJsonText).
    const second = await t.request('POST', '/api/home/v1/polymerization', body, { headers });
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(second.headers.get('content-type')).toMatch(/^application\/json/);
    const secondText = await second.text();
    expect(secondText).toBe(firstText);
    const parsed = JSON.parse(secondText);
    expect(Object.keys(parsed)).toEqual(['code', 'data', 'msg']);
    expect(parsed).toMatchObject({ code: 200, msg: 'success', data: { areaCode: '330100' } });
    expect(Object.keys(parsed.data.advertising).sort()).toEqual(['ad100032', 'ad100234']);
  });

  it('names bad input', async () => {
    expect((await t.call('POST', '/api/home/v1/polymerization', { fixedLimit: 0 })).msg).toBe('fixedLimit：每页条数有误');
    expect((await t.call('POST', '/api/home/v1/polymerization', { locationCodeList: 'a b' })).msg).toBe('locationCodeList：广告位有误');
  });
});

describe('GET /api/home/v1/category_tab', () => {
  it('lists the tabs with their first-level class', async () => {
    const res = await t.call('GET', '/api/home/v1/category_tab');
    expect(res.code, res.msg).toBe(200);
    expect(res.data[0]).toEqual({ code: 'FX-TAB-1', name: '测试页签', classCode: FX.L1 });
    expect(res.data.every((tab: { classCode: string }) => tab.classCode)).toBe(true);
  });
});

describe('POST /api/public/v1/find_advertising', () => {
  it('answers each slot, unknown ones with []', async () => {
    const res = await t.call('POST', '/api/public/v1/find_advertising', { locationCodeList: 'ad100234,ad999999' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.ad999999).toEqual([]);
    expect(res.data.ad100234.length).toBeGreaterThanOrEqual(2);
    const json = await t.call('POST', '/api/public/v1/find_advertising', { locationCodeList: JSON.stringify(['ad100234']) });
    expect(Object.keys(json.data)).toEqual(['ad100234']);
  });

  it('needs a slot', async () => {
    expect((await t.call('POST', '/api/public/v1/find_advertising', {})).msg).toBe('locationCodeList：不能为空');
  });
});

describe('GET /api/public/v1/find_navigation', () => {
  it('lists a nav category and answers an unknown one with []', async () => {
    const res = await t.call('GET', '/api/public/v1/find_navigation', { categoryCode: 'nav100007', limit: 1 });
    expect(res.data).toHaveLength(1);
    expect((await t.call('GET', '/api/public/v1/find_navigation', { categoryCode: 'nav000000' })).data).toEqual([]);
    expect((await t.call('GET', '/api/public/v1/find_navigation')).msg).toBe('categoryCode：不能为空');
  });
});
