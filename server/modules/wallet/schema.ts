import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/**
 * One wallet per user. `balanceFen` is what can be spent or withdrawn; `frozenFen` is held by withdrawals in
 * progress (wallet_holds). Invariant: sum(ledger) = balance + frozen. The balance changes only with a ledger row or
 * a hold, in one transaction; both columns can never go below zero (checks, and conditional updates).
 */
export const wallets = pgTable(
  'wallets',
  {
    userId: text('user_id').primaryKey(),
    balanceFen: fen('balance_fen').notNull().default(0),
    frozenFen: fen('frozen_fen').notNull().default(0),
    payPasswordHash: text('pay_password_hash'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [check('wallets_balance_nonneg', sql`${t.balanceFen} >= 0`), check('wallets_frozen_nonneg', sql`${t.frozenFen} >= 0`)],
);

/** Ledger: type TOPUP | PAY | REFUND | WITHDRAW | SEED; amount signed. (ref_type, ref_id) is unique: one entry per event. */
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

/**
 * A hold on the balance (issue 14): HELD (balance → frozen) then exactly once POSTED (frozen paid out, with a ledger
 * row) or VOIDED (frozen back to the balance, with the reason). (ref_type, ref_id) is the business it holds for.
 */
export const walletHolds = pgTable(
  'wallet_holds',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    amountFen: fen('amount_fen').notNull(),
    status: text('status').notNull().default('HELD'),
    refType: text('ref_type').notNull(),
    refId: text('ref_id').notNull(),
    reason: text('reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('wallet_holds_ref_uq').on(t.refType, t.refId),
    index('wallet_holds_user_idx').on(t.userId, t.status),
    check('wallet_holds_amount_pos', sql`${t.amountFen} > 0`),
  ],
);

/**
 * Bound bank cards. The number is kept encrypted (server key `wallet-bank-card`) with an HMAC for look-ups; pages
 * only ever get the masked form. A card is bound once per user while BOUND (partial unique index).
 */
export const walletBankCards = pgTable(
  'wallet_bank_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    holderName: text('holder_name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    cardType: text('card_type').notNull(),
    cardNoEnc: text('card_no_enc').notNull(),
    cardNoHash: text('card_no_hash').notNull(),
    cardMasked: text('card_masked').notNull(),
    cardTail: text('card_tail').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    branchId: text('branch_id').notNull(),
    branchName: text('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    /** BOUND | UNBOUND (kept: withdrawals point at it). */
    status: text('status').notNull().default('BOUND'),
    createdAt: ts('created_at').notNull().defaultNow(),
    unboundAt: ts('unbound_at'),
  },
  (t) => [
    uniqueIndex('wallet_bank_cards_user_card_uq').on(t.userId, t.cardNoHash).where(sql`${t.status} = 'BOUND'`),
    index('wallet_bank_cards_user_idx').on(t.userId, t.status),
  ],
);

/** A card verification in progress: the four elements were accepted and the bank sent a code to the reserved phone. */
export const walletCardVerifications = pgTable(
  'wallet_card_verifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    holderName: text('holder_name').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    cardType: text('card_type').notNull(),
    cardNoEnc: text('card_no_enc').notNull(),
    cardNoHash: text('card_no_hash').notNull(),
    cardMasked: text('card_masked').notNull(),
    cardTail: text('card_tail').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    branchId: text('branch_id').notNull(),
    /** OPEN | USED */
    status: text('status').notNull().default('OPEN'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('wallet_card_verifications_user_idx').on(t.userId, t.createdAt)],
);

/** Daily counters (China calendar day) of attempt limits, reserved in one upsert (ADR 0004). */
export const walletDailyCounters = pgTable(
  'wallet_daily_counters',
  {
    key: text('key').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.day] })],
);

/** Opening branches (开户行) per bank, seeded; searched by name in the bind form. `code` is the 联行号. */
export const walletBankBranches = pgTable(
  'wallet_bank_branches',
  {
    id: text('id').primaryKey(),
    bankCode: text('bank_code').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    city: text('city').notNull(),
  },
  (t) => [index('wallet_bank_branches_bank_idx').on(t.bankCode, t.name)],
);

/**
 * Withdrawals: PROCESSING (hold HELD) → SUCCESS (hold POSTED, ledger 提现) | FAILED (hold VOIDED, reason). The card
 * is copied as it was (bank, masked number, holder). One per (user, idempotency key). `next_check_at` is when the
 * settler next asks the payout provider; `submitted_at` null means the payout was not handed over yet.
 */
export const walletWithdrawals = pgTable(
  'wallet_withdrawals',
  {
    id: text('id').primaryKey(),
    withdrawNo: text('withdraw_no').notNull(),
    userId: text('user_id').notNull(),
    cardId: text('card_id').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    cardMasked: text('card_masked').notNull(),
    cardTail: text('card_tail').notNull(),
    holderName: text('holder_name').notNull(),
    amountFen: fen('amount_fen').notNull(),
    serviceChargeFen: fen('service_charge_fen').notNull().default(0),
    status: text('status').notNull().default('PROCESSING'),
    failReason: text('fail_reason'),
    idempotencyKey: text('idempotency_key').notNull(),
    holdId: text('hold_id').notNull(),
    ledgerId: text('ledger_id'),
    submittedAt: ts('submitted_at'),
    nextCheckAt: ts('next_check_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('wallet_withdrawals_no_uq').on(t.withdrawNo),
    uniqueIndex('wallet_withdrawals_idem_uq').on(t.userId, t.idempotencyKey),
    index('wallet_withdrawals_user_idx').on(t.userId, t.createdAt),
    index('wallet_withdrawals_due_idx').on(t.status, t.nextCheckAt),
  ],
);
