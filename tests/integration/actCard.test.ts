import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { actCardPurchases, actCardQuota, actCardUses, actCards, payNotifyLog, sandboxNotifications, userActCards } from '@/server/db/schema';
import { SIGNATURE_HEADER } from '@/server/adapters/pay';
import { actCardOrderRefunded, grantActCardOfOrder } from '@/server/modules/coupon/actCardGrant';
import { createTestContext, randomIp, type TestContext } from './helpers';
import { G, confirmSandbox, detail, loginDemo, newCustomer, payWallet, price, serial, startSandbox, submit, submitAtOnce, submitOk } from './orderFixtures';
import { OPERATOR_TOKEN, op } from './aftersaleFixtures';

// 活动卡: bought through a normal order and the normal cashier, granted exactly once when paid (a replayed gateway
// notification included), the per-user limit and the stock reserved atomically, used at checkout like a coupon and
// priced by the server, its use given back exactly once on cancel or full refund; ownership on every object.

let t: TestContext;
let demo: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t?.close();
});

const M = '/api/marking/v1';
type Rec = Record<string, unknown>;
const buy = (token: string, id: string, serialNo?: string) => t.call('POST', `${M}/add_order`, { id, serialNo }, { token });
const myCards = async (token: string, condition = 1) => (await t.call('GET', `${M}/user_act_card_list`, { condition, limit: 50 }, { token })).data.records as Rec[];
const heldRow = async (id: string) => (await t.deps.db.select().from(userActCards).where(eq(userActCards.id, id)))[0];
const quotaOf = async (userId: string, cardId: string) =>
  (await t.deps.db.select().from(actCardQuota).where(and(eq(actCardQuota.userId, userId), eq(actCardQuota.cardId, cardId))))[0]?.taken ?? 0;
const soldOf = async (cardId: string) => (await t.deps.db.select().from(actCards).where(eq(actCards.id, cardId)))[0].sold;
const notify = async (body: string, signature: string): Promise<Response> =>
  t.app.request('/api/pay/notify/sandbox', { method: 'POST', body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature } });

describe('bad input and visibility', () => {
  it('answers with an envelope naming the field, never 500', async () => {
    const msg = async (method: string, path: string, payload: Rec, token = demo) => (await t.call(method, `${M}/${path}`, payload, { token })).msg;
    expect(await msg('GET', 'act_card_list', { type: 3 })).toBe('type：活动卡类型有误');
    expect(await msg('GET', 'act_card_list', { limit: 999 })).toBe('limit：每页条数有误');
    expect(await msg('GET', 'act_card_detail_one', {})).toMatch(/^id：/);
    expect(await msg('POST', 'add_order', {})).toMatch(/^id：/);
    expect(await msg('POST', 'add_order', { id: 'ac_site_100', serialNo: 'bad key!' })).toBe('serialNo：下单流水号有误');
    expect(await msg('GET', 'user_act_card_list', { condition: 3 })).toBe('condition：查询条件有误');
    expect(await msg('GET', 'user_card_detail_one', {})).toMatch(/^userCardId：/);
    expect(await msg('GET', 'act_card_order', { cusOrderId: 'x'.repeat(65) })).toBe('cusOrderId：订单有误');
  });

  it('lists the cards on sale (sold out last, the finished campaign hidden); buying needs an account', async () => {
    const list = await t.call('GET', `${M}/act_card_list`, { limit: 50 });
    expect(list.code, list.msg).toBe(200);
    const ids = (list.data.records as Rec[]).map((r) => r.id);
    expect(ids).toContain('ac_site_100');
    expect(ids).not.toContain('ac_1111_ended');
    expect(ids[ids.length - 1]).toBe('ac_new_soldout');
    const soldOut = (list.data.records as Rec[]).find((r) => r.id === 'ac_new_soldout')!;
    expect(soldOut).toMatchObject({ saleState: 2, canBuy: false, whyNot: '活动卡已抢光', leftPercent: 0, boughtCount: 0 });
    const discount = (await t.call('GET', `${M}/act_card_list`, { type: 2 })).data.records as Rec[];
    expect(discount.every((r) => r.cardType === 2)).toBe(true);
    const ended = await t.call('GET', `${M}/act_card_detail_one`, { id: 'ac_1111_ended' });
    expect(ended.data).toMatchObject({ saleState: 3, canBuy: false, whyNot: '活动已结束', validityText: '2025.11.01-2025.11.30' });
    expect((await t.call('GET', `${M}/act_card_detail_one`, { id: 'ac_nope' })).code).toBe(404);
    expect((await t.call('POST', `${M}/add_order`, { id: 'ac_site_100' })).code).toBe(5223);
    expect((await buy(demo, 'ac_nope')).code).toBe(404);
    expect(await buy(demo, 'ac_1111_ended')).toMatchObject({ code: 20102, msg: '活动已结束' });
    expect(await buy(demo, 'ac_new_soldout')).toMatchObject({ code: 20102, msg: '活动卡已抢光' });
  });

  it('the demo customer has a usable card and, as 失效, an expired and a used-up one', async () => {
    const usable = await myCards(demo, 1);
    expect(usable.find((r) => r.userCardId === 'uac_demo_site_95')).toMatchObject({ state: 1, availableTimes: 5, cardType: 2, discount: 950, scopeText: '全场通用' });
    const invalid = await myCards(demo, 2);
    expect(invalid.find((r) => r.userCardId === 'uac_demo_1111')).toMatchObject({ state: 3, stateLabel: '已过期', availableTimes: 2 });
    expect(invalid.find((r) => r.userCardId === 'uac_demo_used')).toMatchObject({ state: 2, stateLabel: '已使用', availableTimes: 0 });
    expect(invalid.map((r) => r.userCardId)).not.toContain('uac_demo_site_95');
  });
});

