import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goods } from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { FX, seedCatalogFixtures } from './goodsFixtures';
import { TERMINAL_APP, TERMINAL_WAP } from '@/lib/constants';
import { AD_SLOT } from '@/lib/contract/catalog/enums';

/** GET /api/goods/v4/detail_page: the server-rendered goods page's one call (public part shared, isSave per caller). */
let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixtures(t.deps.db, t.deps.now());
  token = (await t.loginSms(t.phone())).token;
});
afterAll(async () => {
  await t?.close();
});

const PAGE = '/api/goods/v4/detail_page';
const DETAIL = '/api/goods/v4/detail';

describe('GET /api/goods/v4/detail_page', () => {
  it('returns the same goods as the detail, with the review digest and the booth planner', async () => {
    const page = await t.call('GET', PAGE, { productId: FX.FIXED });
    expect(page.code, page.msg).toBe(200);
    const detail = await t.call('GET', DETAIL, { productId: FX.FIXED });
    expect(page.data.goods).toEqual(detail.data);
    expect(Object.keys(page.data.reviews).sort()).toEqual(['first', 'goodRate', 'total']);
    const reviews = await t.call('POST', '/api/evaluate/v1/find_already_evaluate_page_list', { ext1: FX.FIXED, start: 1, limit: 1 });
    expect(page.data.reviews.total).toBe(reviews.data.stats.total);
    expect(page.data.reviews.first).toEqual(reviews.data.records[0] ?? null);
    expect(page.data.reviews.goodRate).toEqual(reviews.data.stats.goodRate);
    const booth = await t.call('GET', '/api/recommend/v1/planner', {
      sceneId: 'app-cpxqye-02',
      productId: FX.FIXED,
      firstTypeCode: detail.data.classCodeOne,
      level_2_ID: detail.data.classCodeTwo,
      page: 1,
      limit: 1,
    });
    expect(page.data.planner).toEqual(booth.data.records[0] ?? null);
  });

  it('draws the mid-page ad slot as find_advertising answers it, for the caller’s terminal', async () => {
    const slot = AD_SLOT.DETAIL_MID;
    for (const terminalCode of [TERMINAL_WAP, TERMINAL_APP]) {
      const page = await t.call('GET', PAGE, { productId: FX.FIXED }, { headers: { terminalCode } });
      const ads = await t.call('POST', '/api/public/v1/find_advertising', { locationCodeList: slot }, { headers: { terminalCode } });
      expect(ads.code, ads.msg).toBe(200);
      expect(page.data.midAds).toEqual(ads.data[slot]);
    }
    const seeded = await t.call('GET', PAGE, { productId: FX.FIXED });
    expect(seeded.data.midAds.length, 'the seed has mid-page ads').toBeGreaterThan(0);
  });

  it('shares the public part for a short time but computes isSave for each caller', async () => {
    const before = await t.call('GET', PAGE, { productId: FX.FLOAT });
    await t.deps.db.update(goods).set({ name: '改名后的测试商品' }).where(eq(goods.id, FX.FLOAT));
    // The detail reads the database; the page's public part is the shared copy.
    expect((await t.call('GET', DETAIL, { productId: FX.FLOAT })).data.name).toBe('改名后的测试商品');
    expect((await t.call('GET', PAGE, { productId: FX.FLOAT })).data.goods.name).toBe(before.data.goods.name);

    expect((await t.call('POST', '/api/save/v1/add', { targetType: 'goods', targetId: FX.FLOAT }, { token })).code).toBe(200);
    expect((await t.call('GET', PAGE, { productId: FX.FLOAT }, { token })).data.goods.isSave).toBe(true);
    expect((await t.call('GET', PAGE, { productId: FX.FLOAT })).data.goods.isSave).toBe(false);
    // A user's flag never leaks into the shared copy.
    expect((await t.call('GET', PAGE, { productId: FX.FLOAT }, { token: undefined })).data.goods.isSave).toBe(false);
  });

  it('keeps one copy per city (availability depends on it)', async () => {
    const chengdu = await t.call('GET', PAGE, { productId: FX.CITY });
    const beijing = await t.call('GET', PAGE, { productId: FX.CITY }, { headers: { areaCode: '110100' } });
    expect(chengdu.data.goods.availableInArea).toBe(false);
    expect(beijing.data.goods.availableInArea).toBe(true);
    expect(beijing.data.goods.areaCode).toBe('110100');
  });

  it('answers 404 for an unknown goods and 400 without an id', async () => {
    expect((await t.call('GET', PAGE, { productId: 'fx_none' })).code).toBe(404);
    expect((await t.call('GET', PAGE)).code).toBe(400);
  });
});
