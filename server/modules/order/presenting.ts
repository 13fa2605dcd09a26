import { asc, inArray } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { orderCoupons } from '../coupon/service';
import type { AfterPurchase, Batch, CustomerOrder, OrderSummary, ServiceNode } from '@/lib/contract/order/api';
import {
  AWAITING_CONFIRM_LABEL,
  BATCH_CODES,
  BATCH_STATUS,
  CUS_ORDER_STATUS,
  FORMAL_ORDER,
  NODE_STATUS_LABEL,
  NODE_TASK_STATUS,
  ORDER_LINE_STATUS,
  ORDER_PAY_MODE_ONLINE,
  PAY_BUTTON,
  PAY_STATUS,
  PAY_STATUS_NO,
  PAY_TYPE,
  cusStatusCode,
  orderStatusLabel,
  payTypeCode,
  payTypeFullLabel,
  type BatchStatus,
  type CusStatus,
  type NodeStatus,
  type OrderLineStatus,
  type PayStatus,
  type PayType,
} from '@/lib/contract/order/enums';
import { iso } from './common';
import { cusOrders, orderBatches, orderNodes, orders } from './schema';
import { afterPurchaseOf } from './afterPurchase';

/** Row → view: the shapes of lib/contract/order/api.ts (CustomerOrder, OrderSummary, Batch, ServiceNode) built from order rows. */

type CusRow = typeof cusOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type BatchRow = typeof orderBatches.$inferSelect;
type NodeRow = typeof orderNodes.$inferSelect;

const CLASS_OF: Record<string, string> = {
  PRO_CLASS_TYPE_SALES: 'SALE',
  PRO_CLASS_TYPE_SERVICE: 'SERVER',
  PRO_CLASS_TYPE_TRANSACTION: 'TRADE',
  PRO_CLASS_TYPE_SERVICE_RESOURCE: 'RESOURCE',
};

export const payStatusOf = (paid: number, payable: number): PayStatus => (paid <= 0 ? PAY_STATUS.UN_PAID : paid >= payable ? PAY_STATUS.COMPLETED_PAID : PAY_STATUS.PART_PAID);

export function presentBatch(b: BatchRow, o: OrderRow, nodes: NodeRow[]): Batch {
  const node = b.nodeId ? nodes.find((n) => n.id === b.nodeId) : undefined;
  const st = b.status as BatchStatus;
  return {
    id: b.id,
    cusOrderId: b.cusOrderId,
    orderId: b.orderId,
    orderSkuId: b.orderId,
    orderPayType: o.payType as PayType,
    batchNumber: b.batchNumber,
    batchName: b.name,
    moneyFen: b.moneyFen,
    alreadyPayment: st,
    alreadyPaymentNo: BATCH_CODES[st],
    nodeId: b.nodeId,
    nodeName: node?.name ?? null,
    realPaymentDate: iso(b.paidAt),
  };
}

export function presentNode(n: NodeRow): ServiceNode {
  const st = n.status as NodeStatus;
  return {
    id: n.id,
    orderId: n.orderId,
    nodeNum: n.seq + 1,
    serviceName: n.name,
    serviceExplain: n.explain,
    status: st,
    taskStatus: NODE_TASK_STATUS[st],
    statusLabel: NODE_STATUS_LABEL[st],
    handlerName: n.handlerName,
    startTime: iso(n.startedAt),
    endTime: iso(n.finishedAt),
  };
}

/** A batch the customer may pay now: due, or (by node) a later node paid ahead. */
export const payableBatch = (b: BatchRow, o: OrderRow) => b.status === BATCH_STATUS.DUE || (b.status === BATCH_STATUS.NOT_DUE && o.payType === PAY_TYPE.BY_NODE && o.status !== ORDER_LINE_STATUS.CANCELLED);

