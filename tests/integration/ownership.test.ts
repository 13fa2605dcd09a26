import { eq } from 'drizzle-orm';
import { afterSales } from '@/server/modules/aftersale/schema';
import { invoices } from '@/server/modules/invoice/schema';
import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, G, loginDemo, loginPlanner, op, paidOrder } from './aftersaleFixtures';
import { payWallet, submit, submitOk } from './orderFixtures';
import { otherCustomer, rivalPlanner } from './ownershipFixtures';

// Planner and operator actions check that the order (sheet, invoice) belongs to the acting planner, or need the
// operator credential. The intruders: a second planner whose own store sells the same goods (the store rule must not
// reach an order another planner serves) and a second customer. The rightful planner and the operator still succeed.

let t: TestContext;
let demo: string;
let planner: string;
let rival: { userId: string; token: string };
let stranger: { userId: string; token: string };
const prevToken = process.env.OPERATOR_TOKEN;

beforeAll(async () => {
  process.env.OPERATOR_TOKEN = OPERATOR_TOKEN;
  t = await createTestContext();
  demo = await loginDemo(t);
  planner = await loginPlanner(t);
  rival = await rivalPlanner(t, [G.full, G.node]);
  stranger = await otherCustomer(t);
});
afterAll(async () => {
  process.env.OPERATOR_TOKEN = prevToken;
  await t.close();
});

const ADVANCE = '/api/order/v2/planner/advance_node';
const nodeStates = async (orderId: string) =>
  (await t.call('GET', '/api/order/v2/get_order_track_list', { orderDetailsId: orderId }, { token: demo })).data.map((n: { status: number }) => n.status);

describe('advance_node (planner/advance_node)', () => {
  it("another planner cannot advance the nodes of an order the demo planner serves; a customer neither", async () => {
    const o = await paidOrder(t, demo); // plannerId u_demo_planner
    expect(await nodeStates(o.orderId)).toEqual([1, 0, 0]);

    const byRival = await t.call('POST', ADVANCE, { orderId: o.orderId }, { token: rival.token });
    expect(byRival).toMatchObject({ code: 404, msg: '订单不存在', data: null });
    // The same answer as an id that does not exist: nothing tells the rival the order is there.
    const unknown = await t.call('POST', ADVANCE, { orderId: 'od_does_not_exist' }, { token: rival.token });
    expect({ code: unknown.code, msg: unknown.msg }).toEqual({ code: byRival.code, msg: byRival.msg });
    expect((await t.call('POST', ADVANCE, { orderId: o.orderId }, { token: stranger.token })).code).toBe(403);
    expect((await t.call('POST', ADVANCE, { orderId: o.orderId }, { token: demo })).code).toBe(403);
    expect(await nodeStates(o.orderId)).toEqual([1, 0, 0]);

    // The order's planner still advances it, and is recorded as the handler (not what the client claims).
    const ok = await t.call('POST', ADVANCE, { orderId: o.orderId, handlerName: '冒名顶替' }, { token: planner });
    expect(ok.code, ok.msg).toBe(200);
    expect(await nodeStates(o.orderId)).toEqual([2, 1, 0]);
    const track = await t.call('GET', '/api/order/v2/get_order_track_list', { orderDetailsId: o.orderId }, { token: demo });
    expect(track.data[0].handlerName).toBe('王规划');
    // So does the platform operator (X-Operator-Token), without any planner session.
    const byOperator = await t.call('POST', ADVANCE, { orderId: o.orderId }, op);
    expect(byOperator.code, byOperator.msg).toBe(200);
    expect(await nodeStates(o.orderId)).toEqual([2, 2, 1]);
    // A wrong operator token is no credential.
    expect((await t.call('POST', ADVANCE, { orderId: o.orderId }, { headers: { 'x-operator-token': 'wrong-operator-token-0000000' } })).code).toBe(5223);
  });

  it('an order without a planner belongs to the planners whose store sells its goods, not to any planner', async () => {
    const s = await submitOk(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }] });
    expect((await payWallet(t, demo, s.cusOrderId)).code).toBe(200);
    const orderId = s.orderIds[0];
    // The demo planner neither serves this order nor sells g_0001 in their store.
    expect(await t.call('POST', ADVANCE, { orderId }, { token: planner })).toMatchObject({ code: 404, msg: '订单不存在' });
    expect(await nodeStates(orderId)).toEqual([1, 0, 0]);
    // The rival's store sells it.
    expect((await t.call('POST', ADVANCE, { orderId }, { token: rival.token })).code).toBe(200);
    expect(await nodeStates(orderId)).toEqual([2, 1, 0]);
  });

  it('a customer can only name a real planner for an order (not some other account, which would then own it)', async () => {
    const r = await submit(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }], plannerId: stranger.userId });
    expect(r).toMatchObject({ code: 400, msg: 'plannerId：规划师不存在' });
    expect((await submit(t, demo, { items: [{ goodsId: G.full, goodsNumber: 1 }], plannerId: rival.userId })).code).toBe(200);
  });
});

