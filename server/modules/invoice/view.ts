import { eq } from 'drizzle-orm';
import { fenToYuan } from '@/lib/format';
import { notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { invoices } from './schema';
import { ELECTRONIC_INVOICE_TYPES, HURRY_INTERVAL_MS, INVOICE_CONTENT, INVOICE_HEADER, INVOICE_STATUS, INVOICE_TYPE_NAMES, REAPPLICABLE_STATUSES, invoiceStatusNameOf } from '@/lib/contract/invoice/enums';
import type { InvoiceDetail, InvoiceFile } from '@/lib/contract/invoice/api';

/** One invoice application as stored, and as the client sees it. */
export type Row = typeof invoices.$inferSelect;

export const invoicePdfUrl = (id: string) => `/api/invoice/v1/invoice_pdf?id=${id}`;

export function toDetail(r: Row, now: Date): InvoiceDetail {
  const open = r.status === INVOICE_STATUS.AUDIT || r.status === INVOICE_STATUS.PROCESS;
  const nextHurry = r.lastHurryAt ? new Date(r.lastHurryAt.getTime() + HURRY_INTERVAL_MS) : null;
  return {
    id: r.id,
    invoiceApplyNo: r.invoiceApplyNo,
    orderId: r.orderId,
    orderNo: r.orderNo,
    signStoreId: r.mchId,
    invoiceStatus: r.status as InvoiceDetail['invoiceStatus'],
    statusName: invoiceStatusNameOf(r.status),
    invoiceType: r.invoiceType as InvoiceDetail['invoiceType'],
    invoiceTypeName: INVOICE_TYPE_NAMES[r.invoiceType as keyof typeof INVOICE_TYPE_NAMES] ?? r.invoiceType,
    invoiceContent: r.invoiceContent as InvoiceDetail['invoiceContent'],
    invoiceContentName: INVOICE_CONTENT[r.invoiceContent as keyof typeof INVOICE_CONTENT] ?? r.invoiceContent,
    invoiceHeader: r.invoiceHeader as InvoiceDetail['invoiceHeader'],
    invoiceHeaderTypeName: INVOICE_HEADER[r.invoiceHeader as keyof typeof INVOICE_HEADER] ?? r.invoiceHeader,
    invoiceHeaderName: r.invoiceHeaderName,
    taxpayerIdentifNum: r.taxpayerIdentifNum,
    registerAddress: r.registerAddress,
    registerTel: r.registerTel,
    bankOfDeposit: r.bankOfDeposit,
    bankAccount: r.bankAccount,
    receiverPhone: r.receiverPhone,
    receiverEmail: r.receiverEmail,
    invoiceMoneyFen: r.invoiceMoneyFen,
    invoiceMoney: fenToYuan(r.invoiceMoneyFen),
    applyTime: r.applyTime.toISOString(),
    invoiceTime: r.invoiceTime?.toISOString() ?? null,
    remarks: r.remarks,
    canCancel: r.status === INVOICE_STATUS.AUDIT,
    canReapply: REAPPLICABLE_STATUSES.includes(r.status),
    canHurry: open && (!nextHurry || nextHurry.getTime() <= now.getTime()),
    canSendEmail: r.status === INVOICE_STATUS.SUCCESS && ELECTRONIC_INVOICE_TYPES.includes(r.invoiceType),
    nextHurryAt: open && nextHurry && nextHurry.getTime() > now.getTime() ? nextHurry.toISOString() : null,
    specimen: r.specimen,
    files:
      r.status === INVOICE_STATUS.SUCCESS && r.pdfKey
        ? [{ id: r.id, invoiceTypeCode: r.invoiceType as InvoiceFile['invoiceTypeCode'], buyName: r.invoiceHeaderName, invoiceCode: r.invoiceCode ?? '', invoiceNo: r.invoiceNo ?? '', specimen: r.specimen, pdfUrl: invoicePdfUrl(r.id), imgUrl: null, ofdUrl: null }]
        : [],
  };
}

/** The user's own application (404 for anyone else's). */
export async function ownInvoice(db: DbLike, userId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row || row.userId !== userId) throw notFound('开票申请不存在');
  return row;
}
