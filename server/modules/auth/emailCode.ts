import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { EmailCodeSent, UserProfile } from '@/lib/contract/auth/api';
import { chinaDate } from '@/lib/contract/auth/enums';
import { AppError, ERR } from '../../http/errors';
import type { Deps } from '../../http/types';
import { emailCodes } from './schema';
import { saveProfile } from './profile';
import { reserveDaily, reserveSendGap } from './sendLimits';

/**
 * The e-mail of 个人信息 is bound only once the address proved it receives mail: a 6-digit code goes out through the
 * mail adapter (local outbox by default), and the newest code of the account binds the address it was sent to.
 */

export const EMAIL_RESEND_SECONDS = 60;
export const EMAIL_EXPIRE_SECONDS = 30 * 60;
export const EMAIL_DAILY_PER_USER = 10;
export const EMAIL_DAILY_PER_ADDRESS = 5;
export const EMAIL_MAX_ATTEMPTS = 5;

const hashCode = (userId: string, email: string, code: string) =>
  createHash('sha256').update(`${userId}:${email}:${code}`).digest('hex');

const tooFrequent = (seconds: number) =>
  new AppError(ERR.SMS_TOO_FREQUENT, `邮件发送过于频繁，请${seconds}秒后再试`, { retryAfter: seconds });
const expired = () => new AppError(ERR.SMS_CODE_WRONG, '验证码已失效，请重新获取');

/**
 * POST /api/user/v1/send_email_code. One mail per account per EMAIL_RESEND_SECONDS, EMAIL_DAILY_PER_USER per account
 * and EMAIL_DAILY_PER_ADDRESS per address a (China) day, each reserved before anything is sent.
 */
export async function sendEmailCode(deps: Deps, userId: string, email: string): Promise<EmailCodeSent> {
  const { db, cache, adapters } = deps;
  const now = deps.now();
  const slot = await reserveSendGap(cache, 'mailcode', userId, EMAIL_RESEND_SECONDS, now, tooFrequent);
  const day = chinaDate(now);
  const daily = [
    { key: `mailcode:day:user:${userId}:${day}`, max: EMAIL_DAILY_PER_USER },
    { key: `mailcode:day:to:${email}:${day}`, max: EMAIL_DAILY_PER_ADDRESS },
  ];
  if (!(await reserveDaily(cache, daily))) {
    await slot.release();
    throw new AppError(ERR.SMS_DAILY_LIMIT, '今日邮件验证码发送次数已达上限，请明天再试');
  }
  await slot.sent();

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    userId,
    email,
    codeHash: hashCode(userId, email, code),
    expiresAt: new Date(now.getTime() + EMAIL_EXPIRE_SECONDS * 1000),
    createdAt: now,
  });
  await adapters.mail.send(
    {
      to: email,
      subject: '【薯片企服】邮箱验证码',
      text:
        `您好！您正在将此邮箱绑定到薯片企服账号，验证码为 ${code}，${EMAIL_EXPIRE_SECONDS / 60} 分钟内有效。\n` +
        '请勿将验证码告诉他人。如非本人操作，请忽略本邮件。',
      ref: `email-verify:${userId}`,
    },
    now,
  );
  return { resendSeconds: EMAIL_RESEND_SECONDS, expireSeconds: EMAIL_EXPIRE_SECONDS };
}

/**
 * POST /api/user/v1/bind_email. Only the account's newest code counts, for the address it was sent to. Each
 * comparison first takes one of its EMAIL_MAX_ATTEMPTS tries in one conditional update (docs/adr/0004), and a right
 * code is spent once even under concurrent requests.
 */
export async function bindEmail(deps: Deps, userId: string, email: string, code: string): Promise<UserProfile> {
  const { db } = deps;
  const now = deps.now();
  const [newest] = await db
    .select({ id: emailCodes.id, email: emailCodes.email })
    .from(emailCodes)
    .where(eq(emailCodes.userId, userId))
    .orderBy(desc(emailCodes.id))
    .limit(1);
  if (!newest || newest.email !== email) throw expired();
  const [row] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(eq(emailCodes.id, newest.id), isNull(emailCodes.usedAt), gt(emailCodes.expiresAt, now), lt(emailCodes.attempts, EMAIL_MAX_ATTEMPTS)),
    )
    .returning({ codeHash: emailCodes.codeHash });
  if (!row) throw expired();
  const given = Buffer.from(hashCode(userId, email, code), 'hex');
  if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) throw new AppError(ERR.SMS_CODE_WRONG, '验证码错误');
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(emailCodes)
      .set({ usedAt: now })
      .where(and(eq(emailCodes.id, newest.id), isNull(emailCodes.usedAt)))
      .returning({ id: emailCodes.id });
    if (!spent.length) throw expired();
    return saveProfile(tx, userId, { email, emailVerifiedAt: now }, now);
  });
}
