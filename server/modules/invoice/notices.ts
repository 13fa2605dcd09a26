import { fenToYuan } from '@/lib/format';
import { INVOICE_STATUS, INVOICE_TYPE_NAMES } from '@/lib/contract/invoice/enums';
import type { DbLike } from '../../db/types';
import { notify } from '../notice/notify';
import type { Row } from './view';

// What an invoice application tells the other side (issue 27 §2, 交易通知): the planner about a new application, the
// customer about its outcome. Written with the handle of the write that makes the event happen; each application is
// its own event (a re-application is a new row), so the key is the application's id.

const typeName = (code: string) => INVOICE_TYPE_NAMES[code as keyof typeof INVOICE_TYPE_NAMES] ?? '发票';
const clip = (text: string, max: number) => {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : chars.join('');
};
const customerLink = (id: string) => `/order/invoice/detail?id=${encodeURIComponent(id)}`;

/** A customer applied: the planner who acts for the order has an invoice to issue. */
export function noticeInvoiceApplied(tx: DbLike, plannerId: string | null, row: Row, now: Date) {
  if (!plannerId || plannerId === row.userId) return Promise.resolve(0);
  return notify(
    tx,
    {
      userId: plannerId,
      category: 'trade',
      kind: 'invoice.applied',
      key: `invoice.applied:${row.id}`,
      title: '新的开票申请待处理',
      body: `客户申请为订单 ${row.orderNo} 开具${typeName(row.invoiceType)} ¥${fenToYuan(row.invoiceMoneyFen)}，抬头「${clip(row.invoiceHeaderName, 30)}」。`,
      link: `/workbench/invoices?status=${INVOICE_STATUS.AUDIT}`,
    },
    now,
  );
}

/** The invoice was issued (the local issuer's is a 样票, and says so). */
export function noticeInvoiceIssued(tx: DbLike, row: Row, now: Date) {
  const what = row.specimen ? `${typeName(row.invoiceType)}样票（演示环境，不能报销）` : typeName(row.invoiceType);
  return notify(
    tx,
    {
      userId: row.userId,
      category: 'trade',
      kind: 'invoice.issued',
      key: `invoice.issued:${row.id}`,
      title: row.specimen ? '发票样票已生成' : '发票已开具',
      body: `订单 ${row.orderNo} 的${what}已开具，金额 ¥${fenToYuan(row.invoiceMoneyFen)}，可在发票详情中查看、下载或发送到邮箱。`,
      link: customerLink(row.id),
    },
    now,
  );
}

/** The application was rejected (驳回) or failed (开票失败), with the reason the customer sees. */
export function noticeInvoiceRefused(tx: DbLike, row: Row, now: Date) {
  const failed = row.status === INVOICE_STATUS.FAIL;
  return notify(
    tx,
    {
      userId: row.userId,
      category: 'trade',
      kind: 'invoice.refused',
      key: `invoice.refused:${row.id}`,
      title: failed ? '开票失败' : '开票申请被驳回',
      body: `订单 ${row.orderNo} 的开票申请${failed ? '开票失败' : '未通过'}，原因：${clip(row.remarks || '未说明', 80)}。您可修改信息后重新申请。`,
      link: customerLink(row.id),
    },
    now,
  );
}
