import { createTestContext, type TestContext } from './helpers';
import { ads } from '@/server/db/schema';

// Issue 32: what the seeded ads promise is what the pages they open keep — a price is the goods' price, a coupon is
// one the coupon centre has.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t?.close());

const yuan = (fen: number) => String(fen / 100);

describe('the ads say what their pages keep', () => {
  it('a price in an ad that opens a goods page is that goods’ price; a coupon it names is in the coupon centre', async () => {
    const rows = await t.deps.db.select().from(ads);
    const centre = (await t.call('POST', '/api/coupon/v2/find_page', { findType: 1, page: 1, limit: 100 })).data.records as { couponName: string }[];
    const names = centre.map((c) => c.couponName).join('|');
    let prices = 0;
    for (const r of rows) {
      const text = `${r.materialName} ${r.materialDescription}`;
      const productId = /productId=([^&]+)/.exec(r.wapLink)?.[1];
      // A price: N元, not a cut (立减N元, 满N元) nor a coupon's face value (N元券).
      const claimed = [...text.matchAll(/(?<![\d.]|立减|满|减)(\d+(?:\.\d+)?)元(?!券)/g)].map((m) => m[1]);
      if (productId && claimed.length) {
        const g = (await t.call('GET', '/api/goods/v4/detail', { productId })).data as { priceFen: number; name: string };
        for (const n of claimed) expect(`${r.materialName}: ${n}元`).toBe(`${r.materialName}: ${yuan(g.priceFen)}元`);
        prices++;
      }
      if (/8\.8折/.test(text)) expect(names, r.materialName).toMatch(/8\.8折/);
      if (/10元券/.test(text)) expect(names, r.materialName).toMatch(/10元券/);
      const cut = /立减(\d+)元/.exec(text)?.[1];
      if (cut) expect(names, r.materialName).toMatch(new RegExp(`立减${cut}`));
      expect(text, r.materialName).not.toMatch(/低至|首年优惠|每日10点/);
    }
    expect(prices).toBeGreaterThanOrEqual(5);
  });
});
