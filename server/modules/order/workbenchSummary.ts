import type { WorkbenchSummary } from '@/lib/contract/workbench/api';
import { NEW_LEAD_DAYS } from '@/lib/contract/workbench/enums';
import { ORDER_LINE_STATUS } from '@/lib/contract/order/enums';
import type { DbLike } from '../../db/types';
import { plannerInvoicesToIssue } from '../invoice/plannerInvoices';
import { plannerRefundsToDecide } from '../aftersale/plannerSheets';
import { plannerInterviewsAhead } from '../interview/reading';
import { plannerLeadCounts } from '../lead/plannerLeadCounts';
import { plannerOrderCounts } from './plannerOrders';

/** GET /order/v2/planner/workbench_summary: what waits for the planner, each under the same ownership rule as its list. */
export async function workbenchSummary(db: DbLike, plannerId: string, now: Date): Promise<WorkbenchSummary> {
  const since = new Date(now.getTime() - NEW_LEAD_DAYS * 86400_000);
  const [lines, invoicesToIssue, refundsToDecide, leads, interviewsAhead] = await Promise.all([
    plannerOrderCounts(db, plannerId, [ORDER_LINE_STATUS.HANDLING, ORDER_LINE_STATUS.HANDLED]),
    plannerInvoicesToIssue(db, plannerId),
    plannerRefundsToDecide(db, plannerId),
    plannerLeadCounts(db, plannerId, since),
    plannerInterviewsAhead(db, plannerId, now),
  ]);
  return {
    ordersInService: lines[ORDER_LINE_STATUS.HANDLING],
    ordersToConfirm: lines[ORDER_LINE_STATUS.HANDLED],
    invoicesToIssue,
    refundsToDecide,
    newLeads: leads.recent,
    leadsTotal: leads.total,
    interviewsConfirmed: interviewsAhead.confirmed,
    interviewsPending: interviewsAhead.pending,
  };
}
