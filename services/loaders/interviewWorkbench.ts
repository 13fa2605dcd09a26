/** First screens of the planner's 面谈 pages (/workbench/interviews, /workbench/interviews/new). */
import { errorText, throwIfSession, type PageLoadContext } from '@/lib/pageLoader';
import { plannerCustomers, plannerInterviewPage, type PlannerCustomerPage, type PlannerInterviewPage } from '@/services/interview';
import { statusParam, tabOfQuery } from './interview';

export const WORKBENCH_PAGE_SIZE = 10;
export const CUSTOMER_PAGE_SIZE = 20;

/** The first page, or the reason there is none (仅规划师可操作 for anyone but a planner). */
export type WorkbenchInterviewsData = { tab: string; first: PlannerInterviewPage | null; error: string };

export async function loadPlannerInterviews({ client, query }: PageLoadContext): Promise<WorkbenchInterviewsData> {
  const tab = tabOfQuery(query.status);
  try {
    return { tab, first: await plannerInterviewPage({ page: 1, limit: WORKBENCH_PAGE_SIZE, status: statusParam(tab) }, client), error: '' };
  } catch (err) {
    throwIfSession(err);
    return { tab, first: null, error: errorText(err) };
  }
}

export type ProposeFormData = { customers: PlannerCustomerPage | null; customerId: string; error: string };

/** The planner's customers to choose from, and the one the query names (`?customerId=`, e.g. from the chat). */
export async function loadProposeForm({ client, query }: PageLoadContext): Promise<ProposeFormData> {
  const customerId = query.customerId ?? '';
  try {
    return { customers: await plannerCustomers({ page: 1, limit: CUSTOMER_PAGE_SIZE }, client), customerId, error: '' };
  } catch (err) {
    throwIfSession(err);
    return { customers: null, customerId, error: errorText(err) };
  }
}
