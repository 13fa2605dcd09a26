import { eq } from 'drizzle-orm';
import type { PayPasswordRecoverInfo } from '@/lib/contract/wallet/api';
import { chinaDateTime } from '@/lib/chinaTime';
import type { Deps } from '../../http/types';
import { ERR, badInput } from '../../http/errors';
import { checkSmsCode, consumeSmsCode } from '../auth/sms';
import { countingFailures, rateLimit } from '../auth/guard';
import { maskPhone } from '../auth/users';
import { requireUserRow } from '../auth/profile';
import { verifiedIdNo } from '../realname/service';
import { hashPayPassword } from './payPassword';
import { liveLockedUntil, refuseWeak, walletOf } from './service';
import { payPasswordResetNotice } from './notices';
import { wallets } from './schema';
import { log } from '../../log';

/**
 * 忘记支付密码 (issue 27): a code sent to the account's own phone (send_account_sms type payPassword), plus the ID
 * number when the account is real-name verified, then a new pay password that is not easy to guess. It ends the
 * lock of wrong tries at once, and the phone is told it happened (an SMS, so a thief who holds the session but not
 * the phone cannot reset it unnoticed; the code already needs the phone), as is the notifications centre.
 *
 * Limits, like login's: every attempt takes one of the code's SMS_MAX_ATTEMPTS tries before anything is compared (a
 * wrong ID number spends one too), wrong codes count towards the phone's captcha threshold, and an account gets
 * RECOVER_DAILY attempts a day. Of concurrent attempts with the right code exactly one spends it.
 */
export const RECOVER_DAILY = 10;

/** What the recovery page shows before anything is typed: the phone the code goes to, and whether the ID number is asked. */
export async function payPasswordRecoverInfo(deps: Deps, userId: string): Promise<PayPasswordRecoverInfo> {
  const row = await requireUserRow(deps.db, userId);
  const id = await verifiedIdNo(deps, userId);
  const w = await walletOf(deps.db, userId);
  return {
    phoneMasked: maskPhone(row.phone),
    needIdNo: !!id,
    idNoMasked: id?.idNoMasked ?? null,
    hasPayPassword: !!w.payPasswordHash,
    lockedUntil: liveLockedUntil(w, deps.now()),
  };
}

const sameIdNo = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

export async function recoverPayPassword(deps: Deps, userId: string, input: { smsCode: string; idNo?: string; payPassword: string }, ip: string) {
  const { db, cache } = deps;
  await rateLimit(cache, `paypwd-recover:${userId}`, RECOVER_DAILY, 86400);
  const row = await requireUserRow(db, userId);
  const id = await verifiedIdNo(deps, userId);
  if (id && !input.idNo?.trim()) throw badInput('idNo：请输入实名认证的身份证号');
  refuseWeak(input.payPassword, null);
  const codeId = await countingFailures(cache, row.phone, ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, row.phone, 'payPassword', input.smsCode, deps.now()),
  );
  if (id && !sameIdNo(id.idNo, input.idNo ?? '')) throw badInput('idNo：身份证号与实名认证信息不一致');
  // The birth date only once the code is right: before, the refusal would tell a session holder the birth date.
  refuseWeak(input.payPassword, id?.idNo ?? null);
  const now = deps.now();
  await walletOf(db, userId);
  await db.transaction(async (tx) => {
    await consumeSmsCode(tx, codeId, now);
    await tx
      .update(wallets)
      .set({ payPasswordHash: hashPayPassword(deps, input.payPassword), failedAttempts: 0, lockedUntil: null, updatedAt: now })
      .where(eq(wallets.userId, userId));
    await payPasswordResetNotice(tx, userId, codeId, now, chinaDateTime(now));
  });
  try {
    await deps.adapters.sms.send({ phone: row.phone, template: 'noticePayPasswordReset', params: { time: chinaDateTime(now) } }, now);
  } catch (err) {
    log.warn({ where: 'wallet', err }, 'pay-password reset notice failed');
  }
  return { isSet: true as const };
}
