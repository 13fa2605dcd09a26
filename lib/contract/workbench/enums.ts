/**
 * The planner's workbench (/workbench): its tabs and labels, shared by the server lists and the pages. Plain
 * constants; the status codes are those of the order, invoice and after-sale contracts.
 */

/** An order line's status as the planner reads it. */
export const LINE_STATUS_LABEL: Record<string, string> = {
  UNSUBMITE: '待提交',
  UN_PAID: '待付款',
  HANDLING: '服务中',
  HANDLED: '待客户确认',
  COMPLETED: '已完成',
  CANCELLED: '已取消',
};
export const lineStatusLabel = (status: string) => LINE_STATUS_LABEL[status] ?? status;

/** "All" in every tab filter. */
export const ALL = 'all';

/** The order tabs: what needs the planner first. */
export const ORDER_TABS = [
  { key: 'HANDLING', title: '服务中' },
  { key: 'HANDLED', title: '待确认' },
  { key: 'UN_PAID', title: '待付款' },
  { key: 'COMPLETED', title: '已完成' },
  { key: 'CANCELLED', title: '已取消' },
  { key: ALL, title: '全部' },
] as const;
export type OrderTabKey = (typeof ORDER_TABS)[number]['key'];
export const ORDER_TAB_KEYS = ORDER_TABS.map((t) => t.key) as [OrderTabKey, ...OrderTabKey[]];
/** Order line statuses a list may filter on (the tabs, and 待提交 for a planner's drafts). */
export const ORDER_FILTERS = [...ORDER_TAB_KEYS, 'UNSUBMITE'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

/** The invoice tabs: applications under audit are the ones to issue or reject. */
export const INVOICE_TABS = [
  { key: 'INVOICE_STATUS_AUDIT', title: '待开票' },
  { key: 'INVOICE_STATUS_SUCCESS', title: '已开票' },
  { key: 'INVOICE_STATUS_REJECT', title: '已驳回' },
  { key: ALL, title: '全部' },
] as const;
export type InvoiceTabKey = (typeof INVOICE_TABS)[number]['key'];
export const INVOICE_FILTERS = [
  'INVOICE_STATUS_AUDIT',
  'INVOICE_STATUS_PROCESS',
  'INVOICE_STATUS_SUCCESS',
  'INVOICE_STATUS_FAIL',
  'INVOICE_STATUS_REJECT',
  'INVOICE_STATUS_CANCEL',
  ALL,
] as const;
export type InvoiceFilter = (typeof INVOICE_FILTERS)[number];

/** The refund tabs by sheet status (1 售后中 waits for the planner's decision). */
export const REFUND_TABS = [
  { key: '1', title: '待处理' },
  { key: '3', title: '待客户确认' },
  { key: '2', title: '已驳回' },
  { key: '4', title: '已完成' },
  { key: '5', title: '已关闭' },
  { key: ALL, title: '全部' },
] as const;
export type RefundTabKey = (typeof REFUND_TABS)[number]['key'];
export const REFUND_FILTERS = REFUND_TABS.map((t) => t.key) as [RefundTabKey, ...RefundTabKey[]];

/** A demand-card lead counts as new on the home for this many days after it was assigned. */
export const NEW_LEAD_DAYS = 7;

/** The largest page the workbench lists answer. */
export const WORKBENCH_PAGE_MAX = 50;
