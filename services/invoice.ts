/**
 * Invoices (发票中心, order.md §13): headers, applications, issued PDFs. Server: server/modules/invoice.
 * Money is integer fen (…Fen); yuan strings are given where pages show them (invoiceMoney).
 */
import { http, loadHttpClient, type Http } from '@/lib/http';
import type {
  AddInvoiceHeaderBody,
  ApplyInvoiceBody,
  ApplyInvoiceInfo,
  ApplyInvoiceTypes,
  EnterprisePage,
  HeadersDeleted,
  InvoiceDetail,
  InvoiceEmailSent,
  InvoiceFiles,
  InvoiceHeader,
  InvoiceHeaderList,
  InvoicePage,
  MaybeInvoiceDetail,
  OrderInvoicePage,
  UpdateInvoiceHeaderBody,
} from '@/lib/contract/invoice/api';
import type { InvoiceStatus, InvoiceTypeCode } from '@/lib/contract/invoice/enums';

export type { ApplyInvoiceInfo, HeaderValues, InvoiceDetail, InvoiceFile, InvoiceHeader, OrderInvoiceRow } from '@/lib/contract/invoice/api';
export type { InvoiceStatus, InvoiceTypeCode } from '@/lib/contract/invoice/enums';

// ---- headers (抬头) ----

/** defaultHead: ordinary headers only (0/1). */
export type HeaderInput = Pick<AddInvoiceHeaderBody, 'type' | 'headType' | 'invoiceHead'> &
  Partial<Omit<AddInvoiceHeaderBody, 'type' | 'headType' | 'invoiceHead' | 'defaultHead'>> & { defaultHead?: 0 | 1 };
/** 400 names the field (dutyParagraph：统一社会信用代码校验位有误); 409 专用发票抬头只能添加一个. */
export const invoiceHeaderList = (client: Http = http) => client.post<InvoiceHeaderList>('/invoice/v1/invoice_header_list', {});
export const invoiceHeaderDetail = (id: string, client: Http = http) => client.get<InvoiceHeader>('/invoice/v1/invoice_header_detail', { id });
export const addInvoiceHeader = (input: HeaderInput, client: Http = http) => client.post<InvoiceHeader>('/invoice/v1/add_invoice_header', input);
/** Send only the changed fields (type and headType cannot change). */
export const updateInvoiceHeader = (input: Omit<UpdateInvoiceHeaderBody, 'defaultHead'> & { defaultHead?: 0 | 1 }, client: Http = http) =>
  client.post<InvoiceHeader>('/invoice/v1/update_invoice_header', input);
/** Deletes the user's headers (dlt_invoice_header). */
export const dltInvoiceHeader = (ids: string[], client: Http = http) => client.post<HeadersDeleted>('/invoice/v1/dlt_invoice_header', { ids: ids.join(',') });
export const findEnterprisePage = (keyword: string, page = 1, limit = 10, client: Http = http) =>
  client.post<EnterprisePage>('/invoice/v1/find_enterprise_page', { keyword, page, limit });

// ---- applications ----

/** id: the rejected / failed application being applied for again; invoiceMoneyFen absent: everything still invoiceable. */
export type ApplyInvoiceInput = Pick<
  ApplyInvoiceBody,
  'orderId' | 'invoiceType' | 'invoiceContent' | 'invoiceHeader' | 'invoiceHeaderName' | 'receiverPhone' | 'id' | 'invoiceMoneyFen'
> &
  Partial<Pick<ApplyInvoiceBody, 'taxpayerIdentifNum' | 'registerAddress' | 'registerTel' | 'bankOfDeposit' | 'bankAccount' | 'receiverEmail'>>;

export const applyInvoiceInfo = (orderId: string, client: Http = http) => client.get<ApplyInvoiceInfo>('/invoice/v1/apply_invoice_info', { orderId });
export const applyInvoiceTypes = (mchId: string, client: Http = http) => client.get<ApplyInvoiceTypes>('/invoice/v1/apply_invoice_types', { mchId });
/** 409 when an application is already under audit or nothing is left to invoice; 404 another user's order. */
export const applyInvoice = (input: ApplyInvoiceInput, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/apply_invoice', input);
/** 开票历史. Times "YYYY-MM-DD HH:mm:ss" (China time). */
export const invoiceRecords = (
  q: { page?: number; limit?: number; invoiceType?: InvoiceTypeCode; status?: InvoiceStatus; startCreateTime?: string; endCreateTime?: string },
  client: Http = http,
) => client.get<InvoicePage>('/invoice/v1/invoice_records', q);
/** By id, or the order's latest application (null when the order has none). */
export const invoiceDetail = (q: { id?: string; orderId?: string }, client: Http = http) => client.get<MaybeInvoiceDetail>('/invoice/v1/invoice_detail', q);
export const cancelInvoiceApply = (id: string, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/cancel_invoice_apply', { id });
/** 催开票: 429 within 24 h of the last one (msg says how many hours). */
export const urgeInvoice = (id: string, client: Http = http) => client.get<InvoiceDetail>('/invoice/v1/urge_invoice', { id });
export const previewInvoice = (q: { orderId?: string; id?: string }, client: Http = http) => client.get<InvoiceFiles>('/invoice/v1/preview_invoice', q);
export const sendInvoiceToEmail = (q: { email: string; orderId?: string; id?: string }, client: Http = http) =>
  client.post<InvoiceEmailSent>('/invoice/v1/send_invoice_to_email', q);
/** 发票中心 tab 0: paid orders with their invoice status. */
export const orderInvoiceList = (q: { page?: number; limit?: number; userInvoiceStatus?: InvoiceStatus }, client: Http = http) =>
  client.get<OrderInvoicePage>('/invoice/v1/order_invoice_list', q);

/** The issued PDF (signed request; owner only) as a Blob for the PDF viewer. */
export async function fetchInvoicePdf(id: string): Promise<Blob> {
  const { api } = await loadHttpClient();
  const res = await api.get('/invoice/v1/invoice_pdf', { params: { id }, responseType: 'blob' });
  return res.data as Blob;
}
