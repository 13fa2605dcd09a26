import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AppError, ERR } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { SmsMessage, SmsTemplate, SmsType } from '../../adapters/sms';
import { chinaDate, type AccountSmsType } from '@/lib/contract/auth/enums';
import { smsCodes } from './schema';
import { reserveSendGap, reserveDaily } from './sendLimits';
import { findUserByPhone } from './users';
import type { DbLike } from '../../db/types';

export const SMS_RESEND_SECONDS = 60;
export const SMS_EXPIRE_SECONDS = 600;
export const SMS_DAILY_PER_PHONE = 10;
export const SMS_DAILY_PER_IP = 50;
export const SMS_MAX_ATTEMPTS = 5;

/** What a code is for: the public kinds, and the account's own (profile.ts: the old and the new phone, the password). */
export type CodeType = SmsType | AccountSmsType | 'rebindNew' | 'opsLogin';

const PURPOSE: Record<CodeType, string> = {
  login: '登录',
  register: '注册',
  reset: '找回密码',
  default: '身份验证',
  rebindOld: '更换手机号（原手机号验证）',
  rebindNew: '绑定新手机号',
  password: '设置登录密码',
  payPassword: '找回支付密码',
  opsLogin: '登录运营工作台',
};
/** The public kinds have their own template; an account code goes out as the 身份验证 template naming its purpose. */
const CODE_TEMPLATE: Record<CodeType, SmsTemplate> = {
  login: 'login',
  register: 'register',
  reset: 'reset',
  default: 'default',
  rebindOld: 'default',
  rebindNew: 'default',
  password: 'default',
  payPassword: 'default',
  opsLogin: 'default',
};

const hashCode = (phone: string, type: string, code: string) =>
  createHash('sha256').update(`${phone}:${type}:${code}`).digest('hex');


const tooFrequent = (seconds: number) =>
  new AppError(ERR.SMS_TOO_FREQUENT, `验证码发送过于频繁，请${seconds}秒后再试`, { retryAfter: seconds });
const dailyLimit = () => new AppError(ERR.SMS_DAILY_LIMIT, '今日验证码发送次数已达上限，请明天再试');

/**
 * What the holder of a phone gets when the code would make no sense: the same answer goes back to the page
 * (a registered phone must not be told from an unknown one), and the phone's owner learns what to do instead.
 */
const NOTICE: Partial<Record<CodeType, SmsTemplate>> = {
  register: 'noticeRegistered',
  reset: 'noticeUnregistered',
  rebindNew: 'noticeRebindTaken',
};

/** Whether the code would make no sense for this phone, so the notice above goes out instead (same answer to the page). */
async function needsNotice(db: DbLike, phone: string, type: CodeType): Promise<boolean> {
  if (type !== 'register' && type !== 'reset' && type !== 'rebindNew') return false;
  const registered = !!(await findUserByPhone(db, phone));
  return type === 'reset' ? !registered : registered;
}

/**
 * Sends a code. The limits are reserved before anything is sent, each in one atomic step: one send per phone per
 * SMS_RESEND_SECONDS, SMS_DAILY_PER_PHONE per phone and SMS_DAILY_PER_IP per IP a (China) day, exact under any
 * concurrency. A register or rebindNew code for a registered phone, or a reset code for an unknown one, answers
 * exactly as a sent code does (same limits, a stored code that was never delivered) and sends the notice above instead.
 */
export async function sendSmsCode(deps: Deps, input: { phone: string; type: CodeType; ip: string }) {
  const { db, cache, adapters } = deps;
  const { phone, type, ip } = input;
  const now = deps.now();

  // Nothing reaches a phone through the stand-in, so its gap may be shortened (config.standInSmsResendSeconds).
  const gap = adapters.sms.standIn ? deps.config.standInSmsResendSeconds : SMS_RESEND_SECONDS;
  const slot = await reserveSendGap(cache, 'sms', phone, gap, now, tooFrequent);
  // The calendar day in China time, so the daily caps roll over at local midnight.
  const day = chinaDate(now);
  const daily = [
    { key: `sms:day:phone:${phone}:${day}`, max: SMS_DAILY_PER_PHONE },
    { key: `sms:day:ip:${ip}:${day}`, max: adapters.sms.standIn ? deps.config.standInSmsDailyPerIp : SMS_DAILY_PER_IP },
  ];
  if (!(await reserveDaily(cache, daily))) {
    await slot.release();
    throw dailyLimit();
  }
  await slot.sent();

  const pointless = await needsNotice(db, phone, type);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(smsCodes).values({
    phone,
    type,
    codeHash: hashCode(phone, type, code),
    expiresAt: new Date(now.getTime() + SMS_EXPIRE_SECONDS * 1000),
    createdAt: now,
  });
  const msg: SmsMessage = pointless
    ? { phone, template: NOTICE[type]!, params: {} }
    : { phone, template: CODE_TEMPLATE[type], params: { code, minutes: String(SMS_EXPIRE_SECONDS / 60), purpose: PURPOSE[type] } };
  await adapters.sms.send(msg, now);
  return { resendSeconds: gap, expireSeconds: SMS_EXPIRE_SECONDS };
}

/**
 * Checks a code against the newest one sent to the phone for this purpose and returns its row id (spend it with
 * consumeSmsCode). Every comparison first takes one of the code's SMS_MAX_ATTEMPTS tries in one conditional update,
 * so however many guesses arrive at once, at most SMS_MAX_ATTEMPTS are ever compared; then the code is dead.
 * Give it the database, not a transaction: a rolled-back transaction would hand the try back.
 */
export async function checkSmsCode(db: DbLike, phone: string, type: CodeType, code: string, now: Date): Promise<number> {
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