describe('buying', () => {
  it('buy → pay through the gateway → granted once, even when the notification is replayed', async () => {
    const c = await newCustomer(t);
    const o = await buy(c.token, 'ac_site_100');
    expect(o.code, o.msg).toBe(200);
    expect(o.data).toMatchObject({ payNowFen: 1990 });
    const pending = await t.call('GET', `${M}/act_card_order`, { cusOrderId: o.data.cusOrderId }, { token: c.token });
    expect(pending.data).toMatchObject({ status: 1, statusLabel: '待支付', priceFen: 1990, userCardId: null, card: { id: 'ac_site_100', boughtCount: 1 } });
    expect((await t.call('GET', `${M}/act_card_order_list`, {}, { token: c.token })).data.totalCount).toBe(1);
    expect((await detail(t, c.token, o.data.cusOrderId)).cusOrderStatus).toBe(1);
    expect(await myCards(c.token)).toHaveLength(0);

    const p = await startSandbox(t, c.token, o.data.cusOrderId);
    expect(p.amountFen).toBe(1990);
    await confirmSandbox(t, p.paymentNo);
    const [n] = await t.deps.db.select().from(sandboxNotifications).where(eq(sandboxNotifications.paymentNo, p.paymentNo));
    const sig = await t.deps.adapters.pay.sign(n.body);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => notify(n.body, sig).then((r) => r.text())));
    expect(answers.every((a) => a === 'success')).toBe(true);
    const logs = await t.deps.db.select().from(payNotifyLog).where(eq(payNotifyLog.paymentNo, p.paymentNo));
    expect(logs.filter((l) => l.result === 'APPLIED')).toHaveLength(1);
    // The settlement hook itself is idempotent too.
    expect(await t.deps.db.transaction((tx) => grantActCardOfOrder(tx, o.data.cusOrderId, t.deps.now()))).toBe(false);

    const mine = await myCards(c.token);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ cardId: 'ac_site_100', totalTimes: 3, availableTimes: 3, state: 1, cusOrderId: o.data.cusOrderId });
    const days = (Date.parse(mine[0].validateDateEnd as string) - Date.parse(mine[0].validateDateStart as string)) / 86_400_000;
    expect(days).toBe(90);
    const done = await t.call('GET', `${M}/act_card_order`, { cusOrderId: o.data.cusOrderId }, { token: c.token });
    expect(done.data).toMatchObject({ status: 2, userCardId: mine[0].userCardId });
    // Delivered: the order is complete.
    expect((await detail(t, c.token, o.data.cusOrderId)).cusOrderStatus).toBe(3);
    expect(await quotaOf(c.userId, 'ac_site_100')).toBe(1);

    // A card is no service: no contract and no review, and it does not wait under 待评价.
    const line = (await detail(t, c.token, o.data.cusOrderId)).orders[0];
    expect(line.afterPurchase).toMatchObject({ canContract: false, evaluateStatus: 0 });
    expect((await t.call('GET', '/api/evaluate/v1/census_num', {}, { token: c.token })).data.toEvaluate).toBe(0);
    const dims = JSON.stringify(['d_attitude', 'd_skill', 'd_speed'].map((id) => ({ id, fraction: 10 })));
    const review = await t.call('POST', '/api/evaluate/v1/add_evaluate', { infoId: line.orderId, serverScore: 10, evaluateDimensionList: dims, evaluateTagList: '[]', evaluateContent: '好' }, { token: c.token });
    expect([review.code, review.msg]).toEqual([409, '该订单无需评价']);
    const contract = await t.call('POST', '/api/contract/v2/applycontract', { orderId: line.orderId, contractFirstName: '某公司', contractFirstContacts: '某人', contractFirstPhone: '13900000000' }, { token: c.token });
    expect([contract.code, contract.msg]).toEqual([409, '该订单无需签署合同']);
  });

  it('pays from the wallet with the pay password; the same serial number answers the same order', async () => {
    const key = await serial(t, demo);
    const [a, b] = await Promise.all([buy(demo, 'ac_reg_200', key), buy(demo, 'ac_reg_200', key)]);
    expect(a.code, a.msg).toBe(200);
    expect(b.data.cusOrderId).toBe(a.data.cusOrderId);
    const [demoUser] = await t.deps.db.select({ userId: actCardPurchases.userId }).from(actCardPurchases).where(eq(actCardPurchases.cusOrderId, a.data.cusOrderId));
    expect(await quotaOf(demoUser.userId, 'ac_reg_200')).toBe(1);
    const pay = await payWallet(t, demo, a.data.cusOrderId);
    expect(pay.code, pay.msg).toBe(200);
    const got = (await myCards(demo)).find((r) => r.cardId === 'ac_reg_200');
    expect(got).toMatchObject({ totalTimes: 2, availableTimes: 2, scopeText: '"公司注册"-可用' });
    // A key used by a goods order cannot buy a card.
    const goodsKey = await serial(t, demo);
    expect((await submit(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }], key: goodsKey })).code).toBe(200);
    expect((await buy(demo, 'ac_reg_200', goodsKey)).msg).toBe('serialNo：下单流水号已被使用');
  });

  it('50 concurrent purchases by one user: exactly the per-user limit; a cancelled one frees its place', async () => {
    const c = await newCustomer(t);
    const before = await soldOf('ac_site_95');
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(c.token, 'ac_site_95')));
    const ok = answers.filter((a) => a.code === 200);
    expect(ok).toHaveLength(3);
    expect(answers.filter((a) => a.code === 409).every((a) => a.msg === '每人限购3张')).toBe(true);
    expect(answers.filter((a) => a.code !== 200 && a.code !== 409)).toHaveLength(0);
    expect(await quotaOf(c.userId, 'ac_site_95')).toBe(3);
    expect(await soldOf('ac_site_95')).toBe(before + 3);
    const detailNow = await t.call('GET', `${M}/act_card_detail_one`, { id: 'ac_site_95' }, { token: c.token });
    expect(detailNow.data).toMatchObject({ boughtCount: 3, canBuy: false, whyNot: '每人限购3张' });
    const cancel = await t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: ok[0].data.cusOrderId, cancelCode: 'ORDER_REPEAT' }, { token: c.token });
    expect(cancel.code, cancel.msg).toBe(200);
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: ok[0].data.cusOrderId }, { token: c.token })).data.status).toBe(3);
    expect(await quotaOf(c.userId, 'ac_site_95')).toBe(2);
    expect(await soldOf('ac_site_95')).toBe(before + 2);
    expect((await buy(c.token, 'ac_site_95')).code).toBe(200);
    // An unpaid purchase expires with its order (2 h) and gives its place back.
    t.advance(2 * 3600 * 1000 + 1000);
    expect((await t.call('GET', `${M}/act_card_order_list`, {}, { token: c.token })).data.totalCount).toBe(0);
    expect(await quotaOf(c.userId, 'ac_site_95')).toBe(0);
    expect(await soldOf('ac_site_95')).toBe(before);
  });

  it('the stock holds under concurrency: 12 buyers for 5 cards', async () => {
    await t.deps.db.insert(actCards).values({ ...(await t.deps.db.select().from(actCards).where(eq(actCards.id, 'ac_site_100')))[0], id: 'ac_test_five', cardCode: 'TEST5', stock: 5, sold: 0, perUserLimit: 1 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => t.loginSms(t.phone(), { ip: randomIp() })));
    const answers = await Promise.all(buyers.map((b) => buy(b.token, 'ac_test_five')));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 20102 && a.msg === '活动卡已抢光')).toBe(true);
    expect(await soldOf('ac_test_five')).toBe(5);
  });
});

