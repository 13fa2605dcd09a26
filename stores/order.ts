import { create } from 'zustand';

/** Pay types 1–4 (spec §3 Order store), with the order store's short labels. */
export const PAY_TYPE = {
  1: { code: 'PRO_PRE_PAY_POST_SERVICE', label: '全款', fullLabel: '先付款后服务' },
  2: { code: 'PRO_PRE_SERVICE_POST_PAY_BY_NODE', label: '按节点付费', fullLabel: '先服务按节点付费' },
  3: { code: 'PRO_PRE_DEPOSIT_POST_OTHERS', label: '定金尾款', fullLabel: '先定金后尾款' },
  4: { code: 'PRO_PRE_SERVICE_FINISHED_PAY', label: '服务完结收费', fullLabel: '服务完结收费' },
} as const;
export type PayTypeCode = keyof typeof PAY_TYPE;

/** Customer order statuses 1–4. */
export const ORDER_CUS_STATUS = {
  ORDER_CUS_STATUS_UNPAID: { value: 1, label: '待付款' },
  ORDER_CUS_STATUS_PROGRESSING: { value: 2, label: '办理中' },
  ORDER_CUS_STATUS_COMPLETED: { value: 3, label: '已完成' },
  ORDER_CUS_STATUS_CANCELLED: { value: 4, label: '已取消' },
} as const;
export type OrderCusStatus = keyof typeof ORDER_CUS_STATUS;

/** Batch (instalment) payment statuses; the spec also states a range of 1 to 3, the names say 0 to 2. */
export const ORDER_BATCH_PAYMENT = {
  ORDER_BATCH_PAYMENT_PAY_0: { value: 0, label: '未支付' },
  ORDER_BATCH_PAYMENT_PAY_1: { value: 1, label: '应支付' },
  ORDER_BATCH_PAYMENT_PAY_2: { value: 2, label: '已支付' },
} as const;
export type BatchPaymentStatus = keyof typeof ORDER_BATCH_PAYMENT;

export const payTypeLabel = (code: unknown) => PAY_TYPE[Number(code) as PayTypeCode]?.label ?? '';

export function payTypeFromCode(code: string): PayTypeCode | undefined {
  const hit = Object.entries(PAY_TYPE).find(([, v]) => v.code === code);
  return hit ? (Number(hit[0]) as PayTypeCode) : undefined;
}

export function orderStatusLabel(status: unknown): string {
  if (typeof status === 'string' && status in ORDER_CUS_STATUS) return ORDER_CUS_STATUS[status as OrderCusStatus].label;
  return Object.values(ORDER_CUS_STATUS).find((s) => s.value === Number(status))?.label ?? '';
}

export function batchPaymentLabel(status: unknown): string {
  if (typeof status === 'string' && status in ORDER_BATCH_PAYMENT) return ORDER_BATCH_PAYMENT[status as BatchPaymentStatus].label;
  return Object.values(ORDER_BATCH_PAYMENT).find((s) => s.value === Number(status))?.label ?? '';
}

export type OrderState = { orderData: Record<string, unknown> | null };
export type OrderActions = { setOrderData(data: Record<string, unknown> | null): void; clearOrderData(): void };

/** Order data handed from one order page to the next (confirm, pay). */
export const useOrderStore = create<OrderState & OrderActions>()((set) => ({
  orderData: null,
  setOrderData(data) {
    set({ orderData: data });
  },
  clearOrderData() {
    set({ orderData: null });
  },
}));
