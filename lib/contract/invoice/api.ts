import { z } from 'zod';
import { email, idField, limitField, listField, mobile, oneOf, optId, optText, optional, pageField, text } from '../fields';
import { pagedSchema } from '../paging';
import { INVOICE_STATUS_CODES, INVOICE_TYPE_CODES } from './enums';

/**
 * The invoice calls (/api/invoice/v1/*): headers (抬头), applications and issued invoices. Request schemas validate on
 * the server; response schemas are the `data` of each answer. Money is integer fen (…Fen); yuan strings are given
 * where pages show them.
 */

// ---- requests ----

/** 0/1 (or true/false); absent stays absent (an update keeps the stored value). */
const defaultHeadFlag = optional(z.enum(['0', '1', 'true', 'false'], { error: '只能为0或1' })).transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));
const invoiceType = oneOf(INVOICE_TYPE_CODES, '发票类型有误');
const statusFilter = optional(oneOf(INVOICE_STATUS_CODES, '开票状态有误'));
/** "YYYY-MM-DD[ HH:mm[:ss]]" in China time. */
const chinaTimeFilter = (label: string) =>
  optional(z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, `${label}格式应为 YYYY-MM-DD HH:mm:ss`)).transform((v) =>
    v ? new Date(`${v.length === 10 ? v + ' 00:00:00' : v}`.replace(' ', 'T') + '+08:00') : undefined,
  );
/** Positive fen; absent: everything still invoiceable. */
const invoiceFen = optional(
  z.coerce.number({ error: '开票金额须为数字' }).int('开票金额须为整数（分）').min(1, '开票金额须大于0').max(9_999_999_999, '开票金额过大'),
);

export const InvoiceHeaderListBody = z.object({});
export const InvoiceHeaderDetailQuery = z.object({ id: idField('抬头ID') });

export const AddInvoiceHeaderBody = z.object({
  type: oneOf(['ORDINARY', 'SPECIAL'], '发票类型有误'),
  headType: oneOf(['PERSONAL', 'COMPANY'], '抬头类型有误'),
  invoiceHead: text('发票抬头', 100),
  dutyParagraph: optText('单位税号', 20),
  address: optText('注册地址', 80),
  phone: optText('注册电话', 20),
  depositBank: optText('开户银行', 45),
  bankNumber: optText('银行账号', 45),
  /** Ordinary headers only. */
  defaultHead: defaultHeadFlag,
});
export type AddInvoiceHeaderBody = z.infer<typeof AddInvoiceHeaderBody>;
/** A header with every field present: what the header forms edit and the server checks. */
export type HeaderValues = Omit<AddInvoiceHeaderBody, 'defaultHead'> & { defaultHead: boolean };

/** Only the fields sent change; type and head type cannot. */
export const UpdateInvoiceHeaderBody = z.object({
  id: idField('抬头ID'),
  invoiceHead: optional(z.string().trim().min(1, '请填写发票抬头').max(100, '发票抬头不能超过100个字')),
  dutyParagraph: optional(z.string().trim().max(20, '单位税号不能超过20个字')),
  address: optional(z.string().trim().max(80, '注册地址不能超过80个字')),
  phone: optional(z.string().trim().max(20, '注册电话不能超过20个字')),
  depositBank: optional(z.string().trim().max(45, '开户银行不能超过45个字')),
  bankNumber: optional(z.string().trim().max(45, '银行账号不能超过45个字')),
  defaultHead: defaultHeadFlag,
});
export type UpdateInvoiceHeaderBody = z.infer<typeof UpdateInvoiceHeaderBody>;

export const DltInvoiceHeaderBody = z.object({ ids: listField('抬头ID', 50) });
export const FindEnterprisePageBody = z.object({ keyword: text('企业名称', 50), page: pageField(), limit: limitField(10, 20) });
export const ApplyInvoiceTypesQuery = z.object({ mchId: optional(z.string().max(64, '商户ID有误')) });
export const ApplyInvoiceInfoQuery = z.object({ orderId: idField('订单ID') });