describe('refund decisions (orderSale/v1/operator/decide)', () => {
  const decide = (afterSaleId: string, action: string, auth: { token?: string; headers?: Record<string, string> }) =>
    t.call('POST', '/api/orderSale/v1/operator/decide', { afterSaleId, action, dealMark: '处理意见' }, auth);

  it("another planner (even one selling the same goods) cannot approve, propose or reject the demo planner's refund", async () => {
    const o = await paidOrder(t, demo);
    const a = await t.call('POST', '/api/orderSale/v1/refund', { orderId: o.orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', refundAmountFen: 1000, afterSaleAgreementIds: 'protocol_aftersale' }, { token: demo });
    expect(a.code, a.msg).toBe(200);
    const id = a.data.afterSaleId as string;
    for (const action of ['approve', 'propose', 'reject']) {
      // The same answer as an unknown sheet: a planner learns nothing about other planners' orders.
      expect(await decide(id, action, { token: rival.token })).toMatchObject({ code: 404, msg: '售后单不存在', data: null });
      expect(await decide('as_does_not_exist', action, { token: rival.token })).toMatchObject({ code: 404, msg: '售后单不存在' });
      expect((await decide(id, action, { token: stranger.token })).code).toBe(403);
      expect((await decide(id, action, { token: demo })).code).toBe(403);
    }
    const [sheet] = await t.deps.db.select().from(afterSales).where(eq(afterSales.id, id));
    expect(sheet.status).toBe(1); // still 售后中, nothing refunded
    // The order's planner may decide.
    const ok = await decide(id, 'reject', { token: planner });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.afterSaleStatus).toBe(2);
  });
});

describe('invoices (invoice/v1/operator/issue, reject)', () => {
  it("another planner cannot issue or reject an invoice of the demo planner's order; the order's planner can", async () => {
    const o = await paidOrder(t, demo);
    const applied = await t.call(
      'POST',
      '/api/invoice/v1/apply_invoice',
      { orderId: o.orderId, invoiceType: '026', invoiceContent: 'GOODS_DETAILS', invoiceHeader: 'INVOICE_HEADER_PERSONAL', invoiceHeaderName: '陈演示', receiverPhone: '13800138000', receiverEmail: 'a@example.com' },
      { token: demo },
    );
    expect(applied.code, applied.msg).toBe(200);
    const id = applied.data.id as string;
    const issue = (auth: { token?: string; headers?: Record<string, string> }) => t.call('POST', '/api/invoice/v1/operator/issue', { id }, auth);
    const refuse = (auth: { token?: string; headers?: Record<string, string> }) => t.call('POST', '/api/invoice/v1/operator/reject', { id, reason: '抬头有误' }, auth);
    for (const call of [issue, refuse]) {
      expect(await call({ token: rival.token })).toMatchObject({ code: 404, msg: '开票申请不存在', data: null });
      expect((await call({ token: stranger.token })).code).toBe(403);
      expect((await call({ token: demo })).code).toBe(403);
    }
    const unknown = await t.call('POST', '/api/invoice/v1/operator/issue', { id: 'inv_does_not_exist' }, { token: rival.token });
    expect(unknown).toMatchObject({ code: 404, msg: '开票申请不存在' });
    const [row] = await t.deps.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row.status).toBe('INVOICE_STATUS_AUDIT');
    const ok = await issue({ token: planner });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.invoiceStatus).toBe('INVOICE_STATUS_SUCCESS');
  });
});
