import { and, desc, eq } from 'drizzle-orm';
import { fenToYuan } from '@/lib/format';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { findOrder, orderForUser } from '../order/facts';
import type { Operator } from '../aftersale/operator';
import { sha256Hex } from '../../adapters/storage';
import { invoices } from './schema';
import { ELECTRONIC_INVOICE_TYPES, INVOICE_STATUS, INVOICE_TYPE_NAMES } from '@/lib/contract/invoice/enums';
import type { InvoiceDetail, InvoiceEmailSent, InvoiceFile } from '@/lib/contract/invoice/api';
import type { IssuedInvoice } from '../../adapters/invoice';
import { renderInvoicePdf, SPECIMEN_MARK } from './pdf';
import { ownInvoice, toDetail, type Row } from './view';
import { noticeInvoiceIssued, noticeInvoiceRefused } from './notices';

// Issued invoices: the PDF (invoice_pdf, preview_invoice), mailing it (send_invoice_to_email), and the operator's issue / reject.

/** The issued PDF of the user's invoice, its hash checked. */
export async function invoicePdf(deps: Deps, userId: string, id: string): Promise<{ data: Buffer; filename: string }> {
  const row = await ownInvoice(deps.db, userId, id);
  if (row.status !== INVOICE_STATUS.SUCCESS || !row.pdfKey) throw new AppError(ERR.CONFLICT, '发票尚未开具');
  const data = await deps.adapters.storage.get(row.pdfKey);
  if (!data || sha256Hex(data) !== row.pdfSha256) throw new AppError(ERR.CONFLICT, '发票文件校验失败，请联系客服');
  return { data, filename: `invoice-${row.invoiceNo}.pdf` };
}

export async function previewInvoice(deps: Deps, userId: string, q: { orderId?: string; id?: string }): Promise<InvoiceFile[]> {
  if (q.id) return toDetail(await ownInvoice(deps.db, userId, q.id), deps.now()).files;
  if (!q.orderId) throw badInput('orderId：没有指定订单');
  await orderForUser(deps.db, userId, q.orderId);
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, q.orderId), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.SUCCESS)))
    .orderBy(desc(invoices.invoiceTime));
  const now = deps.now();
  return rows.flatMap((r) => toDetail(r, now).files);
}

export const EMAILS_PER_HOUR = 5;

export async function sendInvoiceToEmail(deps: Deps, userId: string, q: { id?: string; orderId?: string; email: string }): Promise<InvoiceEmailSent> {
  let row: Row | undefined;
  if (q.id) row = await ownInvoice(deps.db, userId, q.id);
  else if (q.orderId) {
    await orderForUser(deps.db, userId, q.orderId);
    [row] = await deps.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, q.orderId), eq(invoices.userId, userId), eq(invoices.status, INVOICE_STATUS.SUCCESS)))
      .orderBy(desc(invoices.invoiceTime))
      .limit(1);
  } else throw badInput('orderId：没有指定订单');
  if (!row || row.status !== INVOICE_STATUS.SUCCESS || !row.pdfKey) throw new AppError(ERR.CONFLICT, '发票尚未开具');
  if (!ELECTRONIC_INVOICE_TYPES.includes(row.invoiceType)) throw new AppError(ERR.CONFLICT, '纸质发票不支持发送邮箱');
  const n = await deps.cache.incr(`invoice:mail:${row.id}`, 3600);
  if (n > EMAILS_PER_HOUR) throw new AppError(ERR.TOO_MANY, '发送过于频繁，请稍后再试');
  const { data } = await invoicePdf(deps, userId, row.id);
  const typeName = INVOICE_TYPE_NAMES[row.invoiceType as keyof typeof INVOICE_TYPE_NAMES];
  // A specimen says so in the subject, the text and the file name: it is not an invoice.
  const sent = await deps.adapters.mail.send(
    {
      to: q.email,
      subject: row.specimen ? `【薯片企服】${SPECIMEN_MARK}（订单${row.orderNo}）` : `【薯片企服】您的电子发票（订单${row.orderNo}）`,
      text: row.specimen
        ? `您好！\n\n附件是${typeName}的${SPECIMEN_MARK}，样票编号 ${row.invoiceNo}，价税合计 ${fenToYuan(row.invoiceMoneyFen)} 元。它由演示环境的本地开票替身生成，未经税务平台开具，不能用于报销或抵扣。\n\n薯片企服`
        : `您好！\n\n您申请的${typeName}已开具，发票号码 ${row.invoiceNo}，价税合计 ${fenToYuan(row.invoiceMoneyFen)} 元，详见附件。\n\n薯片企服`,
      attachments: [{ filename: `${row.specimen ? '样票' : '电子发票'}-${row.invoiceNo}.pdf`, contentType: 'application/pdf', storageKey: row.pdfKey, sha256: sha256Hex(data), size: data.length }],
      ref: `invoice:${row.id}`,
    },
    deps.now(),
  );
  return { sent: true as const, email: q.email, mailId: sent.id };
}

