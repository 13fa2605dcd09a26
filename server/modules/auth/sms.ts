import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { AppError, ERR } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { SmsType } from '../../adapters/sms';
import { smsCodes } from './schema';
import { findUserByPhone } from './users';
import type { DbLike } from './types';

export const SMS_TYPES = ['login', 'register', 'reset', 'default'] as const satisfies readonly SmsType[];
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

export async function sendSmsCode(deps: Deps, input: { phone: string; type: SmsType; ip: string }) {
  const { db, cache, adapters } = deps;
  const { phone, type, ip } = input;
  const now = deps.now();
  if (type === 'register' && (await findUserByPhone(db, phone))) {
    throw new AppError(ERR.ACCOUNT_EXISTS, '该手机号已注册，请直接登录');
  }
  if (type === 'reset' && !(await findUserByPhone(db, phone))) {
    throw new AppError(ERR.ACCOUNT_NOT_FOUND, '该手机号未注册');
  }

  // The last send time is kept as a value (not only a TTL) so the gap follows deps.now.
  const lastKey = `sms:last:${phone}`;
  const last = Number((await cache.get(lastKey)) ?? 0);
  const since = now.getTime() - last;
  if (last && since < SMS_RESEND_SECONDS * 1000) throw tooFrequent(Math.ceil((SMS_RESEND_SECONDS * 1000 - since) / 1000));

  const day = chinaDay(now);
  const phoneDay = `sms:day:phone:${phone}:${day}`;
  const ipDay = `sms:day:ip:${ip}:${day}`;
  const [sentPhone, sentIp] = await Promise.all([cache.get(phoneDay), cache.get(ipDay)]);
  if (Number(sentPhone ?? 0) >= SMS_DAILY_PER_PHONE || Number(sentIp ?? 0) >= SMS_DAILY_PER_IP) throw dailyLimit();

  // Only one request may move on from a given "last send": concurrent sends cannot both pass the gap.
  if (!(await cache.setNx(`sms:claim:${phone}:${last}`, '1', SMS_RESEND_SECONDS))) throw tooFrequent(SMS_RESEND_SECONDS);
  const [nPhone, nIp] = await Promise.all([cache.incr(phoneDay, 2 * 86400), cache.incr(ipDay, 2 * 86400)]);
  if (nPhone > SMS_DAILY_PER_PHONE || nIp > SMS_DAILY_PER_IP) throw dailyLimit();
  await cache.set(lastKey, String(now.getTime()), SMS_RESEND_SECONDS);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    phone,
    type,
    codeHash: hashCode(phone, type, code),
    expiresAt: new Date(now.getTime() + SMS_EXPIRE_SECONDS * 1000),
    createdAt: now,
  });
  const text = `【薯片企服】您的${PURPOSE[type]}验证码为${code}，${SMS_EXPIRE_SECONDS / 60}分钟内有效。请勿泄露给他人。`;
  await adapters.sms.send({ phone, type, code, text }, now);
  return { resendSeconds: SMS_RESEND_SECONDS, expireSeconds: SMS_EXPIRE_SECONDS };
}

/**
 * Checks a code against the newest one sent to the phone for this purpose and returns its row id
 * (spend it with consumeSmsCode). A wrong guess counts against the code; after 5 it is dead.
 */
export async function checkSmsCode(db: DbLike, phone: string, type: SmsType, code: string, now: Date): Promise<number> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.type, type)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime() || row.attempts >= SMS_MAX_ATTEMPTS) {
    throw new AppError(ERR.SMS_CODE_WRONG, '验证码已失效，请重新获取');
  }
  const given = Buffer.from(hashCode(phone, type, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
    await db.update(smsCodes).set({ attempts: sql`${smsCodes.attempts} + 1` }).where(eq(smsCodes.id, row.id));
    throw new AppError(ERR.SMS_CODE_WRONG, '验证码错误');
  }
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
