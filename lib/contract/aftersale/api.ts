import { z } from 'zod';
import { idField, limitField, listField, oneOf, optId, optText, optional, pageField, required, text } from '../fields';
import { pagedSchema } from '../paging';
import { AFTER_SALE_REASON_CODES, AFTER_SALE_TYPE, OPERATOR_ACTIONS, USER_DO } from './enums';

/**
 * The after-sale calls (/api/orderSale/v1/*): what each one takes and what its `data` is. The server validates with
 * the request schemas and documents the answers with the response schemas; the client uses the inferred types.
 */

// ---- requests ----

/** A refund in fen, a positive integer (absent: everything still refundable, or the plan for a decision). */
const refundFen = optional(
  z.coerce.number({ error: '退款金额须为数字' }).int('退款金额须为整数（分）').min(1, '退款金额须大于0').max(9_999_999_999, '退款金额过大'),
);

export const RefundFormQuery = z.object({ orderId: idField('订单ID') });
export type RefundFormQuery = z.infer<typeof RefundFormQuery>;

export const AfterSaleRefundBody = z.object({
  orderId: idField('订单ID'),
  afterSaleExpType: optional(oneOf([AFTER_SALE_TYPE.REFUND], '售后类型有误')),
  afterSaleReasonNo: oneOf(AFTER_SALE_REASON_CODES, '请选择申请原因'),
  afterSaleProblemDetail: text('问题描述', 500),
  refundAmountFen: refundFen,
  /** Upload ids or urls (a comma list or a JSON array); pictrueDetail is the older name. */
  images: listField('凭证图片', 9),
  pictrueDetail: listField('凭证图片', 9),
  afterSaleAgreementIds: optText('售后协议', 200),
});
export type AfterSaleRefundBody = z.infer<typeof AfterSaleRefundBody>;

export const AfterSaleListBody = z.object({
  page: pageField(),
  limit: limitField(10),
  /** Status numbers 1–5 or AFTERSALE_STATUS_1…5; empty = all. */
  afterSaleStatusNoList: listField('售后状态', 5),
  /** Filters by sheet or order number. */
  code: optText('售后单号', 40),
  type: optional(z.string().max(4)),
});
export type AfterSaleListBody = z.infer<typeof AfterSaleListBody>;

export const AfterSaleDetailQuery = z.object({
  id: optId('售后单ID'),
  orderId: optId('订单ID'),
  orderNo: optId('订单编号'),
  isProduct: optional(z.string().max(4)),
  isAfterSaleFlow: optional(z.string().max(4)),
});
export type AfterSaleDetailQuery = z.infer<typeof AfterSaleDetailQuery>;

export const AfterSaleOperationBody = z.object({
  afterSaleId: idField('售后单ID'),
  userDoType: oneOf([USER_DO.CALLBACK, USER_DO.ASK, USER_DO.PLATFORM], '操作类型有误'),
  afterSaleAgreementIds: optText('协议', 200),
});
export type AfterSaleOperationBody = z.infer<typeof AfterSaleOperationBody>;

/** 修改申请: after an offer (待确认) or a refusal (待处理), a new amount (and description) goes back to the merchant. */
export const AfterSaleChangeBody = z.object({
  afterSaleId: idField('售后单ID'),
  refundAmountFen: required(
    z
      .string({ error: '请填写退款金额' })
      .trim()
      .regex(/^\d{1,10}$/, '退款金额须为整数（分）')
      .transform(Number)
      .refine((n) => n >= 1, '退款金额须大于0'),
  ).meta({
    type: 'integer',
    description: '新的申请金额（分），不超过订单可退金额',
  }),
  afterSaleProblemDetail: optText('问题描述', 500),
});
export type AfterSaleChangeBody = z.infer<typeof AfterSaleChangeBody>;

export const AfterSaleRecordBody = z.object({
  afterSaleId: idField('售后单ID'),
  page: pageField(),
  limit: limitField(1000, 1000),
  /** 1 oldest first, 2 newest first. */
  sort: optional(oneOf(['1', '2'], '排序有误')).default('2'),
});
export type AfterSaleRecordBody = z.infer<typeof AfterSaleRecordBody>;

export const RefundListBody = z.object({ afterSaleId: idField('售后单ID'), orderId: optId('订单ID'), page: pageField(), limit: limitField(10) });
export type RefundListBody = z.infer<typeof RefundListBody>;

export const RefundInfoQuery = z.object({ id: idField('退款ID') });
export type RefundInfoQuery = z.infer<typeof RefundInfoQuery>;

/** userId is accepted for older callers; the count is always the caller's own. */
export const SaleingNumQuery = z.object({ userId: optional(z.string().max(64)) });
export type SaleingNumQuery = z.infer<typeof SaleingNumQuery>;

export const MyCountsQuery = z.object({});

export const OperatorDecideBody = z.object({
  afterSaleId: idField('售后单ID'),
  action: oneOf(OPERATOR_ACTIONS, '操作有误'),
  amountFen: refundFen,
  dealMark: optText('处理意见', 500),
});
export type OperatorDecideBody = z.infer<typeof OperatorDecideBody>;

// ---- responses ----

const fen = z.number().int();

