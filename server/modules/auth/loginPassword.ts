import type { SetPasswordInput, UserProfile } from '@/lib/contract/auth/api';
import { AppError, ERR, badInput } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import { reservePasswordTry } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { requireUserRow, saveProfile } from './profile';
import { revokeOtherSessions } from './session';
import { checkSmsCode, consumeSmsCode } from './sms';

/**
 * POST /api/user/v1/set_password (/my/settings/setPwd): the login password set for the first time with a `password`
 * SMS code, or changed with the current password (or, forgotten, with the code). A current password is one try of the
 * account's password budget (lockout.ts, shared with login, reserved before the comparison): 10 wrong ones within an
 * hour turn password login off, here too, until the code path or a reset sets a new one. The new password ends every
 * other session of the account and turns password login back on.
 */
export async function setPassword(
  deps: Deps,
  user: SessionUser,
  input: Pick<SetPasswordInput, 'newPassword' | 'oldPassword' | 'smsCode'>,
): Promise<UserProfile> {
  const { db } = deps;
  const now = deps.now();
  const row = await requireUserRow(db, user.userId);
  let codeId: number | null = null;
  if (input.smsCode) {
    codeId = await checkSmsCode(db, row.phone, 'password', input.smsCode, now);
  } else {
    if (!row.passwordHash) throw badInput('oldPassword：尚未设置登录密码，请通过短信验证码设置');
    await reservePasswordTry(db, row.id, now);
    if (!(await verifyPassword(input.oldPassword ?? '', row.passwordHash))) throw new AppError(ERR.PASSWORD_WRONG, '原密码错误');
  }
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    if (codeId !== null) await consumeSmsCode(tx, codeId, now);
    await revokeOtherSessions(tx, row.id, user.sessionId, now);
    return saveProfile(tx, row.id, { passwordHash, passwordFailures: 0, passwordFailuresSince: null }, now);
  });
}
