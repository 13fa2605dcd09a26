/**
 * View rules of the order pages (inventory §0.5). The server already decides the status label and which
 * buttons an order allows (statusLabel, canCancel, payButton, canConfirm); what is left here is presentation.
 */
import type { Batch, CusStatus, CustomerOrder, PayType } from '@/services/order';
import type { PayPlan } from './PayModal';
import { chinaDateTime } from '@/lib/chinaTime';

/** The list's tabs: query `type` → customer status (inventory §1); '' is 全部. */
export const ORDER_TABS: { key: string; title: string; status: CusStatus | '' }[] = [
  { key: '0', title: '全部', status: '' },
  { key: '5', title: '待提交', status: 5 },
  { key: '1', title: '待付款', status: 1 },
  { key: '2', title: '办理中', status: 2 },
  { key: '3', title: '已完成', status: 3 },
  { key: '4', title: '已取消', status: 4 },
];

/** `orderType` present forces 待提交 (and hides the tabs); an unknown `type` is 全部. */
export function tabOfQuery(type: unknown, orderType?: unknown) {
  if (orderType !== undefined && orderType !== null && orderType !== '') return ORDER_TABS[1];
  return ORDER_TABS.find((t) => t.key === String(type ?? '')) ?? ORDER_TABS[0];
}

export type StatusTone = 'orange' | 'blue' | 'grey' | 'green';

/** List colours: orange waits for the customer, blue is in progress, grey is over (inventory §0.5). */
export function statusTone(o: Pick<CustomerOrder, 'cusOrderStatus' | 'statusLabel'>): StatusTone {
  if (o.cusOrderStatus === 3 || o.cusOrderStatus === 4) return 'grey';
  if (o.cusOrderStatus === 1 || o.cusOrderStatus === 5 || o.statusLabel === '待确认') return 'orange';
  return 'blue';
}

/** The detail banner's colour: orange unpaid, blue in progress, green completed, grey cancelled. */
export function bannerTone(status: CusStatus): StatusTone {
  return status === 3 ? 'green' : status === 4 ? 'grey' : status === 2 ? 'blue' : 'orange';
}

export const PAY_BUTTON_TEXT: Record<1 | 2, string> = { 1: '立即付款', 2: '支付尾款' };

/** What the pay modal offers, from the amounts the server computed with the order. */
export function payPlanOf(o: CustomerOrder): PayPlan {
  return {
    payType: o.cusOrderPayType,
    firstBatchNumber: o.payButton === 2 ? 1 : 0,
    dueFen: o.thisTimePayTotalFen,
    dueBatchIds: o.thisTimeBatchIds,
    allFen: o.allTimePayTotalFen,
    allBatchIds: o.remainBatchIds,
  };
}

/** Full-payment types go straight to the cashier; staged ones open the pay modal first. */
export const needsPayModal = (payType: PayType) => payType === 2 || payType === 3;

export function cashierHref(input: { cusOrderId: string; batchIds?: string[]; orderId?: string; fromPage: string }): string {
  const q = new URLSearchParams({ cusOrderId: input.cusOrderId, fromPage: input.fromPage });
  if (input.batchIds?.length) q.set('batchIds', input.batchIds.join(','));
  if (input.orderId) q.set('orderId', input.orderId);
  return `/pay/payType?${q.toString()}`;
}

export function detailHref(o: { cusOrderId: string; orderId?: string }): string {
  const q = new URLSearchParams({ cusOrderId: o.cusOrderId });
  if (o.orderId) q.set('id', o.orderId);
  return `/order/detail?${q.toString()}`;
}

/** Batch labels: deposit 定金/尾款, node payments 节点N款, otherwise 全款 (the server names them too). */
export function batchTitle(b: Pick<Batch, 'batchName' | 'batchNumber'>): string {
  return b.batchName || `节点${b.batchNumber + 1}`;
}

/** 0 无需支付 (not due yet), 1 本期应付, 2 已支付. */
export const BATCH_STATE_TEXT: Record<number, string> = { 0: '无需支付', 1: '本期应付', 2: '已支付' };

/** The scheme note of staged pay types (inventory §2 block 4, §6). */
export function paySchemeNote(payType: PayType): { tip: string; title: string } | null {
  if (payType === 3) return { tip: '温馨提示：该订单先支付定金在业务办理完成后支付尾款', title: '定金尾款' };
  if (payType === 4) return { tip: '温馨提示：该订单可享受业务办理完成后付费', title: '先服务后付款' };
  if (payType === 2) return { tip: '温馨提示：该订单需要在给您办理业务期间付费', title: '按业务办理节点付费' };
  return null;
}

/**
 * "2026-11-21T22:47:58.911Z" → "2026-11-22 06:47:58", in China time whatever the server's or browser's zone, so
 * the server-rendered text and the browser's agree.
 */
export function orderTime(value: string | null | undefined): string {
  return chinaDateTime(value, { seconds: true });
}
