import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** One payment attempt. purpose ORDER | TOPUP; method WALLET | SANDBOX; status 0 待支付, 1 已支付, 2 已关闭. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    paymentNo: text('payment_no').notNull().unique(),
    userId: text('user_id').notNull(),
    purpose: text('purpose').notNull(),
    method: text('method').notNull(),
    cusOrderId: text('cus_order_id'),
    batchIds: jsonb('batch_ids').$type<string[]>().notNull().default([]),
    amountFen: fen('amount_fen').notNull(),
    refundedFen: fen('refunded_fen').notNull().default(0),
    status: integer('status').notNull().default(0),
    gatewayTradeNo: text('gateway_trade_no'),
    fromPage: text('from_page'),
    orderId: text('order_id'),
    /** Set when someone paid through a share link (share_pays.id); the payment still belongs to the order's owner. */
    shareId: text('share_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt), index('payments_cus_idx').on(t.cusOrderId)],
);

/** Refunds of payments: one row per refund_ref (exactly once). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull().references(() => payments.id),
    refundRef: text('refund_ref').notNull(),
    amountFen: fen('amount_fen').notNull(),
    method: text('method').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_ref_uq').on(t.refundRef)],
);

/** Notifications received (audit): every arrival, verified or not. */
export const payNotifyLog = pgTable(
  'pay_notify_log',
  {
    id: text('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    result: text('result').notNull(),
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('pay_notify_log_no_idx').on(t.paymentNo)],
);


/**
 * Share-pay links (分享给他人支付): the owner of an unpaid customer order lets anyone holding the link pay the
 * batches chosen at creation through the sandbox gateway. Only the SHA-256 of the token is stored.
 */
export const sharePays = pgTable(
  'share_pays',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').notNull(),
    cusOrderId: text('cus_order_id').notNull(),
    batchIds: jsonb('batch_ids').$type<string[]>().notNull(),
    amountFen: fen('amount_fen').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_pays_token_uq').on(t.tokenHash), index('share_pays_cus_idx').on(t.cusOrderId)],
);
