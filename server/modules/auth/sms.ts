import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError, ERR } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { SmsType } from '../../adapters/sms';
import { smsCodes } from './schema';
import { findUserByPhone } from './users';
import type { DbLike } from '../../db/types';

export const SMS_RESEND_SECONDS = 60;
export const SMS_EXPIRE_SECONDS = 600;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 50;
export const SMS_MAX_ATTEMPTS = 5;

const PURPOSE: Record<SmsType, string> = { login: '登录', register: '注册', reset: '找回密码', default: '身份验证' };

const hashCode = (phone: string, type: string, code: string) =>
  createHash('sha256').update(`${phone}:${type}:${code}`).digest('hex');

/** Calendar day in China time, so the daily caps roll over at local midnight. */
const chinaDay = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

const tooFrequent = (seconds: number) =>
  new AppError(ERR.SMS_TOO_FREQUENT, `验证码发送过于频繁，请${seconds}秒后再试`, { retryAfter: seconds });
const dailyLimit = () => new AppError(ERR.SMS_DAILY_LIMIT, '今日验证码发送次数已达上限，请明天再试');

/**
 * What the holder of a phone gets when the code would make no sense: the same answer goes back to the page
 * (a registered phone must not be told from an unknown one), and the phone's owner learns what to do instead.
 */
const NOTICE: Partial<Record<SmsType, string>> = {
  register: '【薯片企服】该手机号已注册薯片账号，请直接登录；如忘记密码，可在登录页“忘记密码”找回。如非本人操作，请忽略。',
  reset: '【薯片企服】该手机号尚未注册薯片账号，可在登录页使用验证码登录，将自动创建账号。如非本人操作，请忽略。',
};

/**
 * Sends a code. The limits are reserved before anything is sent, each in one atomic step: one send per phone per
 * SMS_RESEND_SECONDS, SMS_DAILY_PER_PHONE per phone and SMS_DAILY_PER_IP per IP a (China) day, exact under any
 * concurrency. A register code for a registered phone, or a reset code for an unknown one, answers exactly as a
 * sent code does (same limits, a stored code that was never delivered) and sends the notice above instead.
 */
export async function sendSmsCode(deps: Deps, input: { phone: string; type: SmsType; ip: string }) {
  const { db, cache, adapters } = deps;
  const { phone, type, ip } = input;
  const now = deps.now();

  // The last send time is kept as a value (not only a TTL) so the gap follows deps.now.
  const lastKey = `sms:last:${phone}`;
  const last = Number((await cache.get(lastKey)) ?? 0);
  const since = now.getTime() - last;
  if (last && since < SMS_RESEND_SECONDS * 1000) throw tooFrequent(Math.ceil((SMS_RESEND_SECONDS * 1000 - since) / 1000));
  // Only one request may move on from a given "last send": concurrent sends cannot both pass the gap.
  const claim = `sms:claim:${phone}:${last}`;
  if (!(await cache.setNx(claim, '1', SMS_RESEND_SECONDS))) throw tooFrequent(SMS_RESEND_SECONDS);

  const day = chinaDay(now);
  const phoneDay = `sms:day:phone:${phone}:${day}`;
  const ipDay = `sms:day:ip:${ip}:${day}`;
  const overDaily = async (...give: string[]) => {
    await Promise.all([cache.del(claim), ...give.map((k) => cache.decr(k))]);
    return dailyLimit();
  };
  if ((await cache.incrUpTo(phoneDay, SMS_DAILY_PER_PHONE, 2 * 86400)) === null) throw await overDaily();
  if ((await cache.incrUpTo(ipDay, SMS_DAILY_PER_IP, 2 * 86400)) === null) throw await overDaily(phoneDay);
  await cache.set(lastKey, String(now.getTime()), SMS_RESEND_SECONDS);

  const registered = type === 'register' || type === 'reset' ? !!(await findUserByPhone(db, phone)) : undefined;
  const pointless = (type === 'register' && registered) || (type === 'reset' && !registered);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    phone,
    type,
    codeHash: hashCode(phone, type, code),
    expiresAt: new Date(now.getTime() + SMS_EXPIRE_SECONDS * 1000),
    createdAt: now,
  });
  const text = pointless
    ? NOTICE[type]!
    : `【薯片企服】您的${PURPOSE[type]}验证码为${code}，${SMS_EXPIRE_SECONDS / 60}分钟内有效。请勿泄露给他人。`;
  await adapters.sms.send({ phone, type, code: pointless ? '' : code, text }, now);
  return { resendSeconds: SMS_RESEND_SECONDS, expireSeconds: SMS_EXPIRE_SECONDS };
}

/**
 * Checks a code against the newest one sent to the phone for this purpose and returns its row id (spend it with
 * consumeSmsCode). Every comparison first takes one of the code's SMS_MAX_ATTEMPTS tries in one conditional update,
 * so however many guesses arrive at once, at most SMS_MAX_ATTEMPTS are ever compared; then the code is dead.
 * Give it the database, not a transaction: a rolled-back transaction would hand the try back.
 */
export async function checkSmsCode(db: DbLike, phone: string, type: SmsType, code: string, now: Date): Promise<number> {
  const expired = () => new AppError(ERR.SMS_CODE_WRONG, '验证码已失效，请重新获取');
  const [newest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.type, type)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!newest) throw expired();
  const [row] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, newest.id),
        isNull(smsCodes.usedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, SMS_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!row) throw expired();
  const given = Buffer.from(hashCode(phone, type, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) throw new AppError(ERR.SMS_CODE_WRONG, '验证码错误');
  return row.id;
}

/** Marks the code used; the condition makes a code usable once even under concurrent requests. */
export async function consumeSmsCode(db: DbLike, id: number, now: Date) {
  const done = await db
    .update(smsCodes)
    .set({ usedAt: now })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (!done.length) throw new AppError(ERR.SMS_CODE_WRONG, '验证码已失效，请重新获取');
}