function presentOrder(o: OrderRow, batches: BatchRow[], cus: CusRow, afterPurchase: AfterPurchase): OrderSummary {
  const due = batches.some((b) => b.status === BATCH_STATUS.DUE);
  const canConfirm = cus.status === CUS_ORDER_STATUS.PROGRESSING && o.status === ORDER_LINE_STATUS.HANDLED && o.paidFen >= o.payableFen && o.userConfirm === 0;
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
    orderPayType: o.payType as PayType,
    orderStatusNo: `ORDER_ORDER_${CLASS_OF[o.productType] ?? 'SALE'}_STATUS_${o.status}`,
    orderStatus: o.status as OrderLineStatus,
    payStatusNo: PAY_STATUS_NO[payStatusOf(o.paidFen, o.payableFen)],
    isNeedPay: due && (cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.PROGRESSING) ? 1 : 0,
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
    orderBalanceMoneyFen: m.payType === PAY_TYPE.DEPOSIT ? m.payable - m.deposit : 0,
    orderRefundedMoneyFen: m.refunded,
  };
}

export async function presentCus(db: DbLike, rows: CusRow[]): Promise<CustomerOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [oRows, bRows, cRows] = await Promise.all([
    db.select().from(orders).where(inArray(orders.cusOrderId, ids)).orderBy(asc(orders.orderNo)),
    db.select().from(orderBatches).where(inArray(orderBatches.cusOrderId, ids)).orderBy(asc(orderBatches.batchNumber)),
    orderCoupons(db, ids),
  ]);
  const statusOf = new Map(rows.map((r) => [r.id, r.status]));
  const after = await afterPurchaseOf(db, oRows.map((o) => ({ ...o, cusStatus: statusOf.get(o.cusOrderId) ?? CUS_ORDER_STATUS.UNPAID })));
  return rows.map((cus) => {
    const os = oRows.filter((o) => o.cusOrderId === cus.id);
    const bs = bRows.filter((b) => b.cusOrderId === cus.id);
    const views = os.map((o) => presentOrder(o, bs.filter((b) => b.orderId === o.id), cus, after.get(o.id)!));
    const live = cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.PROGRESSING;
    const dueB = live ? bs.filter((b) => b.status === BATCH_STATUS.DUE) : [];
    const allB = live ? bs.filter((b) => payableBatch(b, os.find((o) => o.id === b.orderId)!)) : [];
    const payStatus = payStatusOf(cus.paidFen, cus.payableFen);
    const canConfirm = views.some((v) => v.canConfirm);
    const statusLabel = cus.status === CUS_ORDER_STATUS.PROGRESSING && canConfirm ? AWAITING_CONFIRM_LABEL : orderStatusLabel(cus.status);
    return {
      cusOrderId: cus.id,
      cusOrderNo: cus.cusOrderNo,
      cusOrderStatus: cus.status as CusStatus,
      cusOrderStatusNo: cusStatusCode(cus.status),
      statusLabel,
      cusOrderPayStatusNo: PAY_STATUS_NO[payStatus],
      cusOrderPayType: cus.payType as PayType,
      cusOrderPayTypeCode: payTypeCode(cus.payType),
      payTypeLabel: payTypeFullLabel(cus.payType),
      payType: ORDER_PAY_MODE_ONLINE,
      orderType: FORMAL_ORDER,
      canCancel: cus.status === CUS_ORDER_STATUS.UNPAID || cus.status === CUS_ORDER_STATUS.UNSUBMITTED,
      payButton: dueB.length ? (payStatus === PAY_STATUS.UN_PAID ? PAY_BUTTON.PAY_NOW : PAY_BUTTON.PAY_REST) : PAY_BUTTON.NONE,
      canConfirm,
      thisTimePayTotalFen: dueB.reduce((s, b) => s + b.moneyFen, 0),
      thisTimeBatchIds: dueB.map((b) => b.id),
      allTimePayTotalFen: allB.reduce((s, b) => s + b.moneyFen, 0),
      remainBatchIds: allB.map((b) => b.id),
      countDownTimeLong: cus.status === CUS_ORDER_STATUS.UNPAID && cus.expiresAt ? cus.expiresAt.getTime() : 0,
      cancelCode: cus.cancelCode,
      cusOrderCancelReason: cus.status === CUS_ORDER_STATUS.CANCELLED ? (cus.cancelReason ?? '订单超时未支付') : null,
      orderAgreementIds: cus.agreementIds,
      mark: cus.remark,
      contractFirstInfo: cus.contract ?? null,
      shippingAddress: cus.shippingAddress ?? null,
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

