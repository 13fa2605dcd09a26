import { z } from 'zod';
import { codeList, looseId } from '../fields';

/**
 * Payment (spec §7 "Payment"): the cashier, the payment result and share pay (分享给他人支付). Amounts are integer fen.
 * The sandbox gateway's own pages and its notification are not API calls (server/modules/pay/routes.ts).
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });

// ───────────────────────────── requests ─────────────────────────────

const cusOrderId = looseId('订单');
const batchIds = codeList('款项', 100).optional();

export const EnablePayMoneyBody = z.object({ cusOrderId, batchIds });

export const GetPayParamsBody = z.object({
  cusOrderId,
  batchIds,
  payPlatform: z.enum(['WALLET', 'SANDBOX'], { error: '请选择支付方式' }),
  payPassword: z.string().max(32).optional(),
  /** The cashier's agreement checkbox; empty → 400 请先阅读薯片平台订单协议. */
  orderAgreementIds: z.string().trim().max(200).default(''),
  /** orderList | orderDetail — echoed to the result page. */
  fromPage: z.string().max(32).regex(/^[A-Za-z_]*$/, '来源页面有误').optional(),
  orderId: looseId('订单').optional(),
});
export type GetPayParamsInput = z.infer<typeof GetPayParamsBody>;

export const FindIsPaymentBody = z.object({ paymentNo: looseId('支付单号') });
export const FindIsPaymentByOrderBody = z.object({ cusOrderId });

const shareToken = z
  .string({ error: '分享链接无效' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,64}$/, '分享链接无效');
export const CreateSharePayBody = z.object({ cusOrderId, batchIds });
export const SharePayTokenBody = z.object({ token: shareToken });
export const FindSharePayResultBody = z.object({ token: shareToken, paymentNo: looseId('支付单号').optional() });
export type FindSharePayResultInput = z.infer<typeof FindSharePayResultBody>;

// ───────────────────────────── answers ─────────────────────────────

export const EnablePayMoney = z.object({
  cusOrderId: z.string(),
  /** The batches this payment covers (default: all due now). */
  batchIds: z.array(z.string()),
  currentPayMoneyFen: fen,
  countDownTimeLong: z.number().int().meta({ description: '待付款订单的支付截止时间（epoch ms）；进行中订单的后续款项为 0' }),
  walletBalanceFen: fen,
  hasPayPassword: z.boolean(),
  /** The order's goods names for the banner. */
  subject: z.string(),
});
export type EnablePayMoney = z.infer<typeof EnablePayMoney>;

export const PayParams = z.object({
  paymentNo: z.string(),
  amountFen: fen,
  payUrl: z.string().nullable().meta({ description: 'SANDBOX：跳转地址；WALLET：null' }),
  payStatus: z.literal([0, 1]).meta({ description: 'WALLET 1（已支付）；SANDBOX 0（等待网关）' }),
});
export type PayParams = z.infer<typeof PayParams>;

export const PaymentResult = z.object({
  paymentNo: z.string(),
  payStatus: z.literal([0, 1, 2]).meta({ description: '0 待支付 1 支付成功 2 支付失败/已关闭' }),
  amountFen: fen,
  purpose: z.enum(['ORDER', 'TOPUP']),
  cusOrderId: z.string().nullable(),
  orderId: z.string().nullable(),
  fromPage: z.string().nullable(),
  payTime: at.nullable(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

export const PaymentByOrder = z.object({
  cusOrderId: z.string(),
  payStatus: z.literal([0, 1]).meta({ description: '1：当前无待付款项' }),
  cusOrderPayStatusNo: z.string(),
  latest: PaymentResult.nullable(),
});
export type PaymentByOrder = z.infer<typeof PaymentByOrder>;

export const SharePayLink = z.object({
  /** Shown once; the server keeps only its hash. */
  shareToken: z.string(),
  shareUrl: z.string().meta({ example: '/order/sharePay?token=…' }),
  expireAt: at,
  amountFen: fen,
});
export type SharePayLink = z.infer<typeof SharePayLink>;

export const SharePayInfo = z.object({
  cusOrderNo: z.string(),
  subject: z.string(),
  img: z.string(),
  amountFen: fen,
  payStatus: z.literal([0, 1, 2]).meta({ description: '0 待支付 1 已支付 2 已失效' }),
  expireAt: at,
  /** The owner's name, masked ("薯**", "138****8000"). */
  ownerName: z.string(),
});
export type SharePayInfo = z.infer<typeof SharePayInfo>;

export const SharePayParams = z.object({ paymentNo: z.string(), payUrl: z.string(), amountFen: fen });
export type SharePayParams = z.infer<typeof SharePayParams>;

export const SharePayResult = z.object({ paymentNo: z.string().nullable(), payStatus: z.literal([0, 1, 2]), amountFen: fen, payTime: at.nullable() });
export type SharePayResult = z.infer<typeof SharePayResult>;
