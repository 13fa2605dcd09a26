/** After-sale and refunds (my.md §4). Server: server/modules/aftersale. Customer service chat: services/chat.ts (online_kefu). */
import { http, type Http } from '@/lib/http';
import type {
  AfterSale,
  AfterSalePage,
  AfterSaleRefundBody,
  MyCounts,
  ProcessRecordPage,
  Refund,
  RefundApplied,
  RefundForm,
  RefundListPage,
} from '@/lib/contract/aftersale/api';
import type { UserDoType } from '@/lib/contract/aftersale/enums';

export type { AfterSale, AfterSaleSku, ProcessRecord, Refund, RefundForm } from '@/lib/contract/aftersale/api';

export const refundForm = (orderId: string, client: Http = http) => client.get<RefundForm>('/orderSale/v1/refund_form', { orderId });

/**
 * 申请退款 (refund). refundAmountFen absent: all that is refundable; images: up to 9 upload ids or urls
 * (services/upload.ts), the user's own; afterSaleAgreementIds 'shupianaftersale' once the agreement box is ticked
 * (empty → 400 请您先阅读并勾选售后协议). 400 amount over the remainder; 403 images not the user's; 404 another
 * user's order; 409 a sheet is open / nothing left.
 */
export type AfterSaleRefundInput = Pick<AfterSaleRefundBody, 'orderId' | 'afterSaleReasonNo' | 'afterSaleProblemDetail' | 'refundAmountFen' | 'afterSaleAgreementIds'> &
  Partial<Pick<AfterSaleRefundBody, 'images'>>;
export const afterSaleRefund = (input: AfterSaleRefundInput, client: Http = http) =>
  client.post<RefundApplied>('/orderSale/v1/refund', { ...input, images: input.images?.join(',') });

/** afterSaleStatusNoList [1,2,3] = 处理中 tab; [] = 全部; code filters by sheet or order number. */
export const afterSaleList = (q: { page?: number; limit?: number; afterSaleStatusNoList?: number[]; code?: string }, client: Http = http) =>
  client.post<AfterSalePage>('/orderSale/v1/list', { ...q, afterSaleStatusNoList: q.afterSaleStatusNoList?.join(',') });
export const afterSaleDetail = (q: { id?: string; orderId?: string; orderNo?: string }, client: Http = http) => client.get<AfterSale>('/orderSale/v1/detail', q);
/** 撤销 (1–3), 平台介入 (2/3, at most 2 times; 409 平台介入最多申请2次), 确认方案 (3; refunds at once). */
export const afterSaleOperation = (afterSaleId: string, userDoType: UserDoType, client: Http = http) =>
  client.post<AfterSale>('/orderSale/v1/operation', { afterSaleId, userDoType });
/** The processing history (record), newest first. */
export const afterSaleRecords = (afterSaleId: string, client: Http = http) =>
  client.post<ProcessRecordPage>('/orderSale/v1/record', { afterSaleId, page: 1, limit: 1000, sort: 2 });
export const refundList = (afterSaleId: string, page = 1, limit = 10, client: Http = http) =>
  client.post<RefundListPage>('/orderSale/v1/refundList', { afterSaleId, page, limit });
export const refundInfo = (id: string, client: Http = http) => client.get<Refund>('/orderSale/v1/refundInfo', { id });
/** 售后中 count (我的 page). */
export const saleingNum = (client: Http = http) => client.get<number>('/orderSale/v1/saleing_num', {});
/** Badges of the 我的 page (order status counts). */
export const myCounts = (client: Http = http) => client.get<MyCounts>('/orderSale/v1/my_counts', {});

/** 修改申请 (change): a new amount (≤ changeMaxFen) and, optionally, more words; the sheet goes back to the merchant. */
export const afterSaleChange = (input: { afterSaleId: string; refundAmountFen: number; afterSaleProblemDetail?: string }, client: Http = http) =>
  client.post<AfterSale>('/orderSale/v1/change', input);
