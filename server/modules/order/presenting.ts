import { asc, inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { orderCoupons } from '../coupon/service';
import { BATCH, CUS, LINE, PAY_TYPE_CODE, PAY_TYPE_LABEL, iso } from './common';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';
import { afterPurchaseOf } from './after-purchase';
import type { AfterPurchase } from '@/services/order';

/** Row → view: the shapes of services/order.ts (CustomerOrder, OrderLine, Batch, ServiceNode) built from order rows. */

type CusRow = typeof cusOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BatchRow = typeof orderBatches.$inferSelect;
type NodeRow = typeof orderNodes.$inferSelect;

const CUS_CODE: Record<number, string> = {
  1: 'ORDER_CUS_STATUS_UNPAID',
  2: 'ORDER_CUS_STATUS_PROGRESSING',
  3: 'ORDER_CUS_STATUS_COMPLETED',
  4: 'ORDER_CUS_STATUS_CANCELLED',
  5: 'ORDER_CUS_STATUS_UNSUBMITE',
};
const PAY_STATUS_NO = (s: string) => `ORDER_CUS_PAY_STATUS_${s}` as 'ORDER_CUS_PAY_STATUS_UN_PAID';
const CLASS_OF: Record<string, string> = {
  PRO_CLASS_TYPE_SALES: 'SALE',
  PRO_CLASS_TYPE_SERVICE: 'SERVER',
  PRO_CLASS_TYPE_TRANSACTION: 'TRADE',
  PRO_CLASS_TYPE_SERVICE_RESOURCE: 'RESOURCE',
};
const BATCH_CODE = ['ORDER_BATCH_PAYMENT_PAY_0', 'ORDER_BATCH_PAYMENT_PAY_1', 'ORDER_BATCH_PAYMENT_PAY_2'] as const;

export const payStatusOf = (paid: number, payable: number) => (paid <= 0 ? 'UN_PAID' : paid >= payable ? 'COMPLETED_PAID' : 'PART_PAID');

export function presentBatch(b: BatchRow, o: OrderRow, nodes: NodeRow[]) {
  const node = b.nodeId ? nodes.find((n) => n.id === b.nodeId) : undefined;
  const st = b.status as 0 | 1 | 2;
  return {
    id: b.id,
    cusOrderId: b.cusOrderId,
    orderId: b.orderId,
    orderSkuId: b.orderId,
    orderPayType: o.payType as 1 | 2 | 3 | 4,
    batchNumber: b.batchNumber,
    batchName: b.name,
    moneyFen: b.moneyFen,
    alreadyPayment: st,
    alreadyPaymentNo: BATCH_CODE[st],
    nodeId: b.nodeId,
    nodeName: node?.name ?? null,
    realPaymentDate: iso(b.paidAt),
  };
}

export function presentNode(n: NodeRow) {
  const st = n.status as 0 | 1 | 2;
  return {
    id: n.id,
    orderId: n.orderId,
    nodeNum: n.seq + 1,
    serviceName: n.name,
    serviceExplain: n.explain,
    status: st,
    taskStatus: (['production_task_status_1', 'production_task_status_3', 'production_task_status_6'] as const)[st],
    statusLabel: (['未开始', '处理中', '已完成'] as const)[st],
    handlerName: n.handlerName,
    startTime: iso(n.startedAt),
    endTime: iso(n.finishedAt),
  };
}

/** A batch the customer may pay now: due, or (by node) a later node paid ahead. */
export const payableBatch = (b: BatchRow, o: OrderRow) => b.status === BATCH.DUE || (b.status === BATCH.NOT_DUE && o.payType === 2 && o.status !== LINE.CANCELLED);

function presentOrder(o: OrderRow, batches: BatchRow[], cus: CusRow, afterPurchase: AfterPurchase) {
  const due = batches.some((b) => b.status === BATCH.DUE);
  const canConfirm = cus.status === CUS.PROGRESSING && o.status === LINE.HANDLED && o.paidFen >= o.payableFen && o.userConfirm === 0;
  return {
    id: o.id,
    orderId: o.id,
    orderNo: o.orderNo,
    cusOrderId: o.cusOrderId,
    goodsId: o.goodsId,
    skuId: o.skuId,
    spuName: o.goodsName,
    skuDetailValues: o.skuName,
    indexImg: o.img,
    skuPriceFen: o.unitPriceFen,
    skuCount: o.quantity,
    orderProTypeNo: o.productType,
    orderPayType: o.payType as 1 | 2 | 3 | 4,
    orderStatusNo: `ORDER_ORDER_${CLASS_OF[o.productType] ?? 'SALE'}_STATUS_${o.status}`,
    orderStatus: o.status as 'UN_PAID',
    payStatusNo: PAY_STATUS_NO(payStatusOf(o.paidFen, o.payableFen)),
    isNeedPay: (due && (cus.status === CUS.UNPAID || cus.status === CUS.PROGRESSING) ? 1 : 0) as 0 | 1,
    userConfirm: o.userConfirm as 0 | 1,
    canConfirm,
    classCode1: o.classCode1,
    createTime: o.createdAt.toISOString(),
    ...money({ total: o.totalFen, discount: o.discountFen, payable: o.payableFen, paid: o.paidFen, deposit: o.depositFen, refunded: o.refundedFen, payType: o.payType }),
    afterPurchase,
  };
}

function money(m: { total: number; discount: number; payable: number; paid: number; deposit: number; refunded: number; payType: number }) {
  return {
    orderTotalMoneyFen: m.total,
    orderDiscountMoneyFen: m.discount,
    orderPayableMoneyFen: m.payable,
    orderPaidMoneyFen: m.paid,
    orderSurplusMoneyFen: Math.max(0, m.payable - m.paid),
    depositAmountFen: m.deposit,
    orderBalanceMoneyFen: m.payType === 3 ? m.payable - m.deposit : 0,
    orderRefundedMoneyFen: m.refunded,
  };
}

export type CustomerOrderView = Awaited<ReturnType<typeof presentCus>>[number];

export async function presentCus(db: DbLike, rows: CusRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [oRows, bRows, cRows] = await Promise.all([
    db.select().from(orders).where(inArray(orders.cusOrderId, ids)).orderBy(asc(orders.orderNo)),
    db.select().from(orderBatches).where(inArray(orderBatches.cusOrderId, ids)).orderBy(asc(orderBatches.batchNumber)),
    orderCoupons(db, ids),
  ]);
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const after = await afterPurchaseOf(db, oRows.map((o) => ({ ...o, cusStatus: statusOf.get(o.cusOrderId) ?? CUS.UNPAID })));
  return rows.map((cus) => {
    const os = oRows.filter((o) => o.cusOrderId === cus.id);
    const bs = bRows.filter((b) => b.cusOrderId === cus.id);
    const views = os.map((o) => presentOrder(o, bs.filter((b) => b.orderId === o.id), cus, after.get(o.id)!));
    const live = cus.status === CUS.UNPAID || cus.status === CUS.PROGRESSING;
    const dueB = live ? bs.filter((b) => b.status === BATCH.DUE) : [];
    const allB = live ? bs.filter((b) => payableBatch(b, os.find((o) => o.id === b.orderId)!)) : [];
    const payStatus = payStatusOf(cus.paidFen, cus.payableFen);
    const canConfirm = views.some((v) => v.canConfirm);
    const statusLabel =
      cus.status === CUS.PROGRESSING ? (canConfirm ? '待确认' : '办理中') : ({ 1: '待付款', 3: '已完成', 4: '已取消', 5: '待提交' } as Record<number, string>)[cus.status];
    return {
      cusOrderId: cus.id,
      cusOrderNo: cus.cusOrderNo,
      cusOrderStatus: cus.status as 1 | 2 | 3 | 4 | 5,
      cusOrderStatusNo: CUS_CODE[cus.status],
      statusLabel,
      cusOrderPayStatusNo: PAY_STATUS_NO(payStatus),
      cusOrderPayType: cus.payType as 1 | 2 | 3 | 4,
      cusOrderPayTypeCode: PAY_TYPE_CODE[cus.payType],
      payTypeLabel: PAY_TYPE_LABEL[cus.payType],
      payType: 'ORDER_PAY_MODE_ONLINE' as const,
      orderType: 1 as const,
      canCancel: cus.status === CUS.UNPAID || cus.status === CUS.UNSUBMITTED,
      payButton: (dueB.length ? (payStatus === 'UN_PAID' ? 1 : 2) : 0) as 0 | 1 | 2,
      canConfirm,
      thisTimePayTotalFen: dueB.reduce((s, b) => s + b.moneyFen, 0),
      thisTimeBatchIds: dueB.map((b) => b.id),
      allTimePayTotalFen: allB.reduce((s, b) => s + b.moneyFen, 0),
      remainBatchIds: allB.map((b) => b.id),
      countDownTimeLong: cus.status === CUS.UNPAID && cus.expiresAt ? cus.expiresAt.getTime() : 0,
      cancelCode: cus.cancelCode,
      cusOrderCancelReason: cus.status === CUS.CANCELLED ? (cus.cancelReason ?? '订单超时未支付') : null,
      orderAgreementIds: cus.agreementIds,
      mark: cus.remark,
      contractFirstInfo: cus.contract ?? null,
      coupons: cRows.filter((c) => c.cusOrderId === cus.id).map((c) => ({ couponUseCode: c.couponUseCode, couponName: c.couponName, discountFen: c.discountFen })),
      createTime: cus.createdAt.toISOString(),
      payTime: iso(cus.paidAt),
      completeTime: iso(cus.completedAt),
      cancelTime: iso(cus.cancelledAt),
      ...money({ total: cus.totalFen, discount: cus.discountFen, payable: cus.payableFen, paid: cus.paidFen, deposit: cus.depositFen, refunded: cus.refundedFen, payType: cus.payType }),
      orders: views,
    };
  });
}

