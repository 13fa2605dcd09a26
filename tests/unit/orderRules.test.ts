import { cashierHref, orderTime, payPlanOf, statusTone, tabOfQuery } from '@/components/order/orderRules';
import { checkoutSource, priceInputOf } from '@/components/order/checkoutInput';
import { orderTotalText } from '@/components/order/OrderCard';
import type { CustomerOrder } from '@/services/order';

const order = (patch: Partial<CustomerOrder>): CustomerOrder =>
  ({
    cusOrderId: 'co_1',
    cusOrderNo: 'C1',
    cusOrderStatus: 1,
    statusLabel: '待付款',
    cusOrderPayStatusNo: 'ORDER_CUS_PAY_STATUS_UN_PAID',
    cusOrderPayType: 1,
    payButton: 1,
    orderTotalMoneyFen: 59900,
    orderDiscountMoneyFen: 5000,
    orderPayableMoneyFen: 54900,
    orderPaidMoneyFen: 0,
    orderSurplusMoneyFen: 54900,
    depositAmountFen: 0,
    orderBalanceMoneyFen: 0,
    thisTimePayTotalFen: 54900,
    thisTimeBatchIds: ['b1'],
    allTimePayTotalFen: 54900,
    remainBatchIds: ['b1'],
    orders: [],
    ...patch,
  }) as CustomerOrder;

describe('order list tabs (inventory §1)', () => {
  it.each([
    ['1', '待付款'],
    ['2', '办理中'],
    ['5', '待提交'],
    ['9', '全部'],
    [undefined, '全部'],
  ])('type=%s opens %s', (type, title) => expect(tabOfQuery(type).title).toBe(title));
  it('an orderType forces 待提交', () => expect(tabOfQuery('1', 'x').title).toBe('待提交'));
});

describe('status colours', () => {
  it('unpaid and waiting for confirmation are orange, running blue, finished grey', () => {
    expect(statusTone(order({ cusOrderStatus: 1 }))).toBe('orange');
    expect(statusTone(order({ cusOrderStatus: 2, statusLabel: '待确认' }))).toBe('orange');
    expect(statusTone(order({ cusOrderStatus: 2, statusLabel: '办理中' }))).toBe('blue');
    expect(statusTone(order({ cusOrderStatus: 3 }))).toBe('grey');
    expect(statusTone(order({ cusOrderStatus: 4 }))).toBe('grey');
  });
});

describe('list totals row', () => {
  it('shows what is due now when it can be paid', () => expect(orderTotalText(order({}))).toBe('应付款 549.00元'));
  it('shows the whole amount of a cancelled order', () => expect(orderTotalText(order({ cusOrderStatus: 4, payButton: 0 }))).toBe('合计 549.00元'));
  it('shows deposit and balance of a part-paid deposit order', () =>
    expect(
      orderTotalText(order({ cusOrderPayType: 3, cusOrderPayStatusNo: 'ORDER_CUS_PAY_STATUS_PART_PAID', payButton: 0, depositAmountFen: 16470, orderBalanceMoneyFen: 38430 })),
    ).toBe('定金164.70元, 尾款384.30元'));
});

describe('pay modal plan and cashier link', () => {
  it('takes the server amounts and batch ids', () => {
    const plan = payPlanOf(order({ cusOrderPayType: 2, payButton: 2, thisTimePayTotalFen: 35960, thisTimeBatchIds: ['b2'], allTimePayTotalFen: 62930, remainBatchIds: ['b2', 'b3'] }));
    expect(plan).toEqual({ payType: 2, firstBatchNumber: 1, dueFen: 35960, dueBatchIds: ['b2'], allFen: 62930, allBatchIds: ['b2', 'b3'] });
  });
  it('builds the cashier URL with the chosen batches', () =>
    expect(cashierHref({ cusOrderId: 'co_1', batchIds: ['b2', 'b3'], orderId: 'od_1', fromPage: 'orderDetail' })).toBe(
      '/pay/payType?cusOrderId=co_1&fromPage=orderDetail&batchIds=b2%2Cb3&orderId=od_1',
    ));
});

describe('order times are China time on server and browser alike', () => {
  it('formats an ISO instant at +08:00', () => expect(orderTime('2026-11-21T22:47:58.911Z')).toBe('2026-11-22 06:47:58'));
  it('leaves unknown text and empty values alone', () => {
    expect(orderTime('昨天')).toBe('昨天');
    expect(orderTime(null)).toBe('');
  });
});

describe('what /order/confirmorder sells', () => {
  it('reads a cart checkout', () => expect(checkoutSource({ type: 'shopcar', cartIdsStr: 'c1, c2,' })).toEqual({ kind: 'cart', cartIds: ['c1', 'c2'] }));
  it('reads a direct buy with and without a SKU', () => {
    expect(priceInputOf(checkoutSource({ productId: 'g_0001', skuId: 's1' }))).toEqual({ items: [{ goodsId: 'g_0001', skuId: 's1', goodsNumber: 1 }] });
    // No undefined: the input is also a getServerSideProps prop.
    expect(priceInputOf(checkoutSource({ productId: 'g_0001' }))).toEqual({ items: [{ goodsId: 'g_0001', goodsNumber: 1 }] });
  });
  it('passes the coupons on', () => expect(priceInputOf({ kind: 'cart', cartIds: ['c1'] }, ['u1'])).toEqual({ cartIds: ['c1'], couponUseCodes: ['u1'] }));
  it('prices a package by its comboId (no coupons); nothing to price for an empty query', () => {
    expect(priceInputOf(checkoutSource({ comboId: 'cb1' }))).toEqual({ comboId: 'cb1' });
    expect(priceInputOf(checkoutSource({ comboId: 'cb1' }), ['u1'])).toEqual({ comboId: 'cb1' });
    expect(priceInputOf({ kind: 'none' })).toBeNull();
    expect(checkoutSource({})).toEqual({ kind: 'none' });
    expect(checkoutSource({ type: 'shopcar', cartIdsStr: '' })).toEqual({ kind: 'none' });
  });
});
