import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** One wallet per user. The balance only changes together with a ledger row, in one transaction. */
export const wallets = pgTable('wallets', {
  userId: text('user_id').primaryKey(),
  balanceFen: fen('balance_fen').notNull().default(0),
  payPasswordHash: text('pay_password_hash'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: ts('locked_until'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Ledger: type TOPUP | PAY | REFUND | SEED; amount signed. (ref_type, ref_id) is unique: one entry per event. */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    type: text('type').notNull(),
    amountFen: fen('amount_fen').notNull(),
    balanceAfterFen: fen('balance_after_fen').notNull(),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    refNo: text('ref_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_ledger_ref_uq').on(t.refType, t.refId), index('wallet_ledger_user_idx').on(t.userId, t.createdAt)],
);
