import { eq } from 'drizzle-orm';
import { AppError, ERR, forbidden } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import type { SmsType } from '../../adapters/sms';
import { bindAnonymousQuietly } from './anonymous';
import { clearPhoneFailures, countingFailures, guardAttempt } from './guard';
import { hashPassword, verifyPassword } from './password';
import { users } from './schema';
import { createSession, revokeSession, revokeUserSessions } from './session';
import { checkSmsCode, consumeSmsCode } from './sms';
import { createUser, findUserById, findUserByPhone, toAccountInfo, toLoginResult, type UserRow } from './users';
import type { DbLike, LoginResult } from './types';

/** Who is asking: used for rate limits and recorded on the session. */
export type Caller = { ip: string; userAgent?: string };

export type LoginInput = {
  accountChannel: 'AUTH_PHONE_VERIFY' | 'AUTH_PHONE_PWD';
  phone: string;
  smsCode?: string;
  password?: string;
  imgCaptcha?: string;
  captchaKey?: string;
  anonymousId?: string;
};

const accountNotFound = () => new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在，请先注册');

async function startSession(deps: Deps, tx: DbLike, user: UserRow, caller: Caller, anonymousId?: string): Promise<LoginResult> {
  await bindAnonymousQuietly(tx, anonymousId, user.id);
  const session = await createSession(
    tx,
    { userId: user.id, userType: user.userType, ip: caller.ip, userAgent: caller.userAgent },
    deps.now(),
    deps.config.sessionTtlSeconds,
  );
  return toLoginResult(user, session);
}

/** SMS or password login. SMS login creates the account of an unknown phone. */
export async function login(deps: Deps, input: LoginInput, caller: Caller): Promise<LoginResult> {
  const { db, cache } = deps;
  const { phone } = input;
  await guardAttempt(cache, phone, caller.ip, { key: input.captchaKey, answer: input.imgCaptcha });
  const failures = [ERR.SMS_CODE_WRONG, ERR.PASSWORD_WRONG, ERR.ACCOUNT_NOT_FOUND];
  const result = await countingFailures(cache, phone, caller.ip, failures, async () => {
    if (input.accountChannel === 'AUTH_PHONE_PWD') {
      const user = await findUserByPhone(db, phone);
      if (!user) throw accountNotFound();
      if (!user.passwordHash) throw new AppError(ERR.PASSWORD_WRONG, '该账号未设置密码，请使用验证码登录');
      if (!(await verifyPassword(input.password ?? '', user.passwordHash))) {
        throw new AppError(ERR.PASSWORD_WRONG, '账号或密码错误');
      }
      return db.transaction((tx) => startSession(deps, tx, user, caller, input.anonymousId));
    }
    const codeId = await checkSmsCode(db, phone, 'login', input.smsCode ?? '', deps.now());
    return db.transaction(async (tx) => {
      await consumeSmsCode(tx, codeId, deps.now());
      const user =
        (await findUserByPhone(tx, phone)) ??
        (await createUser(tx, { phone, passwordHash: null, now: deps.now() })) ??
        (await findUserByPhone(tx, phone));
      if (!user) throw new Error('user vanished during login');
      return startSession(deps, tx, user, caller, input.anonymousId);
    });
  });
  await clearPhoneFailures(cache, phone);
  return result;
}

export async function register(
  deps: Deps,
  input: { phone: string; password: string; smsCode: string; anonymousId?: string },
  caller: Caller,
): Promise<LoginResult> {
  const { db, cache } = deps;
  const exists = () => new AppError(ERR.ACCOUNT_EXISTS, '该手机号已注册，请直接登录');
  if (await findUserByPhone(db, input.phone)) throw exists();
  const codeId = await countingFailures(cache, input.phone, caller.ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, input.phone, 'register', input.smsCode, deps.now()),
  );
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await consumeSmsCode(tx, codeId, deps.now());
    const user = await createUser(tx, { phone: input.phone, passwordHash, now: deps.now() });
    if (!user) throw exists();
    return startSession(deps, tx, user, caller, input.anonymousId);
  });
}

/** Sets a new password with a reset code; every open session of the account ends. */
export async function retrievePassword(
  deps: Deps,
  input: { phone: string; smsCode: string; newPassword: string },
  caller: Caller,
): Promise<null> {
  const { db, cache } = deps;
  const user = await findUserByPhone(db, input.phone);
  if (!user) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '该手机号未注册');
  const codeId = await countingFailures(cache, input.phone, caller.ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, input.phone, 'reset', input.smsCode, deps.now()),
  );
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = deps.now();
    await consumeSmsCode(tx, codeId, now);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
  });
  await clearPhoneFailures(cache, input.phone);
  return null;
}

/** Verifies and spends a code on its own (flows that confirm the phone before another step). */
export async function verifySmsCode(deps: Deps, input: { phone: string; smsCode: string; type: SmsType }, caller: Caller) {
  const { db, cache } = deps;
  const codeId = await countingFailures(cache, input.phone, caller.ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, input.phone, input.type, input.smsCode, deps.now()),
  );
  await consumeSmsCode(db, codeId, deps.now());
  return { verified: true as const };
}

export async function logout(deps: Deps, user: SessionUser | null): Promise<null> {
  if (user) await revokeSession(deps.db, user.sessionId, deps.now());
  return null;
}

export async function accountInfo(deps: Deps, user: SessionUser, userId: string) {
  if (userId !== user.userId) throw forbidden('无权查看其他用户的信息');
  const row = await findUserById(deps.db, user.userId);
  if (!row) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  return toAccountInfo(row);
}