describe('using a card at checkout', () => {
  const items = [{ goodsId: G.full, goodsNumber: 1 }];

  it('is priced by the server, listed with the coupons, one per order and not with coupons', async () => {
    const plain = await price(t, demo, { items });
    const total = plain.data.skuTotalPriceFen as number;
    const p = await price(t, demo, { items, couponUseCodes: ['uac_demo_site_95'] });
    expect(p.code, p.msg).toBe(200);
    expect(p.data.discountFen).toBe(total - Math.ceil((total * 950) / 1000));
    expect(p.data.needPayTotalMoneyFen).toBe(total - p.data.discountFen);
    expect(p.data.coupons[0]).toMatchObject({ couponUseCode: 'uac_demo_site_95', couponName: '全场9.5折卡' });
    const usable = (await t.call('POST', '/api/order/v2/find_order_coupon_v2_page', { items, findType: 5, limit: 50 }, { token: demo })).data.records as Rec[];
    const opt = usable.find((r) => r.couponUseCode === 'uac_demo_site_95')!;
    expect(opt).toMatchObject({ discountFen: p.data.discountFen, marketingCouponVO: { typeName: '活动卡', belongType: 'ACTIVITY_CARD', couponName: '全场9.5折卡（剩余5次）' } });
    const codes = usable.map((r) => r.couponUseCode);
    expect(codes).not.toContain('uac_demo_used');
    expect(codes).not.toContain('uac_demo_1111');

    expect((await price(t, demo, { items, couponUseCodes: ['uac_demo_site_95', 'uc_demo_site_50'] })).msg).toBe('优惠券不可用：活动卡不能与优惠券同时使用');
    expect((await price(t, demo, { items, couponUseCodes: ['uac_demo_used'] })).msg).toBe('优惠券不可用：有限公司注册立减50卡，活动卡次数已用完');
    expect((await price(t, demo, { items, couponUseCodes: ['uac_demo_1111'] })).msg).toBe('优惠券不可用：2025双十一满3000减300卡，活动卡已过期');
    const stranger = await newCustomer(t);
    expect(await price(t, stranger.token, { items, couponUseCodes: ['uac_demo_site_95'] })).toMatchObject({ code: 20103, msg: '优惠券不可用：活动卡不存在' });
    // The payable the page showed must be the server's.
    expect((await submit(t, demo, { items, couponUseCodes: ['uac_demo_site_95'], shown: total })).code).toBe(20101);
  });

  it('locks a use at submit, uses it on payment, gives it back once on cancel', async () => {
    const s = await submitOk(t, demo, { items, couponUseCodes: ['uac_demo_site_95'] });
    expect((await heldRow('uac_demo_site_95')).usedTimes).toBe(1);
    const d = await detail(t, demo, s.cusOrderId);
    expect(d.coupons[0]).toMatchObject({ couponUseCode: 'uac_demo_site_95', couponName: '全场9.5折卡（活动卡）' });
    expect(d.orderDiscountMoneyFen).toBeGreaterThan(0);
    // A second order may take the card again (uses left), but not two cards on one order.
    const cancel = async () => t.call('POST', '/api/order/v2/cancel_cus_order', { cusOrderId: s.cusOrderId, cancelCode: 'ORDER_REPEAT' }, { token: demo });
    expect((await cancel()).code).toBe(200);
    expect((await cancel()).code).not.toBe(200);
    expect((await heldRow('uac_demo_site_95')).usedTimes).toBe(0);
    const [use] = await t.deps.db.select().from(actCardUses).where(eq(actCardUses.cusOrderId, s.cusOrderId));
    expect(use.status).toBe(3);
    // Used on payment.
    const s2 = await submitOk(t, demo, { items, couponUseCodes: ['uac_demo_site_95'] });
    expect((await payWallet(t, demo, s2.cusOrderId)).code).toBe(200);
    const [used] = await t.deps.db.select().from(actCardUses).where(eq(actCardUses.cusOrderId, s2.cusOrderId));
    expect(used.status).toBe(2);
    const one = await t.call('GET', `${M}/user_card_detail_one`, { userCardId: 'uac_demo_site_95' }, { token: demo });
    expect(one.data).toMatchObject({ availableTimes: 4, uses: [{ cusOrderId: s2.cusOrderId, status: 2, statusLabel: '已使用' }, { cusOrderId: s.cusOrderId, status: 3 }] });
  });

  it('the last use goes to one order only when two race for it', async () => {
    const c = await newCustomer(t);
    await t.deps.db.insert(userActCards).values({ id: 'uac_test_last', userId: c.userId, cardId: 'ac_site_95', totalTimes: 2, usedTimes: 1, validFrom: new Date('2025-01-01'), validTo: new Date('2030-01-01') });
    const answers = await submitAtOnce(t, c.token, { items, couponUseCodes: ['uac_test_last'] }, 10);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 200).every((a) => a.code === 20103)).toBe(true);
    expect((await heldRow('uac_test_last')).usedTimes).toBe(2);
  });

  it('a full refund gives the use back exactly once; a refunded purchase revokes its card', async () => {
    const s = await submitOk(t, demo, { items, couponUseCodes: ['uac_demo_site_95'] });
    expect((await payWallet(t, demo, s.cusOrderId)).code).toBe(200);
    const before = (await heldRow('uac_demo_site_95')).usedTimes;
    const refund = async (orderId: string) => {
      const a = await t.call('POST', '/api/orderSale/v1/refund', { orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', afterSaleAgreementIds: 'shupianaftersale' }, { token: demo });
      expect(a.code, a.msg).toBe(200);
      const ok = await t.call('POST', '/api/orderSale/v1/operator/decide', { afterSaleId: a.data.afterSaleId, action: 'approve' }, op);
      expect(ok.code, ok.msg).toBe(200);
    };
    await refund(s.orderIds[0]);
    expect((await heldRow('uac_demo_site_95')).usedTimes).toBe(before - 1);
    await t.deps.db.transaction((tx) => actCardOrderRefunded(tx, s.cusOrderId));
    expect((await heldRow('uac_demo_site_95')).usedTimes).toBe(before - 1);
    const [use] = await t.deps.db.select().from(actCardUses).where(eq(actCardUses.cusOrderId, s.cusOrderId));
    expect(use.status).toBe(4);

    // A bought card refunded in full is revoked (失效, 已作废).
    const o = await buy(demo, 'ac_goods_0001');
    expect(o.code, o.msg).toBe(200);
    expect((await payWallet(t, demo, o.data.cusOrderId)).code).toBe(200);
    const line = (await detail(t, demo, o.data.cusOrderId)).orders[0].orderId as string;
    await refund(line);
    const gone = (await myCards(demo, 2)).find((r) => r.cardId === 'ac_goods_0001' && r.cusOrderId === o.data.cusOrderId);
    expect(gone).toMatchObject({ state: 4, stateLabel: '已作废' });
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: o.data.cusOrderId }, { token: demo })).data.status).toBe(4);
  });
});

describe('ownership', () => {
  it('another user’s card or card order answers 404; a goods order is not a card order', async () => {
    const c = await newCustomer(t);
    expect(await t.call('GET', `${M}/user_card_detail_one`, { userCardId: 'uac_demo_site_95' }, { token: c.token })).toMatchObject({ code: 404, msg: '活动卡不存在' });
    const mine = await buy(demo, 'ac_site_100');
    expect(mine.code, mine.msg).toBe(200);
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: mine.data.cusOrderId }, { token: c.token })).code).toBe(404);
    expect((await t.call('POST', '/api/pay/v2/enable_pay_money', { cusOrderId: mine.data.cusOrderId }, { token: c.token })).code).toBe(404);
    const goods = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await t.call('GET', `${M}/act_card_order`, { cusOrderId: goods.cusOrderId }, { token: demo })).code).toBe(404);
  });
});
