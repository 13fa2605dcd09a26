/** After-sale and refunds (my.md §4). Server: server/modules/aftersale. Customer service chat: services/chat.ts (online_kefu). */
import { http, type Http } from '@/lib/http';

// Pure enumerations shared with the server (no server-only imports there).
import { USER_DO } from '@/server/modules/aftersale/constants';
import type { Paged } from '@/lib/contract/paging';
export { AFTER_SALE_REASONS, USER_DO } from '@/server/modules/aftersale/constants';
export type UserDoType = (typeof USER_DO)[keyof typeof USER_DO];

export type AfterSaleSku = {
  filepath: string;
  spuName: string;
  skuExtInfo: string;
  skuPriceFen: number;
  skuPriceYuan: string;
  skuNum: number;
  enablePayMoneyYuan: string;
  actualPayMoneyYuan: string;
  afterSaleMoneyFen: number;
  afterSaleMoneyYuan: string;
  isActualRefundable: 0 | 1;
  /** SKU_DEAL_TYPE_1 取消办理 | SKU_DEAL_TYPE_2 继续办理 | '' */
  skuDealType: string;
};
/** status 1 售后中, 2 待处理 (merchant rejected), 3 待确认 (plan), 4 完成, 5 已关闭; statusTitle/statusDesc are the texts to show. */
export type AfterSale = {
  id: string;
  afterSaleNo: string;
  orderId: string;
  orderNo: string;
  /** The customer order's number (C…), the one the order list shows; orderNo is the SKU line's (D…). */
  cusOrderNo: string;
  afterSaleFactType: string;
  afterSaleExpType: string;
  afterSaleStatus: 1 | 2 | 3 | 4 | 5;
  afterSaleStatusNo: string;
  /** AFTERSALE_STATUS_TAG_5 (has opinion) / _6 / _9 (platform rejected) / _10 (withdrawn) / _11 */
  afterSaleSubStatusNo: string;
  refundStautsNo: string;
  refundStatusNo: string;
  statusTitle: string;
  statusDesc: string;
  dealMark: string;
  afterSaleReasonNo: string;
  afterSaleReasonName: string;
  afterSaleProblemDetail: string;
  fileImages: { filepath: string }[];
  applyAmountFen: number;
  /** The plan (what is / will be refunded). */
  afterSaleTotalMoneyFen: number;
  afterSaleTotalMoneyYuan: string;
  realRefundTotalMoneyFen: number;
  realRefundTotalMoney: string;
  afterSaleApplyTime: string;
  afterPlatInvolvedCount: number;
  /** Max 平台介入 (2). */
  platInvolvedCount: number;
  refundSheetId: string | null;
  canWithdraw: boolean;
  canAskPlatform: boolean;
  canConfirm: boolean;
  skuList: AfterSaleSku[];
};
export type { Paged };

export type RefundForm = {
  orderId: string;
  orderNo: string;
  /** The customer order's number (C…), the one the order list shows; orderNo is the SKU line's (D…). */
  cusOrderNo: string;
  goodsName: string;
  skuName: string;
  img: string;
  paidFen: number;
  refundedFen: number;
  pendingFen: number;
  refundableFen: number;
  openAfterSaleId: string | null;
  reasons: { code: string; name: string }[];
  agreementId: string;
};
export const refundForm = (orderId: string, client: Http = http) => client.get<RefundForm>('/orderSale/v1/refund_form', { orderId });

export type RefundApplyInput = {
  orderId: string;
  afterSaleReasonNo: string;
  afterSaleProblemDetail: string;
  /** Default: all that is refundable. */
  refundAmountFen?: number;
  /** Up to 9 upload ids or urls (services/upload.ts), the user's own. */
  images?: string[];
  /** 'shupianaftersale' once the agreement box is ticked (empty → 400 请您先阅读并勾选售后协议). */
  afterSaleAgreementIds: string;
};
/** 400 amount over the remainder; 403 images not the user's; 404 another user's order; 409 a sheet is open / nothing left. */
export const applyRefund = (input: RefundApplyInput, client: Http = http) =>
  client.post<{ afterSaleId: string; afterSaleNo: string; detail: AfterSale }>('/orderSale/v1/refund', { ...input, images: input.images?.join(',') });
/** afterSaleStatusNoList [1,2,3] = 处理中 tab; [] = 全部; code filters by sheet or order number. */
export const afterSaleList = (q: { page?: number; limit?: number; afterSaleStatusNoList?: number[]; code?: string }, client: Http = http) =>
  client.post<Paged<AfterSale>>('/orderSale/v1/list', { ...q, afterSaleStatusNoList: q.afterSaleStatusNoList?.join(',') });
export const afterSaleDetail = (q: { id?: string; orderId?: string; orderNo?: string }, client: Http = http) => client.get<AfterSale>('/orderSale/v1/detail', q);
/** 撤销 (1–3), 平台介入 (2/3, at most 2 times; 409 平台介入最多申请2次), 确认方案 (3; refunds at once). */
export const afterSaleOperation = (afterSaleId: string, userDoType: UserDoType, client: Http = http) =>
  client.post<AfterSale>('/orderSale/v1/operation', { afterSaleId, userDoType });
export type ProcessRecord = { id: number; action: string; dealStatusName: string; remark: string; actorType: string; dealTime: string };
export const afterSaleRecords = (afterSaleId: string, client: Http = http) =>
  client.post<Paged<ProcessRecord>>('/orderSale/v1/record', { afterSaleId, page: 1, limit: 1000, sort: 2 });
export type Refund = {
  id: string;
  refundNo: string;
  afterSaleId: string;
  orderId: string;
  reimburseAmountFen: number;
  reimburseAmountYuan: string;
  reimburseStatusCode: string;
  reimburseStatusCodeName: string;
  passTypeCode: string;
  /** Where the money went (薯片钱包（原路退回）…). */
  passTypeCodeName: string;
  reimburseCompleteTime: string | null;
  repaReimburseOperationLogList: { operationStatusCode: string; operationStatusCodeName: string; createTime: string }[];
};
export const refundList = (afterSaleId: string, page = 1, limit = 10, client: Http = http) =>
  client.post<{ list: Refund[]; total: number; current: number; limit: number }>('/orderSale/v1/refundList', { afterSaleId, page, limit });
export const refundInfo = (id: string, client: Http = http) => client.get<Refund>('/orderSale/v1/refundInfo', { id });
/** 售后中 count (我的 page). */
export const saleingNum = (client: Http = http) => client.get<number>('/orderSale/v1/saleing_num', {});
/** Badges of the 我的 page. */
export const myCounts = (client: Http = http) =>
  client.get<{ unpaid: number; progressing: number; completed: number; toEvaluate: number; saleing: number }>('/orderSale/v1/my_counts', {});
