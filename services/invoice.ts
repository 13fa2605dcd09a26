/**
 * Invoices (发票中心, order.md §13): headers, applications, issued PDFs. Server: server/modules/invoice.
 * Money is integer fen (…Fen); yuan strings are given where pages show them (invoiceMoney).
 */
import { api, http, type Http } from '@/lib/http';
import type { Paged } from '@/lib/contract/paging';

export const INVOICE_TYPES = { '007': '增值税普通发票', '026': '增值税电子普通发票', '004': '增值税专用发票', '027': '增值税电子专用发票' } as const;
export type InvoiceTypeCode = keyof typeof INVOICE_TYPES;
/** 004/027 need a company header with address, phone, bank and account. */
export const SPECIAL_INVOICE_TYPES: InvoiceTypeCode[] = ['004', '027'];
/** Electronic types can be e-mailed. */
export const ELECTRONIC_INVOICE_TYPES: InvoiceTypeCode[] = ['026', '027'];

export type InvoiceStatus =
  | 'INVOICE_STATUS_WAITE'
  | 'INVOICE_STATUS_AUDIT'
  | 'INVOICE_STATUS_PROCESS'
  | 'INVOICE_STATUS_SUCCESS'
  | 'INVOICE_STATUS_FAIL'
  | 'INVOICE_STATUS_REJECT'
  | 'INVOICE_STATUS_CANCEL';
/** Status names (one declaration, shared with the server; that file is pure). */
export { INVOICE_STATUS_NAMES } from '@/server/modules/invoice/constants';

export type { Paged };

// ---- headers (抬头) ----
export type InvoiceHeader = {
  id: string;
  type: 'ORDINARY' | 'SPECIAL';
  typeName: string;
  headType: 'PERSONAL' | 'COMPANY';
  headTypeName: string;
  invoiceHead: string;
  /** 统一社会信用代码 (upper case). */
  dutyParagraph: string;
  address: string;
  /** Masked registered phone; phoneFull is the owner's full number for the edit form. */
  phone: string;
  phoneFull: string;
  depositBank: string;
  bankNumber: string;
  defaultHead: 0 | 1;
  createdAt: string;
};
/** A header form with every field present (what the header forms edit and the server checks). */
export type HeaderValues = {
  type: 'ORDINARY' | 'SPECIAL';
  headType: 'PERSONAL' | 'COMPANY';
  invoiceHead: string;
  dutyParagraph: string;
  address: string;
  phone: string;
  depositBank: string;
  bankNumber: string;
  defaultHead: boolean;
};
export type HeaderInput = {
  type: 'ORDINARY' | 'SPECIAL';
  headType: 'PERSONAL' | 'COMPANY';
  invoiceHead: string;
  dutyParagraph?: string;
  address?: string;
  phone?: string;
  depositBank?: string;
  bankNumber?: string;
  /** Ordinary headers only. */
  defaultHead?: 0 | 1;
};
/** 400 names the field (dutyParagraph：统一社会信用代码校验位有误); 409 专用发票抬头只能添加一个. */
export const invoiceHeaderList = (client: Http = http) => client.post<{ records: InvoiceHeader[] }>('/invoice/v1/invoice_header_list', {});
export const invoiceHeaderDetail = (id: string, client: Http = http) => client.get<InvoiceHeader>('/invoice/v1/invoice_header_detail', { id });
export const addInvoiceHeader = (input: HeaderInput, client: Http = http) => client.post<InvoiceHeader>('/invoice/v1/add_invoice_header', input);
/** Send only the changed fields (type and headType cannot change). */
export const updateInvoiceHeader = (input: { id: string } & Partial<Omit<HeaderInput, 'type' | 'headType'>>, client: Http = http) =>
  client.post<InvoiceHeader>('/invoice/v1/update_invoice_header', input);
export const deleteInvoiceHeaders = (ids: string[], client: Http = http) => client.post<{ deleted: number }>('/invoice/v1/dlt_invoice_header', { ids: ids.join(',') });
export type Enterprise = { name: string; creditCode: string; address: string };
export const findEnterprisePage = (keyword: string, page = 1, limit = 10, client: Http = http) =>
  client.post<Paged<Enterprise>>('/invoice/v1/find_enterprise_page', { keyword, page, limit });