export const ApplyInvoiceBody = z.object({
  orderId: idField('订单ID'),
  /** The rejected / failed application being applied for again. */
  id: optId('开票申请ID'),
  applySource: optText('申请来源', 40),
  invoiceType,
  invoiceContent: oneOf(['GOODS_DETAILS', 'GOODS_CATEGORY'], '发票内容有误'),
  invoiceHeader: oneOf(['INVOICE_HEADER_PERSONAL', 'INVOICE_HEADER_COMPANY'], '请选择发票抬头'),
  invoiceHeaderName: text('发票抬头名称', 100),
  taxpayerIdentifNum: optText('纳税人识别号', 20),
  registerAddress: optText('注册地址', 80),
  registerTel: optText('注册电话', 20),
  bankOfDeposit: optText('开户银行', 45),
  bankAccount: optText('银行账号', 45),
  receiverPhone: mobile('收票人手机'),
  receiverEmail: email('收票人邮箱'),
  invoiceMoneyFen: invoiceFen,
});
export type ApplyInvoiceBody = z.infer<typeof ApplyInvoiceBody>;

export const InvoiceRecordsQuery = z.object({
  page: pageField(),
  limit: limitField(15),
  invoiceType: optional(invoiceType),
  status: statusFilter,
  startCreateTime: chinaTimeFilter('开始时间'),
  endCreateTime: chinaTimeFilter('结束时间'),
});
export type InvoiceRecordsQuery = z.infer<typeof InvoiceRecordsQuery>;

export const InvoiceDetailQuery = z.object({ id: optId('开票申请ID'), orderId: optId('订单ID'), type: optional(z.string().max(4)) });
export const InvoiceIdBody = z.object({ id: idField('开票申请ID') });
export const PreviewInvoiceQuery = z.object({ orderId: optId('订单ID'), id: optId('开票申请ID') });
export const SendInvoiceToEmailBody = z.object({
  id: optId('开票申请ID'),
  orderId: optId('订单ID'),
  email: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v),
    z
      .string({ error: '请输入邮箱地址' })
      .trim()
      .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, '邮箱格式有误')
      .max(80, '邮箱过长'),
  ),
});
export type SendInvoiceToEmailBody = z.infer<typeof SendInvoiceToEmailBody>;
export const OrderInvoiceListQuery = z.object({ page: pageField(), limit: limitField(15), userInvoiceStatus: statusFilter });
export type OrderInvoiceListQuery = z.infer<typeof OrderInvoiceListQuery>;

export const RejectInvoiceBody = z.object({ id: idField('开票申请ID'), reason: text('原因', 200), type: optional(oneOf(['REJECT', 'FAIL'], '类型有误')).default('REJECT') });

// ---- responses ----

const fen = z.number().int();
const InvoiceTypeCode = z.enum(INVOICE_TYPE_CODES);
const InvoiceStatusCode = z.enum(INVOICE_STATUS_CODES);
const cusOrderNo = z.string().meta({ description: '客户订单号（C…，订单列表显示的号码）；orderNo 为 SKU 行的号码（D…）' });

export const InvoiceHeader = z.object({
  id: z.string(),
  type: z.enum(['ORDINARY', 'SPECIAL']),
  typeName: z.string(),
  headType: z.enum(['PERSONAL', 'COMPANY']),
  headTypeName: z.string(),
  invoiceHead: z.string(),
  dutyParagraph: z.string().meta({ description: '统一社会信用代码（大写）' }),
  address: z.string(),
  phone: z.string().meta({ description: '脱敏的注册电话；phoneFull 为本人编辑用的完整号码' }),
  phoneFull: z.string(),
  depositBank: z.string(),
  bankNumber: z.string(),
  defaultHead: z.union([z.literal(0), z.literal(1)]),
  createdAt: z.string(),
});
export type InvoiceHeader = z.infer<typeof InvoiceHeader>;

export const InvoiceHeaderList = z.object({ records: z.array(InvoiceHeader) });
export type InvoiceHeaderList = z.infer<typeof InvoiceHeaderList>;

export const HeadersDeleted = z.object({ deleted: z.number().int() });
export type HeadersDeleted = z.infer<typeof HeadersDeleted>;

export const Enterprise = z.object({ name: z.string(), creditCode: z.string(), address: z.string() });
export type Enterprise = z.infer<typeof Enterprise>;
export const EnterprisePage = pagedSchema(Enterprise);
export type EnterprisePage = z.infer<typeof EnterprisePage>;

export const ApplyInvoiceTypes = z.object({
  mchId: z.string(),
  applyInvoiceType: z.string().meta({ description: '可开的发票类型，逗号分隔："026,007,027,004"' }),
  defaultInvoiceType: InvoiceTypeCode,
});
export type ApplyInvoiceTypes = z.infer<typeof ApplyInvoiceTypes>;