// ---- Operator side (tests and demo; see docs/API.md "After the purchase") ----

/** An application's decided field (the audit log's before and after of a decision by the platform). */
export const invoiceState = (db: DbLike, id: string) =>
  db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);

export async function invoiceForOperator(db: DbLike, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw notFound('开票申请不存在');
  const order = await findOrder(db, row.orderId);
  if (!order) throw notFound('订单不存在');
  return { row, order };
}

/**
 * Issues an application under audit: the invoice issuer (INVOICE_PROVIDER) assigns the number, then the PDF is
 * rendered, stored once, and the application marked issued. A second issue is refused. The local issuer is a
 * stand-in: what it issues is a 样票 (specimen), marked so on the PDF, in the mail and in the app.
 */
export async function issueInvoice(deps: Deps, op: Operator, id: string): Promise<InvoiceDetail> {
  const { db } = deps;
  const now = deps.now();
  const [claimed] = await db
    .update(invoices)
    .set({ status: INVOICE_STATUS.PROCESS, operatorId: op.id, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.AUDIT)))
    .returning();
  if (!claimed) throw new AppError(ERR.CONFLICT, '该申请当前状态不能开票');
  const { order } = await invoiceForOperator(db, id);
  let issued: IssuedInvoice;
  let key: string;
  let sha: string;
  try {
    issued = await deps.adapters.invoice.issue(
      {
        applicationId: claimed.id,
        invoiceType: claimed.invoiceType,
        buyerName: claimed.invoiceHeaderName,
        buyerTaxNo: claimed.taxpayerIdentifNum,
        totalFen: claimed.invoiceMoneyFen,
      },
      now,
    );
    const pdf = await renderInvoicePdf({
      invoiceType: claimed.invoiceType,
      invoiceNo: issued.invoiceNo,
      invoiceCode: issued.invoiceCode,
      specimen: issued.specimen,
      issuedAt: now,
      buyerName: claimed.invoiceHeaderName,
      buyerTaxNo: claimed.taxpayerIdentifNum,
      buyerAddressTel: [claimed.registerAddress, claimed.registerTel].filter(Boolean).join(' '),
      buyerBank: [claimed.bankOfDeposit, claimed.bankAccount].filter(Boolean).join(' '),
      lines: [
        claimed.invoiceContent === 'GOODS_CATEGORY'
          ? { name: '企业服务费', spec: '', quantity: 1, amountFen: claimed.invoiceMoneyFen }
          : { name: order.goodsName, spec: order.skuName, quantity: order.quantity, amountFen: claimed.invoiceMoneyFen },
      ],
      remarks: `订单号：${order.cusOrderNo}`,
    });
    const stored = await deps.adapters.storage.put(`invoices/${claimed.id}/${issued.invoiceNo}.pdf`, pdf);
    key = stored.key;
    sha = stored.sha256;
  } catch (err) {
    // Back to audit so that it can be issued again once the cause is fixed.
    await db.update(invoices).set({ status: INVOICE_STATUS.AUDIT, updatedAt: deps.now() }).where(eq(invoices.id, id));
    throw err;
  }
  // The invoice and its notice together: the customer is told exactly when the application is marked issued.
  const row = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(invoices)
      .set({
        status: INVOICE_STATUS.SUCCESS,
        invoiceNo: issued.invoiceNo,
        invoiceCode: issued.invoiceCode,
        issuer: deps.adapters.invoice.provider,
        specimen: issued.specimen,
        pdfKey: key,
        pdfSha256: sha,
        invoiceTime: now,
        updatedAt: now,
      })
      .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.PROCESS)))
      .returning();
    if (done) await noticeInvoiceIssued(tx, done, now);
    return done;
  });
  return toDetail(row, now);
}

/** Rejects (驳回) or fails (开票失败) an application under audit, with the reason the customer sees. */
export async function refuseInvoice(deps: Deps, op: Operator, id: string, reason: string, as: 'REJECT' | 'FAIL'): Promise<InvoiceDetail> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(invoices)
      .set({ status: as === 'REJECT' ? INVOICE_STATUS.REJECT : INVOICE_STATUS.FAIL, remarks: reason, operatorId: op.id, updatedAt: now })
      .where(and(eq(invoices.id, id), eq(invoices.status, INVOICE_STATUS.AUDIT)))
      .returning();
    if (done) await noticeInvoiceRefused(tx, done, now);
    return done;
  });
  if (!row) throw new AppError(ERR.CONFLICT, '该申请当前状态不能驳回');
  return toDetail(row, now);
}
