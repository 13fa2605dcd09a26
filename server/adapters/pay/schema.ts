import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** The sandbox gateway's own books (it plays the outside gateway): trades, its outbox of notifications, refunds. */
export const sandboxTrades = pgTable('sandbox_trades', {
  paymentNo: text('payment_no').primaryKey(),
  tradeNo: text('trade_no').notNull().unique(),
  amountFen: fen('amount_fen').notNull(),
  subject: text('subject').notNull(),
  /** 0 created, 1 paid, 2 cancelled. */
  status: integer('status').notNull().default(0),
  notifyUrl: text('notify_url').notNull(),
  returnUrl: text('return_url').notNull(),
  refundedFen: fen('refunded_fen').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
});

export const sandboxNotifications = pgTable(
  'sandbox_notifications',
  {
    id: text('id').primaryKey(),
    paymentNo: text('payment_no').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull(),
    deliveredAt: ts('delivered_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('sandbox_notifications_due_idx').on(t.deliveredAt, t.nextAttemptAt)],
);

export const sandboxRefunds = pgTable('sandbox_refunds', {
  refundNo: text('refund_no').primaryKey(),
  paymentNo: text('payment_no').notNull(),
  amountFen: fen('amount_fen').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