export const InvoiceFile = z.object({
  id: z.string(),
  invoiceTypeCode: InvoiceTypeCode,
  buyName: z.string(),
  invoiceCode: z.string(),
  invoiceNo: z.string(),
  specimen: z.boolean().meta({ description: '样票：本地开票替身开出，并非税务平台开具的正式发票（无发票代码）' }),
  pdfUrl: z.string(),
  imgUrl: z.null(),
  ofdUrl: z.null(),
});
export type InvoiceFile = z.infer<typeof InvoiceFile>;
export const InvoiceFiles = z.array(InvoiceFile);
export type InvoiceFiles = z.infer<typeof InvoiceFiles>;

export const InvoiceDetail = z.object({
  id: z.string(),
  invoiceApplyNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderNo: cusOrderNo.optional().meta({ description: '客户订单号；客户的调用都带，运营的调用不带' }),
  signStoreId: z.string(),
  invoiceStatus: InvoiceStatusCode,
  statusName: z.string(),
  invoiceType: InvoiceTypeCode,
  invoiceTypeName: z.string(),
  invoiceContent: z.enum(['GOODS_DETAILS', 'GOODS_CATEGORY']),
  invoiceContentName: z.string(),
  invoiceHeader: z.enum(['INVOICE_HEADER_PERSONAL', 'INVOICE_HEADER_COMPANY']),
  invoiceHeaderTypeName: z.string(),
  invoiceHeaderName: z.string(),
  taxpayerIdentifNum: z.string(),
  registerAddress: z.string(),
  registerTel: z.string(),
  bankOfDeposit: z.string(),
  bankAccount: z.string(),
  receiverPhone: z.string(),
  receiverEmail: z.string(),
  invoiceMoneyFen: fen,
  invoiceMoney: z.string().meta({ description: '元，两位小数' }),
  applyTime: z.string(),
  invoiceTime: z.string().nullable(),
  remarks: z.string().meta({ description: '驳回 / 失败原因' }),
  canCancel: z.boolean(),
  canReapply: z.boolean(),
  canHurry: z.boolean().meta({ description: '现在可以催开票；否则 nextHurryAt 为下次可催的时间' }),
  canSendEmail: z.boolean(),
  nextHurryAt: z.string().nullable(),
  specimen: z.boolean().meta({ description: '已开具的是样票（非正式发票）：本地开票替身开出，未经税务平台' }),
  files: z.array(InvoiceFile),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;
export const InvoicePage = pagedSchema(InvoiceDetail);
export type InvoicePage = z.infer<typeof InvoicePage>;
/** By id, or the order's latest application: null when the order has none. */
export const MaybeInvoiceDetail = InvoiceDetail.nullable();
export type MaybeInvoiceDetail = z.infer<typeof MaybeInvoiceDetail>;

export const ApplyInvoiceInfo = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderNo,
  goodsName: z.string(),
  paidFen: fen,
  refundedFen: fen,
  invoiceableFen: fen.meta({ description: '已付 − 已退 − 已开/申请中' }),
  mchId: z.string(),
  applyInvoiceType: z.string(),
  defaultInvoiceType: InvoiceTypeCode,
  last: InvoiceDetail.nullable().meta({ description: '订单最近一次申请（重新申请时回填），没有为 null' }),
});
export type ApplyInvoiceInfo = z.infer<typeof ApplyInvoiceInfo>;

export const InvoiceEmailSent = z.object({ sent: z.literal(true), email: z.string(), mailId: z.number().int() });
export type InvoiceEmailSent = z.infer<typeof InvoiceEmailSent>;

export const OrderInvoiceRow = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderNo,
  cusOrderId: z.string(),
  goodsName: z.string(),
  skuName: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  unitPriceFen: fen,
  totalFen: fen,
  discountFen: fen,
  paidFen: fen,
  refundedFen: fen,
  status: z.string(),
  payType: z.number().int(),
  createdAt: z.string(),
  invoiceStatus: InvoiceStatusCode,
  invoiceStatusName: z.string(),
  invoiceableFen: fen,
});
export type OrderInvoiceRow = z.infer<typeof OrderInvoiceRow>;
export const OrderInvoicePage = pagedSchema(OrderInvoiceRow);
export type OrderInvoicePage = z.infer<typeof OrderInvoicePage>;
