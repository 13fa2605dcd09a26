import { eq } from 'drizzle-orm';
import { fenToYuan } from '@/lib/format';
import { AppError, ERR, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { findOrder } from '../order/facts';
import { afterSaleRecords, afterSales, refunds } from './schema';
import type { AfterSale as AfterSaleView, AfterSaleSku, Refund as RefundView } from '@/lib/contract/aftersale/api';
import { AFTER_SALE_CHANGE_MAX, AFTER_SALE_STATUS, PLAT_INVOLVED_MAX, REFUND_STATUS_NAMES, SKU_DEAL_TYPE, afterSaleStatusNo, isOpenStatus, statusText } from '@/lib/contract/aftersale/enums';

// One after-sale sheet: how it is stored and shown, its owner check, and its processing history line.

export type Row = typeof afterSales.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const conflict = (msg: string) => new AppError(ERR.CONFLICT, msg);
export const stateChanged = () => conflict('售后单状态已变更，请刷新后重试');

/** Appends a line to the sheet's processing history (record). */
export async function record(db: DbLike, afterSaleId: string, action: string, name: string, actor: { type: string; id?: string | null }, now: Date, remark = '') {
  await db.insert(afterSaleRecords).values({ afterSaleId, action, dealStatusName: name, remark, actorType: actor.type, actorId: actor.id ?? null, createdAt: now });
}

export async function toView(db: DbLike, r: Row, refund?: RefundRow | null): Promise<AfterSaleView> {
  const o = await findOrder(db, r.orderId);
  const rf = refund === undefined ? (await db.select().from(refunds).where(eq(refunds.afterSaleId, r.id)).limit(1))[0] : refund;
  const { title, desc } = statusText(r.status, r.subStatus, r.refundStatus);
  const refunded = rf?.amountFen ?? 0;
  const sku: AfterSaleSku[] = o
    ? [
        {
          filepath: o.img,
          spuName: o.goodsName,
          skuExtInfo: o.skuName,
          skuPriceFen: o.unitPriceFen,
          skuPriceYuan: fenToYuan(o.unitPriceFen),
          skuNum: o.quantity,
          enablePayMoneyYuan: fenToYuan(o.payableFen),
          actualPayMoneyYuan: fenToYuan(o.paidFen),
          afterSaleMoneyFen: r.planAmountFen,
          afterSaleMoneyYuan: fenToYuan(r.planAmountFen),
          isActualRefundable: r.planAmountFen > 0 ? 1 : 0,
          skuDealType: r.status === AFTER_SALE_STATUS.DONE ? (o.paidFen - refunded <= 0 ? SKU_DEAL_TYPE.CANCEL : SKU_DEAL_TYPE.CONTINUE) : '',
        },
      ]
    : [];
  return {
    id: r.id,
    afterSaleNo: r.afterSaleNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    cusOrderNo: o?.cusOrderNo ?? r.orderNo,
    afterSaleFactType: r.afterSaleType,
    afterSaleExpType: r.afterSaleType,
    afterSaleStatus: r.status as AfterSaleView['afterSaleStatus'],
    afterSaleStatusNo: afterSaleStatusNo(r.status),
    afterSaleSubStatusNo: r.subStatus,
    refundStautsNo: r.refundStatus,
    refundStatusNo: r.refundStatus,
    statusTitle: title,
    statusDesc: desc,
    dealMark: r.dealMark,
    afterSaleReasonNo: r.reasonNo,
    afterSaleReasonName: r.reasonName,
    afterSaleProblemDetail: r.problemDetail,
    fileImages: r.images.map((filepath) => ({ filepath })),
    applyAmountFen: r.applyAmountFen,
    afterSaleTotalMoneyFen: r.planAmountFen,
    afterSaleTotalMoneyYuan: fenToYuan(r.planAmountFen),
    realRefundTotalMoneyFen: refunded,
    realRefundTotalMoney: fenToYuan(refunded),
    afterSaleApplyTime: r.createdAt.toISOString(),
    afterPlatInvolvedCount: r.platInvolvedCount,
    platInvolvedCount: PLAT_INVOLVED_MAX,
    refundSheetId: rf?.id ?? null,
    canWithdraw: isOpenStatus(r.status),
    canAskPlatform: (r.status === AFTER_SALE_STATUS.PENDING || r.status === AFTER_SALE_STATUS.CONFIRM) && r.platInvolvedCount < PLAT_INVOLVED_MAX,
    canConfirm: r.status === AFTER_SALE_STATUS.CONFIRM,
    canChange: (r.status === AFTER_SALE_STATUS.PENDING || r.status === AFTER_SALE_STATUS.CONFIRM) && r.changeCount < AFTER_SALE_CHANGE_MAX,
    changeMaxFen: null,
    skuList: sku,
  };
}

/** The user's own sheet (404 for anyone else's). */
export async function ownSheet(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!row || row.userId !== userId) throw notFound('售后单不存在');
  return row;
}

export const refundView = (r: RefundRow): RefundView => ({
  id: r.id,
  refundNo: r.refundNo,
  afterSaleId: r.afterSaleId,
  orderId: r.orderId,
  reimburseAmountFen: r.amountFen,
  reimburseAmountYuan: fenToYuan(r.amountFen),
  reimburseStatusCode: r.status,
  reimburseStatusCodeName: REFUND_STATUS_NAMES[r.status] ?? r.status,
  passTypeCode: r.channel,
  passTypeCodeName: r.channelName,
  reimburseCompleteTime: r.completedAt?.toISOString() ?? null,
  repaReimburseOperationLogList: r.logs.map((l) => ({ operationStatusCode: l.status, operationStatusCodeName: l.statusName, createTime: l.at })),
});