export const AfterSaleSku = z.object({
  filepath: z.string(),
  spuName: z.string(),
  skuExtInfo: z.string(),
  skuPriceFen: fen,
  skuPriceYuan: z.string(),
  skuNum: z.number().int(),
  enablePayMoneyYuan: z.string(),
  actualPayMoneyYuan: z.string(),
  afterSaleMoneyFen: fen,
  afterSaleMoneyYuan: z.string(),
  isActualRefundable: z.union([z.literal(0), z.literal(1)]),
  skuDealType: z.string().meta({ description: 'SKU_DEAL_TYPE_1 取消办理 | SKU_DEAL_TYPE_2 继续办理 | 空（未完成）' }),
});
export type AfterSaleSku = z.infer<typeof AfterSaleSku>;

/** A sheet as the pages show it; statusTitle / statusDesc are the texts to show. */
export const AfterSale = z.object({
  id: z.string(),
  afterSaleNo: z.string(),
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderNo: z.string().meta({ description: '客户订单号（C…，订单列表显示的号码）；orderNo 为 SKU 行的号码（D…）' }),
  afterSaleFactType: z.string(),
  afterSaleExpType: z.string(),
  afterSaleStatus: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
    .meta({ description: '1 售后中，2 待处理（商家驳回），3 待确认（方案），4 完成，5 已关闭' }),
  afterSaleStatusNo: z.string(),
  afterSaleSubStatusNo: z.string().meta({ description: 'AFTERSALE_STATUS_TAG_5（有处理意见）/ _6 / _9（平台驳回）/ _10（撤销）/ _11；或空' }),
  refundStautsNo: z.string(),
  refundStatusNo: z.string(),
  statusTitle: z.string(),
  statusDesc: z.string(),
  dealMark: z.string(),
  afterSaleReasonNo: z.string(),
  afterSaleReasonName: z.string(),
  afterSaleProblemDetail: z.string(),
  fileImages: z.array(z.object({ filepath: z.string() })),
  applyAmountFen: fen,
  afterSaleTotalMoneyFen: fen.meta({ description: '方案金额（已退或将退）' }),
  afterSaleTotalMoneyYuan: z.string(),
  realRefundTotalMoneyFen: fen,
  realRefundTotalMoney: z.string(),
  afterSaleApplyTime: z.string(),
  afterPlatInvolvedCount: z.number().int(),
  platInvolvedCount: z.number().int().meta({ description: '平台介入的次数上限（2）' }),
  refundSheetId: z.string().nullable(),
  canWithdraw: z.boolean(),
  canAskPlatform: z.boolean(),
  canConfirm: z.boolean(),
  canChange: z.boolean().meta({ description: '可修改申请（待确认或待处理，且未超过修改次数）' }),
  changeMaxFen: z.number().int().nullable().meta({ description: '修改申请时最多可申请的金额（分）；仅详情接口且可修改时给出' }),
  skuList: z.array(AfterSaleSku),
});
export type AfterSale = z.infer<typeof AfterSale>;

export const AfterSalePage = pagedSchema(AfterSale);
export type AfterSalePage = z.infer<typeof AfterSalePage>;

export const RefundForm = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderNo: z.string(),
  goodsName: z.string(),
  skuName: z.string(),
  img: z.string(),
  paidFen: fen,
  refundedFen: fen,
  pendingFen: fen,
  refundableFen: fen,
  openAfterSaleId: z.string().nullable(),
  reasons: z.array(z.object({ code: z.string(), name: z.string() })),
  agreementId: z.string(),
});
export type RefundForm = z.infer<typeof RefundForm>;

export const RefundApplied = z.object({ afterSaleId: z.string(), afterSaleNo: z.string(), detail: AfterSale });
export type RefundApplied = z.infer<typeof RefundApplied>;

export const ProcessRecord = z.object({
  id: z.number().int(),
  action: z.string(),
  dealStatusName: z.string(),
  remark: z.string(),
  actorType: z.string(),
  dealTime: z.string(),
});
export type ProcessRecord = z.infer<typeof ProcessRecord>;
export const ProcessRecordPage = pagedSchema(ProcessRecord);
export type ProcessRecordPage = z.infer<typeof ProcessRecordPage>;

export const Refund = z.object({
  id: z.string(),
  refundNo: z.string(),
  afterSaleId: z.string(),
  orderId: z.string(),
  reimburseAmountFen: fen,
  reimburseAmountYuan: z.string(),
  reimburseStatusCode: z.string(),
  reimburseStatusCodeName: z.string(),
  passTypeCode: z.string(),
  passTypeCodeName: z.string().meta({ description: '退回去向（薯片钱包（原路退回）…）' }),
  reimburseCompleteTime: z.string().nullable(),
  repaReimburseOperationLogList: z.array(z.object({ operationStatusCode: z.string(), operationStatusCodeName: z.string(), createTime: z.string() })),
});
export type Refund = z.infer<typeof Refund>;

export const RefundListPage = z.object({ list: z.array(Refund), total: z.number().int(), current: z.number().int(), limit: z.number().int() });
export type RefundListPage = z.infer<typeof RefundListPage>;

export const SaleingNum = z.number().int().meta({ description: '处理中的售后单数' });

export const MyCounts = z.object({
  unpaid: z.number().int(),
  progressing: z.number().int(),
  completed: z.number().int(),
  toEvaluate: z.number().int(),
  saleing: z.number().int(),
});
export type MyCounts = z.infer<typeof MyCounts>;
