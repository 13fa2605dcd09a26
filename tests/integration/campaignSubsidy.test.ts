import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SPEC_TYPE } from '@/lib/contract/activity/enums';
import { ads, campaignProducts, goodsSkus, orders } from '@/server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { A, customers, grab, productRow, type Rec } from './campaignFixtures';

// 官方补贴 spec by spec (spec §7 "Subsidies": get_spec, find_sku): a subsidised goods is listed once, its other specs
// are campaign products of their own with their own subsidy price, chosen in the sheet and bought through checkout.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, q: Rec = {}) => t.call('GET', `${A}/${path}`, q);

type Attr = { id: string; name: string; values: { id: string; name: string; subsidised: boolean }[] };

/** The first listed product of the live 官方补贴 whose goods has more than one subsidised spec. */
async function multiSpecProduct() {
  const o = await get('activity_type_options', { specType: SPEC_TYPE.QWBT, cityCodes: '510100' });
  expect(o.code, o.msg).toBe(200);
  const list = await get('activity_product_list', { specCode: o.data.specCode, cityCode: '510100', limit: 50 });
  for (const p of list.data.records as Rec[]) {
    const spec = await get('subsidy/get_spec', { id: p.id });
    expect(spec.code, spec.msg).toBe(200);
    const attrs = spec.data.attrs as Attr[];
    if (attrs.some((a) => a.values.filter((v) => v.subsidised).length > 1)) return { listed: list.data.records as Rec[], p, spec: spec.data as { attrs: Attr[]; selectedValueIds: string[]; product: Rec } };
  }
  throw new Error('no 官方补贴 goods with several subsidised specs in the seed');
}

describe('the subsidy pages\' banner comes from their ad location', () => {
  it('no material: the page\'s own default; a material for the city: its image; another city or ended: not shown', async () => {
    const banner = async (city: string) => (await get('activity_type_options', { specType: SPEC_TYPE.QWBT, cityCodes: city })).data.bannerUrl;
    expect(await banner('510100')).toBe('');
    const base = { locationCode: 'ad100114', materialUrl: '/images/x.png', materialLink: '/activity/subsidy' };
    await t.deps.db.insert(ads).values([
      { ...base, id: 'ad_t_sub_1', materialUrl: 'https://cdn.example.com/subsidy-cd.png', areaCodes: ['510100'], startsAt: new Date(t.deps.now().getTime() - 60_000) },
      { ...base, id: 'ad_t_sub_2', materialUrl: 'https://cdn.example.com/subsidy-old.png', sort: -1, endsAt: new Date(t.deps.now().getTime() - 60_000) },
    ]);
    expect(await banner('510100')).toBe('https://cdn.example.com/subsidy-cd.png');
    expect(await banner('110100')).toBe('');
  });
});

