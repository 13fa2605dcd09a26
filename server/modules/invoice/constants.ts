/** Invoice enumerations (inventory order.md §13, §15). */
export const INVOICE_TYPES = {
  '007': '增值税普通发票',
  '026': '增值税电子普通发票',
  '004': '增值税专用发票',
  '027': '增值税电子专用发票',
} as const;
export type InvoiceTypeCode = keyof typeof INVOICE_TYPES;
export const INVOICE_TYPE_CODES = Object.keys(INVOICE_TYPES) as [InvoiceTypeCode, ...InvoiceTypeCode[]];
/** Special VAT invoices need a company header with bank and registration details. */
export const SPECIAL_TYPES: readonly string[] = ['004', '027'];
/** Electronic invoices can be e-mailed. */
export const ELECTRONIC_TYPES: readonly string[] = ['026', '027'];

/** What every merchant of this platform may issue, and the preselected type (MerchantInvoiceConfig). */
export const MERCHANT_INVOICE_CONFIG = { applyInvoiceType: '026,007,027,004', defaultInvoiceType: '026' };

export const INVOICE_STATUS = {
  WAITE: 'INVOICE_STATUS_WAITE',
  AUDIT: 'INVOICE_STATUS_AUDIT',
  PROCESS: 'INVOICE_STATUS_PROCESS',
  SUCCESS: 'INVOICE_STATUS_SUCCESS',
  FAIL: 'INVOICE_STATUS_FAIL',
  REJECT: 'INVOICE_STATUS_REJECT',
  CANCEL: 'INVOICE_STATUS_CANCEL',
} as const;
export const INVOICE_STATUS_NAMES: Record<string, string> = {
  INVOICE_STATUS_WAITE: '待开票',
  INVOICE_STATUS_AUDIT: '审核中',
  INVOICE_STATUS_PROCESS: '开票中',
  INVOICE_STATUS_SUCCESS: '开票成功',
  INVOICE_STATUS_FAIL: '开票失败',
  INVOICE_STATUS_REJECT: '已驳回',
  INVOICE_STATUS_CANCEL: '已撤销',
};
/** Applications that hold (or will hold) part of the order's amount. */
export const HOLDING_STATUSES = [INVOICE_STATUS.AUDIT, INVOICE_STATUS.PROCESS, INVOICE_STATUS.SUCCESS];

export const INVOICE_CONTENT = { GOODS_DETAILS: '商品明细', GOODS_CATEGORY: '商品类别' } as const;
export const INVOICE_HEADER = { INVOICE_HEADER_PERSONAL: '个人', INVOICE_HEADER_COMPANY: '单位' } as const;

export const HEADER_TYPE = { ORDINARY: '普通发票', SPECIAL: '专用发票' } as const;
export const HEAD_KIND = { PERSONAL: '个人', COMPANY: '单位' } as const;
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
export const TAX_RATE_BP = 600; // 6% 现代服务

/** A hurry-up reminder per application at most once in this window. */
export const HURRY_INTERVAL_MS = 24 * 3600_000;
