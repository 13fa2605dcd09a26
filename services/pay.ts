/**
 * Payment (spec §7 "Payment"; inventory §0.5 pay flow, §0.6, §9, §10): the client side of lib/contract/pay/api.ts.
 * Login required (the sandbox gateway's own pages are not API calls). Amounts are integer fen.
 *
 * Flow: enablePayMoney(cusOrderId, batchIds) → cashier shows the amount and countdown → getPayParams:
 *  - payPlatform WALLET + payPassword → paid at once ({payStatus:1}); go to /pay/payResult?paymentNo=…
 *  - payPlatform SANDBOX → {payUrl}; set window.location = payUrl (the gateway page, 确认支付 / 取消). The gateway
 *    notifies the server and sends the browser to /pay/payResult?paymentNo=…&cusOrderId=…&orderId=…&fromPage=…
 *    where the page polls findIsPayment(paymentNo) every 2 s (~20 tries) until payStatus 1 or 2.
 */
import { http, type Http } from '@/lib/http';
import type { EnablePayMoney, GetPayParamsInput, PayParams, PaymentByOrder, PaymentResult, SharePayInfo, SharePayLink, SharePayParams, SharePayResult } from '@/lib/contract/pay/api';

/** The shapes other parts of the app read from these calls. */
export type { EnablePayMoney, PaymentResult, SharePayInfo, SharePayLink, SharePayResult } from '@/lib/contract/pay/api';

const csv = (a?: string[]) => a?.join(',');

/** POST enable_pay_money: amount of the chosen batches (comma ids; must be due or unpaid batches of this order). */
export const enablePayMoney = (input: { cusOrderId: string; batchIds?: string[] }, client: Http = http) =>
  client.post<EnablePayMoney>('/pay/v2/enable_pay_money', { cusOrderId: input.cusOrderId, batchIds: csv(input.batchIds) });

/**
 * POST get_pay_params: creates the payment for the same batches. orderAgreementIds is recorded (the cashier's
 * checkbox; empty → 400 请先阅读薯片平台订单协议). WALLET needs payPassword (20201 wrong, 20203 unset, 20204 locked,
 * 20202 balance low).
 */
export const getPayParams = (input: GetPayParamsInput, client: Http = http) =>
  client.post<PayParams>('/pay/v3/get_pay_params', { ...input, batchIds: csv(input.batchIds) });

/** POST find_is_payment (v2, by paymentNo). Someone else's payment → 404. */
export const findIsPayment = (paymentNo: string, client: Http = http) => client.post<PaymentResult>('/pay/v2/find_is_payment', { paymentNo });

/** POST find_is_payment (v3, by customer order): 1 when nothing is due any more, plus the latest payment. */
export const findIsPaymentByOrder = (cusOrderId: string, client: Http = http) => client.post<PaymentByOrder>('/pay/v3/find_is_payment', { cusOrderId });

// ───────────────────────────── share pay (分享给他人支付) ─────────────────────────────
/*
 * Share pay: the owner of an unpaid customer order creates a link (/order/sharePay?token=…); anyone holding it can
 * pay the shared batches through the sandbox gateway without logging in. The link expires with the order's payment
 * deadline (countDownTimeLong; a running order's later batch: 24 h). The payment belongs to the owner's order and
 * settles exactly once through the gateway's notification, like a cashier payment.
 * Errors: 404 分享链接无效 (unknown token) · 20104 分享链接已失效 (expired / order closed) · 20105 该订单已支付.
 */

/** POST share_pay/create (login, owner only; someone else's order → 404). batchIds default: the batches due now. */
export const createSharePay = (cusOrderId: string, batchIds?: string[], client: Http = http) =>
  client.post<SharePayLink>('/pay/v1/share_pay/create', { cusOrderId, batchIds: csv(batchIds) });

/** POST share_pay/find (public). Unknown token → 404 分享链接无效. */
export const findSharePay = (token: string, client: Http = http) => client.post<SharePayInfo>('/pay/v1/share_pay/find', { token });

/**
 * POST share_pay/pay_params (public): a SANDBOX payment of the shared batches (amount computed by the server).
 * Send the browser to payUrl; the gateway returns it to /pay/sharePayResult?paymentNo=…&token=… .
 */
export const getSharePayParams = (token: string, client: Http = http) => client.post<SharePayParams>('/pay/v1/share_pay/pay_params', { token });

/**
 * POST share_pay/result (public; the token is required, paymentNo optional): with paymentNo that payment (must
 * have been started through this link, else 404); without it the latest payment of the link, or 1 once the shared
 * batches are paid. Poll every 2 s while 0.
 */
export const findSharePayResult = (input: { token: string; paymentNo?: string }, client: Http = http) => client.post<SharePayResult>('/pay/v1/share_pay/result', input);
