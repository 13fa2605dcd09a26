import { createTestContext, type TestContext } from './helpers';
import { OPERATOR_TOKEN, completedOrder, loginDemo, op, paidOrder } from './aftersaleFixtures';
import { detail, submitOk } from './orderFixtures';
import type { AfterPurchase, CustomerOrder } from '@/services/order';

// The order pages' after-purchase entries (inventory order.md §0.5): which of 退款/售后, 签署合同, 申请开票 and 写评价
// an order shows follows what the after-sale, contract, invoice and evaluation modules hold for it.

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
  await t.close();
});

async function stateOf(cusOrderId: string): Promise<AfterPurchase> {
  return ((await detail(t, demo, cusOrderId)) as CustomerOrder).orders[0].afterPurchase;
}

describe('after-purchase state of an order', () => {
  it('unpaid: only the contract; paid: refund, contract and invoice; open refund: 售后中 and no new contract', async () => {
    const unpaid = await submitOk(t, demo, { items: [{ goodsId: 'g_0001', goodsNumber: 1 }] });
    expect(await stateOf(unpaid.cusOrderId)).toMatchObject({ afterSaleState: 0, canContract: true, contractStatus: null, invoiceableFen: 0, evaluateStatus: 0 });

    const o = await paidOrder(t, demo);
    expect(await stateOf(o.cusOrderId)).toMatchObject({ afterSaleState: 1, afterSaleId: null, canContract: true, invoiceableFen: o.paidFen, invoiceId: null, evaluateStatus: 0 });

    const inv = await t.call(
      'POST',
      '/api/invoice/v1/apply_invoice',
      { orderId: o.orderId, invoiceType: '026', invoiceContent: 'GOODS_DETAILS', receiverPhone: '13800138000', receiverEmail: 'a@example.com', invoiceHeader: 'INVOICE_HEADER_PERSONAL', invoiceHeaderName: '陈演示', invoiceMoneyFen: 100 },
      { token: demo },
    );
    expect(inv.code, inv.msg).toBe(200);
    expect(await stateOf(o.cusOrderId)).toMatchObject({ invoiceableFen: o.paidFen - 100, invoiceId: inv.data.id });

    const sheet = await t.call('POST', '/api/orderSale/v1/refund', { orderId: o.orderId, afterSaleReasonNo: 'AFTER_SALE_REASON_1', afterSaleProblemDetail: '不需要了', afterSaleAgreementIds: 'shupianaftersale', refundAmountFen: 200 }, { token: demo });
    expect(sheet.code, sheet.msg).toBe(200);
    expect(await stateOf(o.cusOrderId)).toMatchObject({ afterSaleState: 2, afterSaleId: sheet.data.afterSaleId, canContract: false });

    const ok = await t.call('POST', '/api/orderSale/v1/operator/decide', { afterSaleId: sheet.data.afterSaleId, action: 'approve', dealMark: '同意退款' }, op);
    expect(ok.code, ok.msg).toBe(200);
    // Part of the money was refunded: a further refund may still be asked for, and the invoiceable amount shrinks.
    expect(await stateOf(o.cusOrderId)).toMatchObject({ afterSaleState: 1, afterSaleId: sheet.data.afterSaleId, canContract: true, invoiceableFen: o.paidFen - 100 - 200 });
  });

  it('a drafted contract shows 签署合同 until signed; a completed order shows 写评价, then 查看评价', async () => {
    const o = await completedOrder(t, demo);
    expect(await stateOf(o.cusOrderId)).toMatchObject({ evaluateStatus: 1, evaluationId: null });
    const enc = await t.call('POST', '/api/entry/v1/encryption', { phone: '13912345678' }, { token: demo });
    const c = await t.call('POST', '/api/contract/v2/applycontract', { orderId: o.orderId, contractFirstName: '成都示例科技有限公司', contractFirstContacts: '陈演示', contractFirstPhone: enc.data }, { token: demo });
    expect(c.code, c.msg).toBe(200);
    expect(await stateOf(o.cusOrderId)).toMatchObject({ contractStatus: 'STRUTS_QSZ', contractId: c.data.contractId, contractNo: c.data.contractNo });

    const dims = JSON.stringify([{ id: 'd_attitude', name: '服务态度', fraction: 10 }, { id: 'd_skill', name: '专业能力', fraction: 10 }, { id: 'd_speed', name: '办理效率', fraction: 10 }]);
    const e = await t.call('POST', '/api/evaluate/v1/add_evaluate', { infoId: o.orderId, serverScore: 10, evaluateDimensionList: dims, evaluateTagList: '[]', evaluateContent: '很好', choiceAnonymous: 0 }, { token: demo });
    expect(e.code, e.msg).toBe(200);
    const after = await stateOf(o.cusOrderId);
    expect(after.evaluateStatus).toBe(3);
    expect(after.evaluationId).toBeTruthy();
  });

  it('the order list carries the same state', async () => {
    const o = await paidOrder(t, demo);
    const list = await t.call('POST', '/api/order/v2/find_order_page', { page: 1, limit: 50 }, { token: demo });
    expect(list.code, list.msg).toBe(200);
    const mine = (list.data.records as CustomerOrder[]).find((x) => x.cusOrderId === o.cusOrderId);
    expect(mine?.orders[0].afterPurchase).toMatchObject({ afterSaleState: 1, invoiceableFen: o.paidFen });
  });
});
