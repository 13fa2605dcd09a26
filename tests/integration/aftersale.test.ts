import { and, eq, ne } from 'drizzle-orm';
import { orders } from '@/server/modules/order/schema';
import { paymentRefunds, payments } from '@/server/modules/pay/schema';
import { refunds } from '@/server/modules/aftersale/schema';
import { planners } from '@/server/modules/planner/schema';
import { uploads } from '@/server/modules/upload/schema';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, PNG_1x1, loginDemo, loginPlanner, op, paidOrder, sellInDemoPlannerStore, upload } from './aftersaleFixtures';

let t: TestContext;
let demo: string;
let other: string;
const prevToken = process.env.OPERATOR_TOKEN;
beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  other = (await t.loginSms(t.phone())).token;
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

const A = '/api/orderSale/v1';
const apply = (token: string, orderId: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', `${A}/refund`, { orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', afterSaleAgreementIds: 'shupianaftersale', ...extra }, { token });

async function walletBalance(token: string): Promise<number> {
  const r = await t.call('GET', '/api/wallet/v1/account_balance_info', {}, { token });
  expect(r.code, r.msg).toBe(200);
  return r.data.balanceFen as number;
}

describe('refund applications', () => {
  it('refuses more than the remainder, another user, a second open sheet, and images not one’s own', async () => {
    const o = await paidOrder(t, demo);
    const form = await t.call('GET', `${A}/refund_form`, { orderId: o.orderId }, { token: demo });
    expect(form.data).toMatchObject({ paidFen: o.paidFen, refundedFen: 0, refundableFen: o.paidFen, openAfterSaleId: null });
    expect(form.data.reasons).toHaveLength(12);
    const tooMuch = await apply(demo, o.orderId, { refundAmountFen: o.paidFen + 1 });
    expect(tooMuch.code).toBe(400);
    expect(tooMuch.msg).toMatch(/^refundAmountFen：退款金额不能超过可退金额/);
    expect((await apply(other, o.orderId)).code).toBe(404);
    const noAgreement = await apply(demo, o.orderId, { afterSaleAgreementIds: '' });
    expect(noAgreement.msg).toBe('afterSaleAgreementIds：请您先阅读并勾选售后协议');

    const foreignImg = await upload(t, other, PNG_1x1);
    const withForeign = await apply(demo, o.orderId, { images: foreignImg.data.id });
    expect(withForeign.code).toBe(403);
    const mine = await upload(t, demo, PNG_1x1);
    const tooMany = await apply(demo, o.orderId, { images: Array.from({ length: 10 }, () => mine.data.id).join(',') });
    expect(tooMany.code).toBe(400);

    const ok = await apply(demo, o.orderId, { refundAmountFen: 100, images: JSON.stringify([mine.data.url]) });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.detail).toMatchObject({ afterSaleStatus: 1, statusTitle: '售后中', afterSaleTotalMoneyFen: 100, fileImages: [{ filepath: mine.data.url }] });
    const [u] = await t.deps.db.select().from(uploads).where(eq(uploads.id, mine.data.id));
    expect(u.attachedTo).toBe(`aftersale:${ok.data.afterSaleId}`);
    const second = await apply(demo, o.orderId, { refundAmountFen: 100 });
    expect(second.code).toBe(409);
    expect(second.msg).toBe('该订单已有售后单正在处理中');
    expect((await t.call('GET', `${A}/detail`, { id: ok.data.afterSaleId }, { token: other })).code).toBe(404);
    expect((await t.call('POST', `${A}/operation`, { afterSaleId: ok.data.afterSaleId, userDoType: 'AFTER_SALE_CENTER_USER_CALLBACK' }, { token: other })).code).toBe(404);
    expect((await t.call('GET', `${A}/saleing_num`, {}, { token: demo })).data).toBeGreaterThanOrEqual(1);

    // Withdraw: closed with tag 10, and the money is open again.
    const w = await t.call('POST', `${A}/operation`, { afterSaleId: ok.data.afterSaleId, userDoType: 'AFTER_SALE_CENTER_USER_CALLBACK' }, { token: demo });
    expect(w.data).toMatchObject({ afterSaleStatus: 5, afterSaleSubStatusNo: 'AFTERSALE_STATUS_TAG_10' });
    expect((await apply(demo, o.orderId, { refundAmountFen: 100 })).code).toBe(200);
  });

  it('an approved refund goes back to the wallet exactly once, even when approvals race; the order and ledger show it', async () => {
    const o = await paidOrder(t, demo);
    const before = await walletBalance(demo);
    const a = await apply(demo, o.orderId, { refundAmountFen: 20000 });
    expect(a.code, a.msg).toBe(200);
    // Not an operator: a customer, or no token.
    expect((await t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'approve' }, { token: other })).code).toBe(403);
    const [r1, r2, r3] = await Promise.all([
      t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'approve' }, op),
      t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'approve' }, op),
      t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'approve' }, op),
    ]);
    expect([r1.code, r2.code, r3.code].sort()).toEqual([200, 409, 409]);
    const rows = await t.deps.db.select().from(refunds).where(eq(refunds.afterSaleId, a.data.afterSaleId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountFen: 20000, status: 'REFUND_STATUS_4' });
    const [pay] = await t.deps.db.select().from(payments).where(and(eq(payments.cusOrderId, o.cusOrderId), eq(payments.status, 1)));
    const refs = await t.deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, pay.id));
    expect(refs.map((x) => x.amountFen)).toEqual([20000]);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order.refundedFen).toBe(20000);
    expect(await walletBalance(demo)).toBe(before + 20000);

    const detail = await t.call('GET', `${A}/detail`, { id: a.data.afterSaleId }, { token: demo });
    expect(detail.data).toMatchObject({ afterSaleStatus: 4, statusTitle: '已完成', statusDesc: '退款成功', realRefundTotalMoneyFen: 20000 });
    const list = await t.call('POST', `${A}/refundList`, { afterSaleId: a.data.afterSaleId }, { token: demo });
    expect(list.data.list[0]).toMatchObject({ reimburseAmountFen: 20000, passTypeCodeName: '薯片钱包（原路退回）' });
    const info = await t.call('GET', `${A}/refundInfo`, { id: list.data.list[0].id }, { token: demo });
    expect(info.data.repaReimburseOperationLogList.length).toBeGreaterThan(0);
    expect((await t.call('GET', `${A}/refundInfo`, { id: list.data.list[0].id }, { token: other })).code).toBe(404);
    const records = await t.call('POST', `${A}/record`, { afterSaleId: a.data.afterSaleId }, { token: demo });
    expect(records.data.records.map((x: { dealStatusName: string }) => x.dealStatusName)).toEqual(['退款成功', '提交售后申请']);

    // The same money cannot be refunded twice: only the rest is refundable.
    const rest = o.paidFen - 20000;
    const again = await apply(demo, o.orderId, { refundAmountFen: rest + 1 });
    expect(again.code).toBe(400);
    const last = await apply(demo, o.orderId);
    expect(last.data.detail.afterSaleTotalMoneyFen).toBe(rest);
    expect((await t.call('POST', `${A}/operator/decide`, { afterSaleId: last.data.afterSaleId, action: 'approve' }, op)).code).toBe(200);
    const none = await apply(demo, o.orderId);
    expect(none.code).toBe(409);
    expect(none.msg).toBe('该订单已无可退款金额');
    const [after] = await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(after.refundedFen).toBe(o.paidFen);
  });

  it('merchant rejects → the customer asks the platform → only the platform decides, partial with its reason, and that ends it', async () => {
    const o = await paidOrder(t, demo);
    await sellInDemoPlannerStore(t, o.goodsId);
    const planner = await loginPlanner(t);
    const a = await apply(demo, o.orderId, { refundAmountFen: 5000 });
    const id = a.data.afterSaleId;
    const decide = (form: Record<string, unknown>, auth: { token?: string; headers?: Record<string, string> }) => t.call('POST', `${A}/operator/decide`, { afterSaleId: id, ...form }, auth);
    const rej = await decide({ action: 'reject', dealMark: '服务已开始' }, { token: planner });
    expect(rej.code, rej.msg).toBe(200);
    expect(rej.data).toMatchObject({ afterSaleStatus: 2, dealMark: '服务已开始', canAskPlatform: true });
    const ask = (token = demo) => t.call('POST', `${A}/operation`, { afterSaleId: id, userDoType: 'AFTER_SALE_CENTER_USER_SE_PLAYFORM' }, { token });
    expect((await ask()).data).toMatchObject({ afterSaleStatus: 1, afterPlatInvolvedCount: 1 });
    expect((await ask()).code).toBe(409); // not in 待处理/待确认 now
    // the merchant had their say: the platform decides now
    for (const form of [{ action: 'reject', dealMark: '再次驳回' }, { action: 'approve' }, { action: 'propose', amountFen: 1000, dealMark: '再议' }])
      expect(await decide(form, { token: planner })).toMatchObject({ code: 409, msg: '客户已申请平台介入，请等待平台裁决' });
    expect(await decide({ action: 'propose', amountFen: 3000, dealMark: '按已发生费用扣减' }, op)).toMatchObject({ code: 409, msg: '平台介入的售后单请直接裁决：同意（可部分退款）或驳回' });
    expect(await decide({ action: 'approve', amountFen: 3000 }, op)).toMatchObject({ code: 400, msg: 'dealMark：部分退款请填写裁决理由' });
    expect((await decide({ action: 'approve', amountFen: 5001, dealMark: 'x' }, op)).msg).toBe('amountFen：退款金额不能超过用户申请的金额');
    // Confirming needs a plan.
    expect((await t.call('POST', `${A}/operation`, { afterSaleId: id, userDoType: 'AFTER_SALE_CENTER_USER_ASK' }, { token: demo })).code).toBe(409);
    const ruled = await decide({ action: 'approve', amountFen: 3000, dealMark: '服务已开始，按已发生费用扣减' }, op);
    expect(ruled.data).toMatchObject({ afterSaleStatus: 4, realRefundTotalMoneyFen: 3000, dealMark: '服务已开始，按已发生费用扣减' });
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order.refundedFen).toBe(3000);
    const all = await t.call('POST', `${A}/list`, {}, { token: demo });
    expect(all.data.records.map((x: { id: string }) => x.id)).toContain(id);
  });

  it('an offer moves no money: the customer confirms it (paid once) or the platform is asked', async () => {
    const o = await paidOrder(t, demo);
    await sellInDemoPlannerStore(t, o.goodsId);
    const planner = await loginPlanner(t);
    const b = await apply(demo, o.orderId, { refundAmountFen: 5000 });
    const decide = (form: Record<string, unknown>) => t.call('POST', `${A}/operator/decide`, { afterSaleId: b.data.afterSaleId, ...form }, { token: planner });
    expect(await decide({ action: 'approve', amountFen: 3000, dealMark: '部分' })).toMatchObject({
      code: 400,
      msg: 'amountFen：同意退款须按客户申请的金额全额退款；其他金额请提出方案，由客户确认',
    });
    expect((await decide({ action: 'propose', amountFen: 0, dealMark: '不退' })).msg).toBe('amountFen：退款金额须大于0');
    const plan = await decide({ action: 'propose', amountFen: 3000, dealMark: '按已发生费用扣减' });
    expect(plan.data).toMatchObject({ afterSaleStatus: 3, afterSaleTotalMoneyFen: 3000, canConfirm: true, canAskPlatform: true, dealMark: '按已发生费用扣减' });
    const [before] = await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(before.refundedFen).toBe(0);
    const [c1, c2] = await Promise.all([
      t.call('POST', `${A}/operation`, { afterSaleId: b.data.afterSaleId, userDoType: 'AFTER_SALE_CENTER_USER_ASK' }, { token: demo }),
      t.call('POST', `${A}/operation`, { afterSaleId: b.data.afterSaleId, userDoType: 'AFTER_SALE_CENTER_USER_ASK' }, { token: demo }),
    ]);
    expect([c1.code, c2.code].sort()).toEqual([200, 409]);
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, o.orderId));
    expect(order.refundedFen).toBe(3000);
    // the customer's order says it: 实付, 已退, and the refund with its time
    const mine = await t.call('GET', '/api/order/v2/cus_order_detail', { cusOrderId: o.cusOrderId }, { token: demo });
    expect(mine.data).toMatchObject({ orderPaidMoneyFen: o.paidFen, orderRefundedMoneyFen: 3000 });
    expect(mine.data.refunds).toEqual([expect.objectContaining({ orderId: o.orderId, afterSaleId: b.data.afterSaleId, amountFen: 3000, refundTime: expect.any(String) })]);
    const list = await t.call('POST', `${A}/list`, { afterSaleStatusNoList: '1,2,3' }, { token: demo });
    expect(list.data.records.map((x: { id: string }) => x.id)).not.toContain(b.data.afterSaleId);
  });

  it('a planner who neither serves the order nor sells its goods cannot decide; counts for 我的', async () => {
    const [otherPlanner] = await t.deps.db.select({ id: planners.userId }).from(planners).where(ne(planners.userId, 'u_demo_planner')).limit(1);
    const o = await paidOrder(t, demo, 'g_0005', otherPlanner.id);
    const a = await apply(demo, o.orderId, { refundAmountFen: 100 });
    const planner = await loginPlanner(t);
    const r = await t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'reject', dealMark: 'x' }, { token: planner });
    // Another planner's order, whatever the demo planner's store sells: refused like an unknown sheet (ownership.test.ts).
    expect(r).toMatchObject({ code: 404, msg: '售后单不存在', data: null });
    // A customer account is never an operator.
    expect((await t.call('POST', `${A}/operator/decide`, { afterSaleId: a.data.afterSaleId, action: 'approve' }, { token: demo })).code).toBe(403);
    const counts = await t.call('GET', `${A}/my_counts`, {}, { token: demo });
    expect(counts.code, counts.msg).toBe(200);
    expect(counts.data).toEqual(expect.objectContaining({ unpaid: expect.any(Number), progressing: expect.any(Number), completed: expect.any(Number), toEvaluate: expect.any(Number), saleing: expect.any(Number) }));
    expect(counts.data.saleing).toBeGreaterThanOrEqual(1);
  });
});