describe('get_spec and find_sku', () => {
  it('bad input names the field; unknown products and specs are 404, never 500', async () => {
    expect((await get('subsidy/get_spec', {})).msg).toBe('id：不能为空');
    expect(await get('subsidy/get_spec', { id: 'cpp_nope' })).toMatchObject({ code: 404, msg: '活动商品不存在或已下架' });
    const { p } = await multiSpecProduct();
    expect((await get('subsidy/find_sku', { id: p.id })).msg).toMatch(/^valueIds：/);
    expect((await get('subsidy/find_sku', { id: p.id, valueIds: 'a b' })).msg).toBe('valueIds：规格有误');
    expect((await get('subsidy/find_sku', { id: p.id, valueIds: 'v_nope' })).msg).toBe('valueIds：规格已变更，请重新选择');
  });

  it('lists a goods once, marks the subsidised values, and prices every spec on the server', async () => {
    const { listed, p, spec } = await multiSpecProduct();
    // The list shows the goods once; its other specs are not rows of their own.
    expect(listed.filter((x) => x.productId === p.productId)).toHaveLength(1);
    expect(spec.product).toMatchObject({ id: p.id, specialPriceFen: p.specialPriceFen });
    expect(spec.selectedValueIds).toHaveLength(spec.attrs.length);
    // The asked spec answers itself.
    const same = await get('subsidy/find_sku', { id: p.id, valueIds: spec.selectedValueIds.join(',') });
    expect(same.code, same.msg).toBe(200);
    expect(same.data.product.id).toBe(p.id);
    // Another subsidised value: another campaign product of the same goods, with its own subsidy price.
    const i = spec.attrs.findIndex((a) => a.values.filter((v) => v.subsidised).length > 1);
    const other = spec.attrs[i].values.find((v) => v.subsidised && v.id !== spec.selectedValueIds[i])!;
    const chosen = spec.selectedValueIds.map((v, k) => (k === i ? other.id : v));
    const r = await get('subsidy/find_sku', { id: p.id, valueIds: chosen.join(',') });
    expect(r.code, r.msg).toBe(200);
    const q = r.data.product as Rec;
    expect(q.id).not.toBe(p.id);
    expect(q).toMatchObject({ productId: p.productId, specCode: p.specCode, saleStatus: 2 });
    expect(q.specialPriceFen as number).toBeGreaterThan(0);
    expect(q.specialPriceFen as number).toBeLessThanOrEqual(q.skuPriceFen as number);
    const [row] = await t.deps.db.select().from(campaignProducts).where(eq(campaignProducts.id, q.id as string));
    expect(row).toMatchObject({ listed: false, specialPriceFen: q.specialPriceFen });
    // Incomplete or duplicated choices are refused by the goods' own rules.
    if (spec.attrs.length > 1) expect((await get('subsidy/find_sku', { id: p.id, valueIds: chosen[0] })).msg).toMatch(/^valueIds：请选择/);
    expect((await get('subsidy/find_sku', { id: p.id, valueIds: [other.id, spec.selectedValueIds[i], ...chosen.filter((_, k) => k !== i)].join(',') })).msg).toBe('valueIds：每个规格只能选择一项');
  });

  it('a spec that is not subsidised is 404 with a kind message', async () => {
    const { p } = await multiSpecProduct();
    const [sib] = await t.deps.db
      .select()
      .from(campaignProducts)
      .where(and(eq(campaignProducts.goodsId, p.productId as string), eq(campaignProducts.listed, false)));
    // Take one spec out of the campaign: choosing it is now refused.
    await t.deps.db.delete(campaignProducts).where(eq(campaignProducts.id, sib.id));
    const [s] = await t.deps.db.select().from(goodsSkus).where(eq(goodsSkus.id, sib.skuId));
    const r = await get('subsidy/find_sku', { id: p.id, valueIds: s.valueKey });
    expect(r).toMatchObject({ code: 404, msg: '该规格暂不参与补贴，请选择其他规格' });
  });

  it('buys the chosen spec through the normal checkout at its subsidy price, one unit taken', async () => {
    const { p, spec } = await multiSpecProduct();
    const i = spec.attrs.findIndex((a) => a.values.filter((v) => v.subsidised).length > 1);
    const other = spec.attrs[i].values.filter((v) => v.subsidised && v.id !== spec.selectedValueIds[i]).at(-1)!;
    const r = await get('subsidy/find_sku', { id: p.id, valueIds: spec.selectedValueIds.map((v, k) => (k === i ? other.id : v)).join(',') });
    expect(r.code, r.msg).toBe(200);
    const q = r.data.product as { id: string; skuId: string; specialPriceFen: number };
    const [buyer] = await customers(t, 1);
    const before = (await productRow(t, q.id)).sold;
    const order = await grab(t, buyer.token, q.id, { shown: q.specialPriceFen });
    expect(order.code, order.msg).toBe(200);
    const [line] = await t.deps.db.select().from(orders).where(eq(orders.cusOrderId, order.data.cusOrderId));
    expect(line).toMatchObject({ goodsId: p.productId, skuId: q.skuId, unitPriceFen: q.specialPriceFen, payableFen: q.specialPriceFen });
    expect((await productRow(t, q.id)).sold).toBe(before + 1);
  });
});
