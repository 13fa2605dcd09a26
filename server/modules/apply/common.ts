import { and, eq, inArray, sql, type Column } from 'drizzle-orm';
import { APPLY_DAILY_QUOTA, APPLY_QUOTA_MSG, previousOf, type ApplyKind } from '@/lib/contract/apply/enums';
import { stripEmoji } from '@/lib/emojiText';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { AppError, ERR, badInput } from '../../http/errors';
import { verifySmsCode, type Caller } from '../auth/service';
import { findUserById, type UserRow } from '../auth/users';
import { chinaDay } from '../known/detail';
import { plainText } from '../known/moderation';
import { applyQuota } from './schema';

// What every application shares: the day's quota, the proven contact phone and the cleaned text.

/**
 * Takes one submission of the user's day for `kind` inside the caller's transaction: a single upsert that adds one
 * only while the count is under the cap, so 50 submissions at once save exactly the cap; a transaction that fails
 * later gives its slot back with its rollback.
 */
export async function takeApplySlot(tx: DbLike, userId: string, kind: ApplyKind, now: Date): Promise<void> {
  const cap = APPLY_DAILY_QUOTA[kind];
  const q = applyQuota;
  const taken = await tx
    .insert(q)
    .values({ userId, kind, day: chinaDay(now), count: 1 })
    .onConflictDoUpdate({ target: [q.userId, q.kind, q.day], set: { count: sql`${q.count} + 1` }, setWhere: sql`${q.count} < ${cap}` })
    .returning({ count: q.count });
  if (!taken.length) throw new AppError(ERR.TOO_MANY, APPLY_QUOTA_MSG[kind]);
}

/** How many submissions of `kind` the user made today. */
export async function usedToday(db: DbLike, userId: string, kind: ApplyKind, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: applyQuota.count })
    .from(applyQuota)
    .where(and(eq(applyQuota.userId, userId), eq(applyQuota.kind, kind), eq(applyQuota.day, chinaDay(now))));
  return row?.count ?? 0;
}

/** The caller's account (an account session whose user is gone gets 10403). */
export async function requireApplicant(db: DbLike, userId: string): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  return row;
}

/**
 * The contact phone of an application: the account's own phone as is; any other phone must be proven with an SMS
 * code of type 'default' (checked and spent by the auth module, counting wrong codes against the phone and IP).
 */
export async function provenPhone(deps: Deps, account: UserRow, input: { phone: string; smsCode?: string }, caller: Caller) {
  if (input.phone === account.phone) return input.phone;
  if (!input.smsCode) throw badInput('smsCode：请输入验证码');
  await verifySmsCode(deps, { phone: input.phone, smsCode: input.smsCode, type: 'default' }, caller);
  return input.phone;
}

/**
 * User text as stored: tags and scripts removed, entities decoded, emoji cleared (spec §5), white space tidied. The
 * pages render it as text. A required field left empty by the cleaning is refused naming the field.
 */
export function cleanText(field: string, value: string, emptyMsg?: string): string {
  const out = plainText(stripEmoji(value)).trim();
  if (!out && emptyMsg) throw badInput(`${field}：${emptyMsg}`);
  return out;
}

// ——— the operator moving a job application or a proposal along its statuses ———

/**
 * The statuses a record may be in for `to` to be set: those `next` allows it from, narrowed to `seen` when the operator
 * says what they were shown (then of operators acting at once on what they saw, one wins). Empty: nothing may move.
 */
export function allowedFrom<S extends string>(next: Record<S, readonly S[]>, to: S, seen?: S): S[] {
  const allowed = previousOf(next, to);
  return seen ? allowed.filter((s) => s === seen) : allowed;
}

/** Open records (that still have a next status) first, each group oldest first: the operator's lists. */
export const openFirst = (status: Column, open: string[]) => sql`case when ${inArray(status, open)} then 0 else 1 end`;

/**
 * The 409 of a refused change, read after the conditional UPDATE found nothing: the status it has now, and either
 * that it moved since the operator looked or that the change is not allowed from there.
 */
export function statusRefused(noun: string, nowText: string, toText: string, movedSinceSeen: boolean): AppError {
  if (movedSinceSeen) return new AppError(ERR.CONFLICT, `该${noun}当前为「${nowText}」，与您看到的不同，请刷新后再操作`);
  return new AppError(ERR.CONFLICT, `该${noun}当前为「${nowText}」，不能改为「${toText}」`);
}
