import { afterPurchaseLinks } from '@/components/order/AfterPurchaseLinks';
import type { AfterPurchase, OrderSummary } from '@/services/order';
import { NO_AFTER_PURCHASE as NONE } from '@/server/modules/order/afterPurchase';

const line = (a: Partial<AfterPurchase>) => ({ orderId: 'o_1', orderNo: 'D1', cusOrderId: 'c_1', afterPurchase: { ...NONE, ...a } }) as OrderSummary;
const texts = (a: Partial<AfterPurchase>) => afterPurchaseLinks(line(a), 'orderDetail').map((l) => l.text);

describe('afterPurchaseLinks: the order buttons follow the server’s state', () => {
  it('shows nothing for an order with nothing to do', () => {
    expect(texts({})).toEqual([]);
  });

  it('a paid order: 退款/售后, 签署合同 (edit) and 申请开票 with their pages', () => {
    const links = afterPurchaseLinks(line({ afterSaleState: 1, canContract: true, invoiceableFen: 100 }), 'orderList');
    expect(links.map((l) => [l.text, l.href])).toEqual([
      ['退款/售后', '/my/afterSale/refund?orderId=o_1'],
      ['签署合同', '/contract/edit?orderId=o_1&cusOrderId=c_1&fromPage=orderList'],
      ['申请开票', '/order/invoice/invoiceApply?orderId=o_1'],
    ]);
  });

  it('an open refund: 售后中 to its sheet, and a contract refused with the inventory’s toast', () => {
    const links = afterPurchaseLinks(line({ afterSaleState: 2, afterSaleId: 'as_1' }), 'orderDetail');
    expect(links[0]).toMatchObject({ text: '售后中', href: '/my/afterSale/detail?orderId=o_1&orderNo=D1&id=as_1' });
    expect(links[1]).toMatchObject({ text: '签署合同', refusal: '抱歉，您的订单不可申请合同' });
    expect(links[1].href).toBeUndefined();
  });

  it('an existing contract opens the order’s contracts; signed reads 查看合同', () => {
    expect(afterPurchaseLinks(line({ contractStatus: 'STRUTS_QSZ', contractId: 'ct' }), 'orderDetail')[0]).toMatchObject({ text: '签署合同', href: '/order/OrderContract?orderId=o_1&cusOrderId=c_1&fromPage=orderDetail' });
    expect(texts({ contractStatus: 'STRUTS_YWC' })).toEqual(['查看合同']);
  });

  it('invoiced in full: 查看发票; completed: 写评价, then 查看评价; refunded: 已售后', () => {
    expect(afterPurchaseLinks(line({ invoiceId: 'inv_1' }), 'orderDetail')[0].href).toBe('/order/invoice/detail?id=inv_1&orderId=o_1');
    expect(afterPurchaseLinks(line({ evaluateStatus: 1 }), 'orderDetail')[0]).toMatchObject({ text: '写评价', href: '/my/evaluate/write?infoId=o_1', primary: true });
    expect(texts({ evaluateStatus: 3, evaluationId: 'e' })).toEqual(['查看评价']);
    expect(texts({ afterSaleState: 3 })).toEqual(['已售后']);
  });
});
