import { and, eq, lt, sql } from 'drizzle-orm';
import type { Cache } from '../../cache';
import { AppError, ERR } from '../../http/errors';
import { users } from './schema';
import type { DbLike } from '../../db/types';

/**
 * Password guessing is bounded per account whatever the captcha says: PASSWORD_FAILURE_LIMIT wrong passwords within
 * PASSWORD_FAILURE_WINDOW_SECONDS turn password login off for the account until an SMS login or a password reset
 * (a captcha only slows a script that can read it).
 */
export const PASSWORD_FAILURE_LIMIT = 10;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 3600;
export const PASSWORD_LOCKED_MSG = '密码错误次数过多，已暂停密码登录，请使用验证码登录或找回密码';

export const passwordLocked = () => new AppError(ERR.PASSWORD_LOCKED, PASSWORD_LOCKED_MSG);

/**
 * Reserves one password try for the account before the password is compared, in one conditional update: the try is
 * counted as a failure up front (a success clears it), and an account at the limit gets 10410. No number of
 * concurrent requests gets more than the limit compared.
 */
export async function reservePasswordTry(db: DbLike, userId: string, now: Date) {
  const since = new Date(now.getTime() - PASSWORD_FAILURE_WINDOW_SECONDS * 1000).toISOString();
  const stale = sql`(${users.passwordFailuresSince} IS NULL OR ${users.passwordFailuresSince} <= ${since}::timestamptz)`;
  const done = await db
    .update(users)
    .set({
      passwordFailures: sql`CASE WHEN ${stale} THEN 1 ELSE ${users.passwordFailures} + 1 END`,
      passwordFailuresSince: sql`CASE WHEN ${stale} THEN ${now.toISOString()}::timestamptz ELSE ${users.passwordFailuresSince} END`,
    })
    .where(and(eq(users.id, userId), lt(users.passwordFailures, PASSWORD_FAILURE_LIMIT)))
    .returning({ id: users.id });
  if (!done.length) throw passwordLocked();
}

/** A successful login of any kind, or a password reset: the count starts again and password login is back on. */
export async function clearPasswordFailures(db: DbLike, userId: string) {
  await db
    .update(users)
    .set({ passwordFailures: 0, passwordFailuresSince: null })
    .where(and(eq(users.id, userId), sql`${users.passwordFailures} > 0`));
}

/**
 * The same bound for a phone without an account, in the cache, so that the lockout answer does not tell a
 * registered phone from an unknown one.
 */
export async function reserveUnknownPhoneTry(cache: Cache, phone: string) {
  const n = await cache.incrUpTo(`pwdfail:unknown:${phone}`, PASSWORD_FAILURE_LIMIT, PASSWORD_FAILURE_WINDOW_SECONDS);
  if (n === null) throw passwordLocked();
}
