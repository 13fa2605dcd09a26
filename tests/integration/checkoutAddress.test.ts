import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cusOrders, goodsPayPlans } from '@/server/db/schema';
import { POSTED_GOODS } from '@/server/modules/order/seed';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { AGREE, G, detail, loginPlanner, price, serial } from './orderFixtures';

// Checkout of goods that are posted (goods_pay_plans.needs_address): the settlement says so, the submission needs the
// caller's own address (400 naming addressId without one, 404 for another's), and the order keeps a snapshot that
// later edits or deletion of the address do not change.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

/** 地址变更（加急办理）: posted (the new licence), paid in full at submission. */
const POSTED = 'g_0017';
const CHENGDU = { contactName: '张三', phone: '13800138000', provinceCode: '510000', cityCode: '510100', areaCode: '510107', address: '天府大道北段1700号', postcode: '610041' };

const customer = async () => {
  const phone = t.phone();
  return { ...(await t.loginSms(phone, { ip: randomIp() })), phone };
};
const addAddress = async (token: string, over: Record<string, unknown> = {}) => {
  const r = await t.call('POST', '/api/address/v1/add_shipping_address', { ...CHENGDU, ...over }, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data as { id: string; fullAddress: string };
};
const items = (goodsId: string) => [{ goodsId, goodsNumber: 1 }];

async function submitWith(token: string, goodsId: string, extra: Record<string, unknown> = {}) {
  const p = await price(t, token, { items: items(goodsId) });
  expect(p.code, p.msg).toBe(200);
  return t.call(
    'POST',
    '/api/order/v2/autonomy_submit_order',
    { items: items(goodsId), idempotencyKey: await serial(t, token), shownPayableFen: p.data.needPayTotalMoneyFen, orderAgreementIds: AGREE, ...extra },
    { token },
  );
}

describe('which goods need an address', () => {
  it('marks the seeded posted goods and says so in the settlement', async () => {
    const rows = await t.deps.db.select().from(goodsPayPlans).where(eq(goodsPayPlans.needsAddress, true));
    expect(rows.map((r) => r.goodsId).sort()).toEqual([...POSTED_GOODS].sort());
    const { token } = await customer();
    expect((await price(t, token, { items: items(POSTED) })).data.needAddress).toBe(true);
    expect((await price(t, token, { items: items(G.full) })).data.needAddress).toBe(false);
  });
});

describe('submitting', () => {
  it('refuses a posted goods without an address, naming addressId in plain words', async () => {
    const { token, userId } = await customer();
    const r = await submitWith(token, POSTED);
    expect(r.code).toBe(400);
    expect(r.msg).toBe('addressId：所购服务需要邮寄材料，请选择收货地址');
    expect(await t.deps.db.select().from(cusOrders).where(eq(cusOrders.userId, userId))).toHaveLength(0);
    expect((await submitWith(token, POSTED, { addressId: 'x'.repeat(65) })).msg).toBe('addressId：收货地址有误');
  });

  it("refuses another user's address as unknown", async () => {
    const owner = await customer();
    const buyer = await customer();
    const theirs = await addAddress(owner.token);
    const r = await submitWith(buyer.token, POSTED, { addressId: theirs.id });
    expect(r.code).toBe(404);
    expect(r.msg).toBe('收货地址不存在');
    expect(await t.deps.db.select().from(cusOrders).where(eq(cusOrders.userId, buyer.userId))).toHaveLength(0);
  });

  it('keeps a snapshot of the address on the order, unchanged by later edits and deletion', async () => {
    const { token } = await customer();
    const a = await addAddress(token);
    const r = await submitWith(token, POSTED, { addressId: a.id });
    expect(r.code, r.msg).toBe(200);
    const expected = {
      addressId: a.id,
      contactName: '张三',
      phone: '13800138000',
      provinceName: '四川省',
      cityName: '成都市',
      areaName: '武侯区',
      address: '天府大道北段1700号',
      postcode: '610041',
      fullAddress: '四川省成都市武侯区天府大道北段1700号',
    };
    expect((await detail(t, token, r.data.cusOrderId)).shippingAddress).toEqual(expected);

    const edit = await t.call('POST', '/api/address/v1/update_shipping_address', { ...CHENGDU, id: a.id, contactName: '李四', address: '春熙路1号' }, { token });
    expect(edit.code, edit.msg).toBe(200);
    expect((await t.call('POST', '/api/address/v1/del_address', { id: a.id }, { token })).code).toBe(200);
    expect((await detail(t, token, r.data.cusOrderId)).shippingAddress).toEqual(expected);
    const listed = await t.call('POST', '/api/order/v2/find_order_page', { page: 1, limit: 10 }, { token });
    expect(listed.data.records[0].shippingAddress).toEqual(expected);
  });

  it('a retried submission answers the same order, and other customers cannot read the snapshot', async () => {
    const { token } = await customer();
    const a = await addAddress(token);
    const p = await price(t, token, { items: items(POSTED) });
    const body = { items: items(POSTED), idempotencyKey: await serial(t, token), shownPayableFen: p.data.needPayTotalMoneyFen, orderAgreementIds: AGREE, addressId: a.id };
    const [one, two] = await Promise.all([
      t.call('POST', '/api/order/v2/autonomy_submit_order', body, { token }),
      t.call('POST', '/api/order/v2/autonomy_submit_order', body, { token }),
    ]);
    expect(one.code, one.msg).toBe(200);
    expect(two.code, two.msg).toBe(200);
    expect(two.data.cusOrderId).toBe(one.data.cusOrderId);
    const other = await customer();
    expect((await t.call('GET', '/api/order/v2/cus_order_detail', { cusOrderId: one.data.cusOrderId }, { token: other.token })).code).toBe(404);
  });

  it('buys goods that are not posted without an address, and records one given anyway', async () => {
    const { token } = await customer();
    const plain = await submitWith(token, G.full);
    expect(plain.code, plain.msg).toBe(200);
    expect((await detail(t, token, plain.data.cusOrderId)).shippingAddress).toBeNull();
    const a = await addAddress(token, { provinceCode: '110000', cityCode: '110100', areaCode: '110105', address: '建国路88号', postcode: undefined });
    const given = await submitWith(token, G.full2, { addressId: a.id });
    expect(given.code, given.msg).toBe(200);
    expect((await detail(t, token, given.data.cusOrderId)).shippingAddress).toMatchObject({ addressId: a.id, fullAddress: '北京市朝阳区建国路88号', postcode: '' });
  });

  it('takes the address for posted goods of every pay type', async () => {
    const { token } = await customer();
    const a = await addAddress(token);
    for (const goodsId of POSTED_GOODS) {
      expect((await submitWith(token, goodsId)).code, goodsId).toBe(400);
      const r = await submitWith(token, goodsId, { addressId: a.id });
      expect(r.code, `${goodsId} ${r.msg}`).toBe(200);
      expect((await detail(t, token, r.data.cusOrderId)).shippingAddress.addressId).toBe(a.id);
    }
  });

  it("a planner's pending order of a posted goods needs the customer's address too", async () => {
    const { token, phone } = await customer();
    const planner = await loginPlanner(t);
    const draft = await t.call('POST', '/api/order/v2/planner/create_pending_order', { customerPhone: phone, items: items(POSTED) }, { token: planner });
    expect(draft.code, draft.msg).toBe(200);
    const cusOrderId = draft.data.cusOrderId as string;
    const s = await t.call('POST', '/api/order/v2/discountsSettlement', { cusOrderId }, { token });
    expect(s.data.needAddress).toBe(true);
    const body = { cusOrderId, shownPayableFen: s.data.needPayTotalMoneyFen, orderAgreementIds: AGREE };
    const without = await t.call('POST', '/api/order/v2/push_commit_order', body, { token });
    expect(without.msg).toBe('addressId：所购服务需要邮寄材料，请选择收货地址');
    const other = await customer();
    const theirs = await addAddress(other.token);
    expect((await t.call('POST', '/api/order/v2/push_commit_order', { ...body, addressId: theirs.id }, { token })).code).toBe(404);
    const mine = await addAddress(token, { contactName: '王五' });
    const ok = await t.call('POST', '/api/order/v2/push_commit_order', { ...body, addressId: mine.id }, { token });
    expect(ok.code, ok.msg).toBe(200);
    expect((await detail(t, token, cusOrderId)).shippingAddress).toMatchObject({ addressId: mine.id, contactName: '王五' });
  });
});
