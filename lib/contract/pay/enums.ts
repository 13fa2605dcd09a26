/** Payment: the cashier's methods, payment and share-link states (spec §7 "Payment"). Plain constants for server and pages. */

/** How a customer pays at the cashier. */
export const PAY_PLATFORM = { WALLET: 'WALLET', SANDBOX: 'SANDBOX' } as const;
export type PayPlatform = (typeof PAY_PLATFORM)[keyof typeof PAY_PLATFORM];
export const PAY_PLATFORMS = [PAY_PLATFORM.WALLET, PAY_PLATFORM.SANDBOX] as const;

/** The cashier's methods, in the order it lists them, with their names. */
export const PAY_METHODS: readonly { code: PayPlatform; name: string }[] = [
  { code: PAY_PLATFORM.WALLET, name: '余额支付' },
  { code: PAY_PLATFORM.SANDBOX, name: '在线支付（沙箱）' },
];

/** A payment: 0 待支付 (keep polling), 1 支付成功, 2 支付失败/已关闭 (incl. a late payment refunded). */
export const PAYMENT_STATUS = { WAITING: 0, PAID: 1, CLOSED: 2 } as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

/** What a payment pays for. */
export const PAYMENT_PURPOSE = { ORDER: 'ORDER', TOPUP: 'TOPUP' } as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSE)[keyof typeof PAYMENT_PURPOSE];

/** A share-pay link: 0 待支付, 1 已支付 (by anyone), 2 已失效 (expired, cancelled or closed). */
export const SHARE_PAY_STATUS = { WAITING: 0, PAID: 1, EXPIRED: 2 } as const;

/** Where the cashier was opened from (echoed to the result page). */
export const FROM_PAGE = { ORDER_LIST: 'orderList', ORDER_DETAIL: 'orderDetail', WALLET: 'wallet', SHARE_PAY: 'sharePay' } as const;
