import { create } from 'zustand';
import type { PayType } from '@/lib/contract/order/enums';

/**
 * Spec §3 "Order store": the order the checkout just submitted (orderData, its pay type in orderData.payType), handed
 * to the cashier and cleared once it is paid. The labels of pay types and statuses are the contract's
 * (lib/contract/order/enums.ts).
 */

/** What the confirm page hands to the cashier. */
export type OrderData = {
  cusOrderId?: string;
  orderId?: string;
  orderIds?: string[];
  payType?: PayType;
  /** Due at once after submitting. */
  payNowFen?: number;
  [key: string]: unknown;
};

export type OrderState = { orderData: OrderData | null };
export type OrderActions = { setOrderData(data: OrderData | null): void; clearOrderData(): void };

export const useOrderStore = create<OrderState & OrderActions>()((set) => ({
  orderData: null,
  setOrderData(data) {
    set({ orderData: data });
  },
  clearOrderData() {
    set({ orderData: null });
  },
}));

/** The order data when it is this customer order's (a cashier opened for another order ignores it). */
export const orderDataFor = (s: OrderState, cusOrderId: string): OrderData | null => (s.orderData && s.orderData.cusOrderId === cusOrderId ? s.orderData : null);
