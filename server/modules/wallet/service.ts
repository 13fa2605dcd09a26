import { and, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WalletInfo } from '@/lib/contract/wallet/api';
import { LEDGER_TYPE, weakPayPassword, type LedgerType } from '@/lib/contract/wallet/enums';
import { ORDER_ERR } from '@/lib/contract/order/enums';
import { chinaClock } from '@/lib/chinaTime';
import { AppError, badInput } from '../../http/errors';
import { newId } from '../../db/ids';
import type { DbLike } from '../../db/types';
import { ph, prebuilt, prebuiltBy } from '../../db/prebuilt';
import type { KeyDeps } from '../secrets/keys';
import type { Deps } from '../../http/types';
import { verifiedIdNo } from '../realname/service';
import { rateLimit } from '../auth/guard';
import { hashPayPassword, verifyPayPassword } from './payPassword';
import { walletLedger, wallets } from './schema';

export const MAX_PASSWORD_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;

/** What the pay-password functions need of Deps: the database and the server key of the pepper. */
export type PayPasswordDeps = KeyDeps & { db: DbLike };

export async function walletOf(db: DbLike, userId: string) {
  await db.insert(wallets).values({ userId }).onConflictDoNothing();
  const [w] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return w;
}

/** When a wallet's pay-password lock lifts, while it holds (an ISO instant), else null. */
export const liveLockedUntil = (w: { lockedUntil: Date | null }, now: Date) => (w.lockedUntil && w.lockedUntil > now ? w.lockedUntil.toISOString() : null);

/** account_balance_info */
export async function accountBalanceInfo(db: DbLike, userId: string, now: Date): Promise<WalletInfo> {
  const w = await walletOf(db, userId);
  const sums = await db
    .select({ type: walletLedger.type, s: sql<string>`coalesce(sum(${walletLedger.amountFen}), 0)` })
    .from(walletLedger)
    .where(eq(walletLedger.userId, userId))
    .groupBy(walletLedger.type);
  const sum = (t: string) => Math.abs(Number(sums.find((x) => x.type === t)?.s ?? 0));
  return {
    balanceFen: w.balanceFen,
    // The opening balance (初始余额, the demo wallets') is money put in like a top-up: counted with them, so that
    // 累计充值 − 累计支付 + 累计退款 − 累计提现 − 冻结 is the balance shown beside it.
    totalTopUpFen: sum(LEDGER_TYPE.TOPUP) + sum(SEED_ENTRY),
    totalPaidFen: sum(LEDGER_TYPE.PAY),
    totalRefundFen: sum(LEDGER_TYPE.REFUND),
    frozenFen: w.frozenFen,
    totalWithdrawFen: sum(LEDGER_TYPE.WITHDRAW),
    hasPayPassword: !!w.payPasswordHash,
    lockedUntil: liveLockedUntil(w, now),
  };
}

/** check_set_password */
export async function checkSetPassword(db: DbLike, userId: string) {
  return { isSet: !!(await walletOf(db, userId)).payPasswordHash };
}

/** 400 naming payPassword when it is malformed or easy to guess (weakPayPassword; the birth date of `idNo` when given). */
export function refuseWeak(pin: string, idNo: string | null) {
  const why = weakPayPassword(pin, idNo);
  if (why) throw badInput(`payPassword：${why}`);
}

/**
 * A first pay password may be tried this many times an hour (with no old one to prove, the birth-date refusal must
 * not become a free oracle of the birth date; a change is bounded by the old password's own tries).
 */
export const SET_PAY_PASSWORD_HOURLY = 20;

/** 20204 with when the lock lifts (China time) and the way out: 忘记支付密码 (recover.ts) ends the lock at once. */
export const payPasswordLocked = (until: Date) =>
  new AppError(ORDER_ERR.PAY_PASSWORD_LOCKED, `支付密码错误次数过多，已锁定至${chinaClock(until)}，可通过“忘记支付密码”重置`, {
    lockedUntil: until.toISOString(),
  });

/** reset_password: the first one, or a change with the old one. */
export async function resetPassword(deps: Deps, userId: string, input: { payPassword: string; oldPayPassword?: string }, now: Date) {
  const { db } = deps;
  refuseWeak(input.payPassword, null);
  const w = await walletOf(db, userId);
  if (w.payPasswordHash) {
    if (!input.oldPayPassword) throw badInput('oldPayPassword：请输入原支付密码');
    await checkPayPassword(deps, userId, input.oldPayPassword, now);
  } else await rateLimit(deps.cache, `paypwd-set:${userId}`, SET_PAY_PASSWORD_HOURLY, 3600);
  refuseWeak(input.payPassword, (await verifiedIdNo(deps, userId))?.idNo ?? null);
  await db.update(wallets).set({ payPasswordHash: hashPayPassword(deps, input.payPassword), failedAttempts: 0, lockedUntil: null, updatedAt: now }).where(eq(wallets.userId, userId));
  return { isSet: true as const };
}

