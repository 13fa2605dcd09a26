/**
 * First screens of the planner's workbench (/workbench, /workbench/orders, /workbench/orders/[id],
 * /workbench/invoices, /workbench/refunds, /workbench/leads, /workbench/leads/[id]). A visitor goes to log in (the
 * API's 5223); anyone who is not a planner gets the 无权访问 state (the API's 403), with HTTP 403.
 */
import { isApiError } from '@/lib/http';
import { optional, pageError, throwIfSession, type PageLoadContext, type PageLoad } from '@/lib/pageLoader';
import { INVOICE_TABS, ORDER_TABS, REFUND_TABS } from '@/lib/contract/workbench/enums';
import { unreadTotal } from '@/services/chat';
import { plannerDemandCardDetail, plannerDemandCardList, type PlannerDemandCard, type PlannerDemandCardPage } from '@/services/demandCard';
import {
  plannerInvoiceList,
  plannerOrderDetail,
  plannerOrderPage,
  plannerSheetList,
  workbenchSummary,
  type PlannerInvoicePage,
  type PlannerOrderDetail,
  type PlannerOrderPage,
  type PlannerRefundPage,
  type WorkbenchSummary,
} from '@/services/workbench';
import { WORKBENCH_DENIED, tabOfQuery } from '@/lib/workbench/workbenchRules';

export const WORKBENCH_PAGE_SIZE = 10;

/** The loader, with a 403 turned into the workbench's 无权访问 text (and the status), a 404 into 404. */
function plannerOnly<T>(load: (ctx: PageLoadContext) => Promise<T>): PageLoad<T> {
  return async (ctx) => {
    try {
      return await load(ctx);
    } catch (err) {
      throwIfSession(err);
      if (isApiError(err) && err.code === 403) {
        ctx.res.statusCode = 403;
        return pageError(WORKBENCH_DENIED);
      }
      if (isApiError(err) && err.code === 404) ctx.res.statusCode = 404;
      throw err;
    }
  };
}

export type WorkbenchHomeData = { summary: WorkbenchSummary; unread: number | null };

export const loadWorkbenchHome = plannerOnly<WorkbenchHomeData>(async ({ client }) => {
  const [summary, unread] = await Promise.all([workbenchSummary(client), optional(unreadTotal({ client }))]);
  return { summary, unread: unread?.total ?? null };
});

export type TabbedFirst<P> = { tab: string; first: P | null };

export const loadWorkbenchOrders = plannerOnly<TabbedFirst<PlannerOrderPage>>(async ({ client, query }) => {
  const tab = tabOfQuery(ORDER_TABS, query.status);
  // The first page decides whether the caller may be here (403), so it is not optional.
  return { tab, first: await plannerOrderPage({ page: 1, limit: WORKBENCH_PAGE_SIZE, status: tab }, client) };
});

export const loadWorkbenchOrder = plannerOnly<PlannerOrderDetail>(async ({ client, params }) => plannerOrderDetail(params.id, client));

export const loadWorkbenchInvoices = plannerOnly<TabbedFirst<PlannerInvoicePage>>(async ({ client, query }) => {
  const tab = tabOfQuery(INVOICE_TABS, query.status);
  return { tab, first: await plannerInvoiceList({ page: 1, limit: WORKBENCH_PAGE_SIZE, status: tab }, client) };
});

export const loadWorkbenchRefunds = plannerOnly<TabbedFirst<PlannerRefundPage>>(async ({ client, query }) => {
  const tab = tabOfQuery(REFUND_TABS, query.status);
  return { tab, first: await plannerSheetList({ page: 1, limit: WORKBENCH_PAGE_SIZE, status: tab }, client) };
});

export const loadWorkbenchLeads = plannerOnly<{ first: PlannerDemandCardPage }>(async ({ client }) => ({
  first: await plannerDemandCardList({ page: 1, limit: WORKBENCH_PAGE_SIZE }, client),
}));

export const loadWorkbenchLead = plannerOnly<PlannerDemandCard>(async ({ client, params }) => plannerDemandCardDetail(params.id, client));
