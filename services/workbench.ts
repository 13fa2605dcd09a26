/**
 * The planner's workbench (/workbench; docs/API.md "Planner's workbench"): the lists of the orders, invoice
 * applications and refund sheets of the orders the planner serves, and the actions on them. Planner login only
 * (403 仅规划师可操作 for anyone else); another planner's order, application or sheet answers 404. Amounts in fen.
 */
import { http, type Http } from '@/lib/http';
import type { AdvanceNodeResult } from '@/lib/contract/order/api';
import type { InvoiceDetail } from '@/lib/contract/invoice/api';
import type { AfterSale } from '@/lib/contract/aftersale/api';
import type { PlannerInvoicePage, PlannerOrderDetail, PlannerOrderPage, PlannerRefundPage, WorkbenchSummary } from '@/lib/contract/workbench/api';
import type { InvoiceFilter, OrderFilter, RefundTabKey } from '@/lib/contract/workbench/enums';

export type { PlannerInvoice, PlannerInvoicePage, PlannerOrder, PlannerOrderDetail, PlannerOrderPage, PlannerRefund, PlannerRefundPage, WorkbenchSummary } from '@/lib/contract/workbench/api';

type Paging = { page: number; limit?: number };

/** GET /order/v2/planner/workbench_summary: the home's counts. */
export const workbenchSummary = (client: Http = http) => client.get<WorkbenchSummary>('/order/v2/planner/workbench_summary', {});

/** GET /order/v2/planner/order_page: the planner's order lines of one status (or all), with each tab's count. */
export const plannerOrderPage = (q: Paging & { status: OrderFilter }, client: Http = http) => client.get<PlannerOrderPage>('/order/v2/planner/order_page', q);

/** GET /order/v2/planner/order_detail: one line with its service nodes and batches. */
export const plannerOrderDetail = (orderId: string, client: Http = http) => client.get<PlannerOrderDetail>('/order/v2/planner/order_detail', { orderId });

/** POST /order/v2/planner/advance_node: finish the current node and start the next (20104 when it cannot move). */
export const advanceNode = (orderId: string, client: Http = http) => client.post<AdvanceNodeResult>('/order/v2/planner/advance_node', { orderId });

/** GET /invoice/v1/planner/invoice_list: applications of one status (default under audit: to issue). */
export const plannerInvoiceList = (q: Paging & { status: InvoiceFilter }, client: Http = http) => client.get<PlannerInvoicePage>('/invoice/v1/planner/invoice_list', q);

/** POST /invoice/v1/operator/issue: issue an application under audit (renders the PDF). */
export const issueInvoice = (id: string, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/operator/issue', { id });

/** POST /invoice/v1/operator/reject: reject an application under audit with the reason the customer sees. */
export const rejectInvoice = (id: string, reason: string, client: Http = http) => client.post<InvoiceDetail>('/invoice/v1/operator/reject', { id, reason, type: 'REJECT' });

/** GET /orderSale/v1/planner/list: sheets of one status (default 1 售后中: to decide). */
export const plannerSheetList = (q: Paging & { status: RefundTabKey }, client: Http = http) => client.get<PlannerRefundPage>('/orderSale/v1/planner/list', q);

/**
 * POST /orderSale/v1/operator/decide: approve (refund what was asked, now), propose (another amount with the
 * dealMark: the customer confirms before anything is paid) or reject (dealMark required).
 */
export const decideRefund = (input: { afterSaleId: string; action: 'approve' | 'propose' | 'reject'; amountFen?: number; dealMark?: string }, client: Http = http) =>
  client.post<AfterSale>('/orderSale/v1/operator/decide', input);