/**
 * Checks the pay password; wrong ones are counted (5 → locked 15 minutes). Not inside a payment transaction.
 * The attempt is reserved before the hash check, in one conditional UPDATE … RETURNING: the counter goes up
 * only while the wallet is not locked and below the limit, and the attempt that reaches the limit locks it. So
 * however many requests arrive together, at most MAX_PASSWORD_FAILURES of them are verified; a right password
 * then gives the reserved attempt back (the counter is reset), and a legacy scrypt hash is replaced by its HMAC form
 * (payPassword.ts) in the same statement, unless the password was changed meanwhile. A missing wallet row is only
 * created (walletOf) when the reservation found none.
 */
/** What a right password resets on the wallet row (the failure count, and the hash when it is upgraded). */
export type PasswordReset = typeof PASSWORD_RESET & { payPasswordHash?: SQL<string> };

/** A right password's reset of the failures (and of a lock). */
const PASSWORD_RESET = { failedAttempts: 0, lockedUntil: null } as const;

/**
 * Checks the pay password (throws when wrong or locked). With `deferReset` a right password's reset is not written
 * but returned, for the caller to write with its debit (debitWrites) or, when that fails, with clearPasswordFailures.
 */
export async function checkPayPassword(deps: PayPasswordDeps, userId: string, password: string | undefined, now: Date, opts: { deferReset?: boolean } = {}): Promise<PasswordReset | null> {
  const { db } = deps;
  const at = now.toISOString();
  const max = MAX_PASSWORD_FAILURES;
  // A lock that has run out starts the count again.
  const restart = sql`(${wallets.lockedUntil} is not null or ${wallets.failedAttempts} >= ${max})`;
  const next = sql`(case when ${restart} then 1 else ${wallets.failedAttempts} + 1 end)`;
  const [slot] = await db
    .update(wallets)
    .set({
      failedAttempts: next,
      lockedUntil: sql`(case when ${next} >= ${max} then ${new Date(now.getTime() + LOCK_MS).toISOString()}::timestamptz else null end)`,
    })
    .where(and(eq(wallets.userId, userId), isNotNull(wallets.payPasswordHash), or(isNull(wallets.lockedUntil), sql`${wallets.lockedUntil} <= ${at}::timestamptz`)))
    .returning({ attempts: wallets.failedAttempts, hash: wallets.payPasswordHash });
  if (!slot) {
    const w = await walletOf(db, userId);
    if (!w.payPasswordHash) throw new AppError(ORDER_ERR.PAY_PASSWORD_UNSET, '请先设置支付密码');
    throw payPasswordLocked(w.lockedUntil ?? new Date(now.getTime() + LOCK_MS));
  }
  const check = password && slot.hash ? await verifyPayPassword(deps, password, slot.hash) : null;
  if (check?.ok) {
    const upgrade = check.upgrade
      ? { payPasswordHash: sql<string>`(case when ${wallets.payPasswordHash} = ${slot.hash} then ${check.upgrade} else ${wallets.payPasswordHash} end)` }
      : {};
    const reset: PasswordReset = { ...PASSWORD_RESET, ...upgrade };
    if (opts.deferReset) return reset;
    await clearPasswordFailures(db, userId, reset);
    return null;
  }
  if (slot.attempts >= max) throw payPasswordLocked(new Date(now.getTime() + LOCK_MS));
  throw new AppError(ORDER_ERR.PAY_PASSWORD_WRONG, `支付密码错误，还可尝试${max - slot.attempts}次`);
}

/** Writes a deferred password reset (checkPayPassword) on its own. */
export async function clearPasswordFailures(db: DbLike, userId: string, reset: PasswordReset) {
  await db.update(wallets).set(reset).where(eq(wallets.userId, userId));
}

/** Ledger kinds of the table: the API's, and the seeded opening balance. */
export const SEED_ENTRY = 'SEED';
type Entry = { userId: string; amountFen: number; type: LedgerType | typeof SEED_ENTRY; refType: string; refId: string; refNo: string; remark: string; now: Date };

/**
 * Debit (amount > 0) with its ledger row, in the caller's transaction; 20202 when the balance is short. The balance is
 * what is not held by a withdrawal, so a payment racing a withdrawal can never spend the same money: both take it in
 * one conditional UPDATE (balance >= amount). A ledger row's balanceAfterFen is the total (balance + frozen).
 */
