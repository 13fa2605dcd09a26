import { z } from 'zod';
import { idField, limitField, oneOf, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';
import { Batch, ServiceNode } from '../order/api';
import { InvoiceDetail } from '../invoice/api';
import { AfterSale } from '../aftersale/api';
import { INVOICE_FILTERS, ORDER_FILTERS, REFUND_FILTERS, WORKBENCH_PAGE_MAX } from './enums';

/**
 * The planner's workbench lists (docs/API.md "Planner's workbench"): the order lines, invoice applications and
 * refund sheets of the orders the calling planner acts for (the rule of order/ownership.ts), and the home's counts.
 * Planner login only (403 for anyone else); every amount is integer fen.
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });
const paging = { page: pageField(), limit: limitField(10, WORKBENCH_PAGE_MAX) };

// ---- requests ----

export const PlannerOrderPageQuery = z.object({
  ...paging,
  status: optional(oneOf(ORDER_FILTERS, '订单状态有误')).default('all').meta({ description: '订单行状态：HANDLING 服务中 HANDLED 待确认 UN_PAID COMPLETED CANCELLED UNSUBMITE，或 all' }),
});
export type PlannerOrderPageQuery = z.infer<typeof PlannerOrderPageQuery>;

export const PlannerOrderDetailQuery = z.object({ orderId: idField('订单ID') });

export const PlannerInvoiceListQuery = z.object({
  ...paging,
  status: optional(oneOf(INVOICE_FILTERS, '开票状态有误')).default('INVOICE_STATUS_AUDIT').meta({ description: '开票申请状态（默认审核中，即待开票），或 all' }),
});
export type PlannerInvoiceListQuery = z.infer<typeof PlannerInvoiceListQuery>;

export const PlannerRefundListQuery = z.object({
  ...paging,
  status: optional(oneOf(REFUND_FILTERS, '售后状态有误')).default('1').meta({ description: '售后单状态 1 待处理（售后中）2 已驳回 3 待客户确认 4 完成 5 关闭，或 all' }),
});
export type PlannerRefundListQuery = z.infer<typeof PlannerRefundListQuery>;

// ---- responses ----

/** One order line as the planner who serves it sees it. */
export const PlannerOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  cusOrderId: z.string(),
  cusOrderNo: z.string(),
  goodsId: z.string(),
  goodsName: z.string(),
  skuName: z.string(),
  img: z.string(),
  quantity: z.number().int(),
  payType: z.number().int(),
  payTypeLabel: z.string(),
  payableFen: fen,
  paidFen: fen,
  refundedFen: fen,
  status: z.string().meta({ description: 'UNSUBMITE UN_PAID HANDLING HANDLED COMPLETED CANCELLED' }),
  statusLabel: z.string(),
  customerName: z.string(),
  nodeCount: z.number().int(),
  nodesDone: z.number().int(),
  currentNode: z.object({ id: z.string(), nodeNum: z.number().int(), serviceName: z.string() }).nullable().meta({ description: '正在办理的节点；未开始或已全部完成为 null' }),
  canAdvance: z.boolean().meta({ description: '可以推进：服务中、有未完成的节点、按节点付费时该节点款项已付' }),
  advanceBlocked: z.string().nullable().meta({ description: '不能推进的原因（服务中的订单才有）' }),
  createdAt: at,
});
export type PlannerOrder = z.infer<typeof PlannerOrder>;

const orderCounts = z.object(Object.fromEntries(ORDER_FILTERS.map((k) => [k, z.number().int()])) as Record<(typeof ORDER_FILTERS)[number], z.ZodNumber>);

export const PlannerOrderPage = pagedSchema(PlannerOrder).extend({ counts: orderCounts.meta({ description: '每个状态的订单行数（all 为全部）' }) });
export type PlannerOrderPage = z.infer<typeof PlannerOrderPage>;

export const PlannerOrderDetail = z.object({
  order: PlannerOrder,
  nodes: z.array(ServiceNode),
  batches: z.array(Batch),
  remark: z.string().meta({ description: '客户下单备注' }),
});
export type PlannerOrderDetail = z.infer<typeof PlannerOrderDetail>;

export const PlannerInvoice = InvoiceDetail.extend({
  cusOrderNo: z.string(),
  applyUserName: z.string(),
  goodsName: z.string(),
  skuName: z.string(),
});
export type PlannerInvoice = z.infer<typeof PlannerInvoice>;

const statusCounts = z.record(z.string(), z.number().int()).meta({ description: '每个状态的条数（all 为全部）' });

export const PlannerInvoicePage = pagedSchema(PlannerInvoice).extend({ counts: statusCounts });
export type PlannerInvoicePage = z.infer<typeof PlannerInvoicePage>;

export const PlannerRefund = AfterSale.extend({ userName: z.string() });
export type PlannerRefund = z.infer<typeof PlannerRefund>;

export const PlannerRefundPage = pagedSchema(PlannerRefund).extend({ counts: statusCounts });
export type PlannerRefundPage = z.infer<typeof PlannerRefundPage>;

/** The workbench home's counts. */
export const WorkbenchSummary = z.object({
  ordersInService: z.number().int().meta({ description: '服务中的订单行' }),
  ordersToConfirm: z.number().int().meta({ description: '节点已全部完成、待客户确认的订单行' }),
  invoicesToIssue: z.number().int().meta({ description: '审核中的开票申请' }),
  refundsToDecide: z.number().int().meta({ description: '待处理（售后中）的售后单' }),
  newLeads: z.number().int().meta({ description: '近 7 天分配的需求卡' }),
  leadsTotal: z.number().int(),
  interviewsConfirmed: z.number().int().meta({ description: '已确认、尚未到时间的面谈' }),
  interviewsPending: z.number().int().meta({ description: '已邀约、待客户确认的面谈' }),
});
export type WorkbenchSummary = z.infer<typeof WorkbenchSummary>;