// ---- applications ----
export type InvoiceFile = { id: string; invoiceTypeCode: InvoiceTypeCode; buyName: string; invoiceCode: string; invoiceNo: string; pdfUrl: string; imgUrl: null; ofdUrl: null };
export type InvoiceDetail = {
  id: string;
  invoiceApplyNo: string;
  orderId: string;
  orderNo: string;
  /** The customer order's number (C…), the one the order list shows; orderNo is the SKU line's (D…). */
  cusOrderNo?: string;
  signStoreId: string;
  invoiceStatus: InvoiceStatus;
  statusName: string;
  invoiceType: InvoiceTypeCode;
  invoiceTypeName: string;
  invoiceContent: 'GOODS_DETAILS' | 'GOODS_CATEGORY';
  invoiceContentName: string;
  invoiceHeader: 'INVOICE_HEADER_PERSONAL' | 'INVOICE_HEADER_COMPANY';
  invoiceHeaderTypeName: string;
  invoiceHeaderName: string;
  taxpayerIdentifNum: string;
  registerAddress: string;
  registerTel: string;
  bankOfDeposit: string;
  bankAccount: string;
  receiverPhone: string;
  receiverEmail: string;
  invoiceMoneyFen: number;
  /** Yuan, 2 decimals. */
  invoiceMoney: string;
  applyTime: string;
  invoiceTime: string | null;
  /** Rejection / failure reason (驳回原因). */
  remarks: string;
  canCancel: boolean;
  canReapply: boolean;
  /** 催开票 allowed now; otherwise nextHurryAt says when. */
  canHurry: boolean;
  canSendEmail: boolean;
  nextHurryAt: string | null;
  files: InvoiceFile[];
};
export type ApplyInvoiceInput = {
  orderId: string;
  /** The rejected/failed application being re-applied. */
  id?: string;
  invoiceType: InvoiceTypeCode;
  invoiceContent: 'GOODS_DETAILS' | 'GOODS_CATEGORY';
  invoiceHeader: 'INVOICE_HEADER_PERSONAL' | 'INVOICE_HEADER_COMPANY';
  invoiceHeaderName: string;
  taxpayerIdentifNum?: string;
  registerAddress?: string;
  registerTel?: string;
  bankOfDeposit?: string;
  bankAccount?: string;
  receiverPhone: string;
  receiverEmail?: string;
  /** Default: everything still invoiceable. */
  invoiceMoneyFen?: number;
};
export type ApplyInvoiceInfo = {
  orderId: string;
  orderNo: string;
  /** The customer order's number (C…), the one the order list shows; orderNo is the SKU line's (D…). */
  cusOrderNo?: string;
  goodsName: string;
  paidFen: number;
  refundedFen: number;
  /** paid − refunded − invoiced/applied. */
  invoiceableFen: number;
  mchId: string;
  /** "026,007,027,004" */
  applyInvoiceType: string;
  defaultInvoiceType: InvoiceTypeCode;
  /** The order's latest application (prefill on re-apply), null if none. */
  last: InvoiceDetail | null;
};
export type OrderInvoiceRow = {
  orderId: string;
  orderNo: string;
  /** The customer order's number (C…), the one the order list shows; orderNo is the SKU line's (D…). */
  cusOrderNo?: string;
  cusOrderId: string;
  goodsName: string;
  skuName: string;
  img: string;
  quantity: number;
  unitPriceFen: number;
  totalFen: number;
  discountFen: number;
  paidFen: number;
  refundedFen: number;
  status: string;
  payType: number;
  createdAt: string;
  invoiceStatus: InvoiceStatus;
  invoiceStatusName: string;
  invoiceableFen: number;
};

export const applyInvoiceInfo = (orderId: string, client: Http = http) => client.get<ApplyInvoiceInfo>('/invoice/v1/apply_invoice_info', { orderId });
export const applyInvoiceTypes = (mchId: string, client: Http = http) =>
  client.get<{ mchId: string; applyInvoiceType: string; defaultInvoiceType: InvoiceTypeCode }>('/invoice/v1/apply_invoice_types', { mchId });
/** 409 when an application is already under audit or nothing is left to invoice; 404 another user's order. */
export const applyInvoice = (input: ApplyInvoiceInput, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/apply_invoice', input);
/** 开票历史. Times "YYYY-MM-DD HH:mm:ss" (China time). */
export const invoiceRecords = (
  q: { page?: number; limit?: number; invoiceType?: InvoiceTypeCode; status?: InvoiceStatus; startCreateTime?: string; endCreateTime?: string },
  client: Http = http,
) => client.get<Paged<InvoiceDetail>>('/invoice/v1/invoice_records', q);
/** By id, or the order's latest application (null when the order has none). */
export const invoiceDetail = (q: { id?: string; orderId?: string }, client: Http = http) => client.get<InvoiceDetail | null>('/invoice/v1/invoice_detail', q);
export const cancelInvoiceApply = (id: string, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/cancel_invoice_apply', { id });
/** 催开票: 429 within 24 h of the last one (msg says how many hours). */
export const urgeInvoice = (id: string, client: Http = http) => client.get<InvoiceDetail>('/invoice/v1/urge_invoice', { id });
export const previewInvoice = (q: { orderId?: string; id?: string }, client: Http = http) => client.get<InvoiceFile[]>('/invoice/v1/preview_invoice', q);
export const sendInvoiceToEmail = (q: { email: string; orderId?: string; id?: string }, client: Http = http) =>
  client.post<{ sent: true; email: string; mailId: number }>('/invoice/v1/send_invoice_to_email', q);
/** 发票中心 tab 0: paid orders with their invoice status. */
export const orderInvoiceList = (q: { page?: number; limit?: number; userInvoiceStatus?: InvoiceStatus }, client: Http = http) =>
  client.get<Paged<OrderInvoiceRow>>('/invoice/v1/order_invoice_list', q);

/** The issued PDF (signed request; owner only) as a Blob for the PDF viewer. */
export async function fetchInvoicePdf(id: string): Promise<Blob> {
  const res = await api.get('/invoice/v1/invoice_pdf', { params: { id }, responseType: 'blob' });
  return res.data as Blob;
}
