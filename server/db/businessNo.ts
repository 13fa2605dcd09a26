import { randomInt } from 'node:crypto';
import { chinaParts } from '@/lib/chinaTime';
import type { DbLike } from './types';
import { errorCauses, isUniqueViolation } from './errors';

// The one generator of business numbers (order, payment, withdrawal, after-sale, refund, invoice application,
// contract, ...): a prefix, the date (and with `clock` the time) in China time, then random digits. The date part is
// China time like every date a customer sees: an order placed at 00:30 in Beijing carries that day, not yesterday's UTC.
// Random digits can collide; every insert of a number goes through insertWithFreshNo, which tries again with a new one.

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** 'yyyyMMdd' of the instant in China time (2026-11-28T16:30Z is 20261129). */
export function chinaDateDigits(now: Date): string {
  const p = chinaParts(now);
  return `${p.y}${pad(p.m)}${pad(p.d)}`;
}

/** 'yyyyMMddHHmmss' of the instant in China time. */
export function chinaStampDigits(now: Date): string {
  const p = chinaParts(now);
  return `${chinaDateDigits(now)}${pad(p.h)}${pad(p.min)}${pad(p.s)}`;
}

/** `digits` random decimal digits (leading zeros kept), from the CSPRNG. */
export function randomDigits(digits: number): string {
  let s = '';
  for (let left = digits; left > 0; left -= 8) {
    const w = Math.min(8, left);
    s += pad(randomInt(0, 10 ** w), w);
  }
  return s;
}

/**
 * A business number: prefix + China date + 8 random digits ('TK2026112912345678'); with `clock`, prefix + China
 * date and time + 6 random digits ('C20261129003000123456'), the form of order and payment numbers.
 */
export function businessNo(prefix: string, now: Date, opts: { clock?: boolean } = {}): string {
  return opts.clock ? `${prefix}${chinaStampDigits(now)}${randomDigits(6)}` : `${prefix}${chinaDateDigits(now)}${randomDigits(8)}`;
}

/** The name of the unique constraint an error violated, when the driver says (node-postgres and PGlite both do). */
export function violatedConstraint(err: unknown): string | undefined {
  for (const e of errorCauses(err)) if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : undefined;
  return undefined;
}

export const FRESH_NO_TRIES = 5;

/** Whether an error is a violation of one of the number's unique constraints (and not of any other constraint). */
export function isNumberCollision(err: unknown, numberConstraints: readonly string[]): boolean {
  return isUniqueViolation(err) && numberConstraints.includes(violatedConstraint(err) ?? '');
}

/**
 * Runs `attempt` (which draws its own number, e.g. with businessNo) and, when it breaks a unique constraint of the
 * number, runs it again, up to FRESH_NO_TRIES times. Any other error, a violation of another constraint included,
 * goes straight to the caller. `numberConstraints` names the number's unique constraints (drizzle's
 * `<table>_<column>_unique`, or the index name). For work that is not only an insert (a contract renders its PDF
 * with the number first); an insert inside a transaction uses insertWithFreshNo.
 */
export async function retryOnFreshNo<T>(numberConstraints: readonly string[], attempt: (n: number) => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (n >= FRESH_NO_TRIES || !isNumberCollision(err, numberConstraints)) throw err;
    }
  }
}

/**
 * retryOnFreshNo for an insert: each try runs in a savepoint (a nested transaction of `db`; a transaction of its
 * own when `db` is the database), so a failed try leaves the surrounding transaction usable.
 */
export function insertWithFreshNo<T>(db: DbLike, numberConstraints: readonly string[], insert: (tx: DbLike) => Promise<T>): Promise<T> {
  return retryOnFreshNo(numberConstraints, () => db.transaction((tx) => insert(tx)));
}

/** The unique constraints of the numbers, by table (from the migrations). */
export const NO_CONSTRAINT = {
  cusOrder: ['cus_orders_cus_order_no_unique'],
  order: ['orders_order_no_unique'],
  payment: ['payments_payment_no_unique'],
  withdrawal: ['wallet_withdrawals_no_uq'],
  afterSale: ['after_sales_after_sale_no_unique'],
  refund: ['aftersale_refunds_refund_no_unique'],
  invoiceApply: ['invoices_invoice_apply_no_unique'],
  contract: ['contracts_document_no_unique'],
} as const;
