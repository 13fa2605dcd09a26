/**
 * 运营工作台 (issue 27 §5; docs/API.md "运营工作台"): the desk's login and queues, and the decisions it takes through
 * the endpoints that already take them. The session is an HttpOnly cookie the browser sends by itself.
 */
import { http } from '@/lib/http';
import type { OpsAuditPage, OpsCodeSent, OpsHeldPage, OpsMe, OpsQueues, OpsSheet, OpsSheetPage } from '@/lib/contract/ops/api';
import type { OperatorCooperationPage, OperatorJobPage, OperatorMerchantPage } from '@/lib/contract/apply/api';
import type { OperatorFeedback } from '@/lib/contract/feedback/api';
import type { Paged } from '@/lib/contract/paging';

export type { OpsAuditEntry, OpsHeldPost, OpsMe, OpsQueue, OpsSheet } from '@/lib/contract/ops/api';

export const opsCode = (phone: string, password: string) => http.post<OpsCodeSent>('/ops/v1/code', { phone, password });
export const opsLogin = (phone: string, password: string, code: string) => http.post<OpsMe>('/ops/v1/login', { phone, password, code });
export const opsLogout = () => http.post<{ ok: boolean }>('/ops/v1/logout', {});
export const opsMe = () => http.get<OpsMe>('/ops/v1/me');
export const opsQueues = () => http.get<OpsQueues>('/ops/v1/queues');
export const opsAudit = (q: { q: string; page: number; limit?: number }) => http.get<OpsAuditPage>('/ops/v1/audit', { limit: 20, ...q });

// ——— 必懂 审核 ———
export const opsHeld = (page: number) => http.get<OpsHeldPage>('/ops/v1/known/held', { page, limit: 20 });
export const opsReview = (id: string, decision: 'approve' | 'reject', reason = '') => http.post<{ id: string; status: number }>('/known/v1/review', { id, decision, reason });

// ——— 退款仲裁 ———
export const opsRefunds = (page: number) => http.get<OpsSheetPage>('/ops/v1/refund/list', { page, limit: 20 });
export const opsRefund = (id: string) => http.get<OpsSheet>('/ops/v1/refund/detail', { id });
/** The platform's ruling: approve (amountFen: all or part of the request) or reject; the reason is required. */
export const opsDecide = (id: string, b: { action: 'approve' | 'reject'; amountFen?: number; dealMark: string }) =>
  http.post<unknown>('/orderSale/v1/operator/decide', { afterSaleId: id, action: b.action, dealMark: b.dealMark, ...(b.amountFen === undefined ? {} : { amountFen: b.amountFen }) });

// ——— 我要吐槽 ———
export const opsFeedback = (page: number) => http.get<Paged<OperatorFeedback>>('/complain/v1/operator/list', { page, limit: 20 });
export const opsReply = (id: string, content: string) => http.post<OperatorFeedback>('/complain/v1/operator/reply', { id, content });

// ——— 入驻与合作 ———
export const opsMerchants = (page: number) => http.get<OperatorMerchantPage>('/apply/v1/operator/merchant/list', { page, limit: 20, status: 'PENDING' });
export const opsDecideMerchant = (id: string, action: 'approve' | 'reject', reason = '') => http.post<unknown>('/apply/v1/operator/merchant/decide', { id, action, reason });
export const opsJobs = (page: number) => http.get<OperatorJobPage>('/apply/v1/operator/job/list', { page, limit: 20 });
export const opsJobStatus = (id: string, status: 'VIEWED' | 'INTERVIEW' | 'CLOSED', from: string, note = '') =>
  http.post<unknown>('/apply/v1/operator/job/update_status', { id, status, from, note });
export const opsCooperations = (page: number) => http.get<OperatorCooperationPage>('/apply/v1/operator/cooperation/list', { page, limit: 20 });
export const opsCooperationStatus = (id: string, status: 'CONTACTED' | 'CLOSED', from: string, note = '') =>
  http.post<unknown>('/apply/v1/operator/cooperation/update_status', { id, status, from, note });