export async function debit(tx: DbLike, e: Omit<Entry, 'type'> & { type?: typeof LEDGER_TYPE.PAY }) {
  // No wallet row yet is a balance of 0: the conditional UPDATE finds nothing and answers 余额不足 (no upsert needed).
  const [w] = await tx
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} - ${e.amountFen}`, updatedAt: e.now })
    .where(and(eq(wallets.userId, e.userId), gte(wallets.balanceFen, e.amountFen)))
    .returning({ balance: wallets.balanceFen, frozen: wallets.frozenFen });
  if (!w) throw new AppError(ORDER_ERR.BALANCE_LOW, '钱包余额不足');
  await tx.insert(walletLedger).values({
    id: newId('wl_'),
    userId: e.userId,
    type: LEDGER_TYPE.PAY,
    amountFen: -e.amountFen,
    balanceAfterFen: w.balance + w.frozen,
    refType: e.refType,
    refId: e.refId,
    refNo: e.refNo,
    remark: e.remark,
    createdAt: e.now,
  });
  return w.balance;
}

/**
 * debit() as writes for one statement (writeAsOne), with a deferred password reset on the same row: the conditional
 * UPDATE of the balance (`debited`) and its ledger row selected from it (`debit_ledger`), so nothing is written when
 * the balance is short. `ok` is true in the statement's final select when the debit was made; else throw `short()`.
 */
export function debitWrites(tx: DbLike, e: Omit<Entry, 'type'>, reset: PasswordReset | null = null) {
  const values = { userId: e.userId, amountFen: e.amountFen, now: e.now };
  // A hash upgraded with the reset is an expression: that rare debit is built for itself.
  const debited = reset?.payPasswordHash ? debitedOn(tx, values, reset) : debitedBuilt(tx, !!reset, values);
  const ledger = debitLedger(tx, { id: newId('wl_'), userId: e.userId, amountFen: -e.amountFen, refType: e.refType, refId: e.refId, refNo: e.refNo, remark: e.remark, at: e.now.toISOString() });
  return {
    writes: [
      { cte: 'debited', write: debited },
      { cte: 'debit_ledger', write: ledger },
    ],
    ok: sql<boolean>`exists (select 1 from debit_ledger)`,
    short: () => new AppError(ORDER_ERR.BALANCE_LOW, '钱包余额不足'),
  };
}

/** The conditional UPDATE of a debit (nothing when the balance is short), with the password reset when given. */
const debitedOn = (db: DbLike, v: { userId: string | SQL; amountFen: number | SQL; now: Date | SQL }, reset: PasswordReset | null) =>
  db
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} - ${v.amountFen}`, updatedAt: v.now, ...(reset ?? {}) })
    .where(and(eq(wallets.userId, v.userId), gte(wallets.balanceFen, v.amountFen)))
    .returning({ balance: wallets.balanceFen, frozen: wallets.frozenFen });

/** debitedOn built once (server/db/prebuilt.ts), with or without the plain reset of the password's failures. */
const debitedBuilt = prebuiltBy(
  (reset: boolean) => String(reset),
  (db, reset) => debitedOn(db, { userId: ph('userId'), amountFen: ph('amountFen'), now: ph('now', wallets.updatedAt) }, reset ? { ...PASSWORD_RESET } : null),
);

/** The debit's ledger row, selected from the debit's UPDATE (`debited`): none when it changed nothing. */
const debitLedger = prebuilt<{ id: string; userId: string; amountFen: number; refType: string; refId: string; refNo: string; remark: string; at: string }>(
  () => sql`insert into ${walletLedger} (id, user_id, type, amount_fen, balance_after_fen, ref_type, ref_id, ref_no, remark, created_at)
    select ${ph('id')}::text, ${ph('userId')}::text, ${LEDGER_TYPE.PAY}::text, ${ph('amountFen')}::bigint, d.balance_fen + d.frozen_fen,
      ${ph('refType')}::text, ${ph('refId')}::text, ${ph('refNo')}::text, ${ph('remark')}::text, ${ph('at')}::timestamptz
    from debited d returning id`,
);

/** Credit with its ledger row, in the caller's transaction; the same (refType, refId) twice is refused by the unique index. */
export async function credit(tx: DbLike, e: Entry) {
  await walletOf(tx, e.userId);
  const [w] = await tx
    .update(wallets)
    .set({ balanceFen: sql`${wallets.balanceFen} + ${e.amountFen}`, updatedAt: e.now })
    .where(eq(wallets.userId, e.userId))
    .returning({ balance: wallets.balanceFen, frozen: wallets.frozenFen });
  await tx.insert(walletLedger).values({
    id: newId('wl_'),
    userId: e.userId,
    type: e.type,
    amountFen: e.amountFen,
    balanceAfterFen: w.balance + w.frozen,
    refType: e.refType,
    refId: e.refId,
    refNo: e.refNo,
    remark: e.remark,
    createdAt: e.now,
  });
  return w.balance;
}
