/**
 * Invoice enumerations and texts (inventory order.md §13, §15), shared by the server (server/modules/invoice), the
 * client calls (services/invoice.ts) and components/invoice. Plain constants: no imports.
 */

export const INVOICE_TYPE_NAMES = {
  '007': '增值税普通发票',
  '026': '增值税电子普通发票',
  '004': '增值税专用发票',
  '027': '增值税电子专用发票',
} as const;
export type InvoiceTypeCode = keyof typeof INVOICE_TYPE_NAMES;
export const INVOICE_TYPE_CODES = Object.keys(INVOICE_TYPE_NAMES) as [InvoiceTypeCode, ...InvoiceTypeCode[]];
/** The ordinary paper invoice: what a merchant without a configuration may issue. */
export const ORDINARY_PAPER_INVOICE: InvoiceTypeCode = '007';
/** Special VAT invoices need a company header with bank and registration details. */
export const SPECIAL_INVOICE_TYPES: readonly string[] = ['004', '027'];
/** Electronic invoices can be e-mailed. */
export const ELECTRONIC_INVOICE_TYPES: readonly string[] = ['026', '027'];

/** What every merchant of this platform may issue, and the preselected type (MerchantInvoiceConfig). */
export const MERCHANT_INVOICE_CONFIG = { applyInvoiceType: '026,007,027,004', defaultInvoiceType: '026' as InvoiceTypeCode };

export const INVOICE_STATUS = {
  WAITE: 'INVOICE_STATUS_WAITE',
  AUDIT: 'INVOICE_STATUS_AUDIT',
  PROCESS: 'INVOICE_STATUS_PROCESS',
  SUCCESS: 'INVOICE_STATUS_SUCCESS',
  FAIL: 'INVOICE_STATUS_FAIL',
  REJECT: 'INVOICE_STATUS_REJECT',
  CANCEL: 'INVOICE_STATUS_CANCEL',
} as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  INVOICE_STATUS_WAITE: '待开票',
  INVOICE_STATUS_AUDIT: '审核中',
  INVOICE_STATUS_PROCESS: '开票中',
  INVOICE_STATUS_SUCCESS: '开票成功',
  INVOICE_STATUS_FAIL: '开票失败',
  INVOICE_STATUS_REJECT: '已驳回',
  INVOICE_STATUS_CANCEL: '已撤销',
};
export const INVOICE_STATUS_CODES = Object.values(INVOICE_STATUS) as [InvoiceStatus, ...InvoiceStatus[]];
/** The status name, or the code itself for one this build does not know. */
export const invoiceStatusNameOf = (code: string) => INVOICE_STATUS_NAMES[code as InvoiceStatus] ?? code;
/** Applications that hold (or will hold) part of the order's amount. */
export const HOLDING_STATUSES: InvoiceStatus[] = [INVOICE_STATUS.AUDIT, INVOICE_STATUS.PROCESS, INVOICE_STATUS.SUCCESS];
/** Applications the customer may apply for again (after a rejection or a failure). */
export const REAPPLICABLE_STATUSES: readonly string[] = [INVOICE_STATUS.REJECT, INVOICE_STATUS.FAIL];

export const INVOICE_CONTENT = { GOODS_DETAILS: '商品明细', GOODS_CATEGORY: '商品类别' } as const;
export type InvoiceContent = keyof typeof INVOICE_CONTENT;
/** The header kind of an application. */
export const INVOICE_HEADER = { INVOICE_HEADER_PERSONAL: '个人', INVOICE_HEADER_COMPANY: '单位' } as const;
export type InvoiceHeaderKind = keyof typeof INVOICE_HEADER;
export const INVOICE_HEADER_KIND = { PERSONAL: 'INVOICE_HEADER_PERSONAL', COMPANY: 'INVOICE_HEADER_COMPANY' } as const;

/** A saved header's invoice type and head type. */
export const HEADER_TYPE = { ORDINARY: '普通发票', SPECIAL: '专用发票' } as const;
export type HeaderType = keyof typeof HEADER_TYPE;
export const HEAD_KIND = { PERSONAL: '个人', COMPANY: '单位' } as const;
export type HeadKind = keyof typeof HEAD_KIND;
export const MAX_HEADERS_PER_USER = 20;

/** The seller printed on every invoice (the platform operator). */
export const SELLER = {
  name: '成都薯片企业服务有限公司',
  creditCode: '91510100MA6CA1B2C0',
  address: '成都市高新区天府大道中段1388号',
  phone: '028-61234567',
  bank: '招商银行成都高新支行',
  account: '128900000000001',
};
/** 6% (现代服务), in basis points. */
export const TAX_RATE_BP = 600;

/** A hurry-up reminder per application at most once in this window. */
export const HURRY_INTERVAL_MS = 24 * 3600_000;
