import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The local payout provider's own books (it plays the bank's 代付 service): each payout order it accepted, when it
 * settles, and how. status: PROCESSING → SUCCESS | FAILED (with the reason). The wallet asks it, never assumes.
 */
export const payoutLocalOrders = pgTable('payout_local_orders', {
  payoutNo: text('payout_no').primaryKey(),
  amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  bankCode: text('bank_code').notNull(),
  cardTail: text('card_tail').notNull(),
  status: text('status').notNull().default('PROCESSING'),
  reason: text('reason'),
  dueAt: ts('due_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  settledAt: ts('settled_at'),
});
