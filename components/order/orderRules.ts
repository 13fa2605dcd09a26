/**
 * View rules of the order pages (inventory §0.5). The server already decides the status label and which
 * buttons an order allows (statusLabel, canCancel, payButton, canConfirm); what is left here is presentation.
 */
import type { Batch, CustomerOrder } from '@/lib/contract/order/api';
import { AWAITING_CONFIRM_LABEL, CUS_ORDER_STATUS, PAY_BUTTON, PAY_TYPE, PAY_TYPES, orderStatusLabel, type CusStatus, type PayType } from '@/lib/contract/order/enums';
import type { PayPlan } from './PayModal';
import { chinaDateTime } from '@/lib/chinaTime';

const tab = (key: string, status: CusStatus) => ({ key, title: orderStatusLabel(status), status });
/** The list's tabs: query `type` → customer status (inventory §1); '' is 全部. */
export const ORDER_TABS: { key: string; title: string; status: CusStatus | '' }[] = [
  { key: '0', title: '全部', status: '' },
  tab('5', CUS_ORDER_STATUS.UNSUBMITTED),
  tab('1', CUS_ORDER_STATUS.UNPAID),
  tab('2', CUS_ORDER_STATUS.PROGRESSING),
  tab('3', CUS_ORDER_STATUS.COMPLETED),
  tab('4', CUS_ORDER_STATUS.CANCELLED),
];

/** `orderType` present forces 待提交 (and hides the tabs); an unknown `type` is 全部. */
export function tabOfQuery(type: unknown, orderType?: unknown) {
  if (orderType !== undefined && orderType !== null && orderType !== '') return ORDER_TABS[1];
  return ORDER_TABS.find((t) => t.key === String(type ?? '')) ?? ORDER_TABS[0];
}

export type StatusTone = 'orange' | 'blue' | 'grey' | 'green';

/** List colours: orange waits for the customer, blue is in progress, grey is over (inventory §0.5). */
export function statusTone(o: Pick<CustomerOrder, 'cusOrderStatus' | 'statusLabel'>): StatusTone {
  const s = o.cusOrderStatus;
  if (s === CUS_ORDER_STATUS.COMPLETED || s === CUS_ORDER_STATUS.CANCELLED) return 'grey';
  if (s === CUS_ORDER_STATUS.UNPAID || s === CUS_ORDER_STATUS.UNSUBMITTED || o.statusLabel === AWAITING_CONFIRM_LABEL) return 'orange';
  return 'blue';
}

/** The detail banner's colour: orange unpaid, blue in progress, green completed, grey cancelled. */
export function bannerTone(status: CusStatus): StatusTone {
  if (status === CUS_ORDER_STATUS.COMPLETED) return 'green';
  if (status === CUS_ORDER_STATUS.CANCELLED) return 'grey';
  return status === CUS_ORDER_STATUS.PROGRESSING ? 'blue' : 'orange';
}

/** What the pay modal offers, from the amounts the server computed with the order. */
export function payPlanOf(o: CustomerOrder): PayPlan {
  return {
    payType: o.cusOrderPayType,
    firstBatchNumber: o.payButton === PAY_BUTTON.PAY_REST ? 1 : 0,
    dueFen: o.thisTimePayTotalFen,
    dueBatchIds: o.thisTimeBatchIds,
    allFen: o.allTimePayTotalFen,
    allBatchIds: o.remainBatchIds,
  };
}

/** Full-payment types go straight to the cashier; staged ones open the pay modal first. */
export const needsPayModal = (payType: PayType) => payType === PAY_TYPE.BY_NODE || payType === PAY_TYPE.DEPOSIT;

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

/** The scheme note of staged pay types (inventory §2 block 4, §6), from the table of pay types. */
export function paySchemeNote(payType: PayType): { tip: string; title: string } | null {
  return PAY_TYPES[payType]?.note ?? null;
}

/**
 * "2026-11-21T22:47:58.911Z" → "2026-11-22 06:47:58", in China time whatever the server's or browser's zone, so
 * the server-rendered text and the browser's agree.
 */
export function orderTime(value: string | null | undefined): string {
  return chinaDateTime(value, { seconds: true });
}
