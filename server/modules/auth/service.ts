import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckSmsBody, LoginBody, LoginResult, RegisterBody, RetrieveBody } from '@/lib/contract/auth/api';
import { AppError, ERR, forbidden } from '../../http/errors';
import type { Deps, SessionUser } from '../../http/types';
import { bindAnonymousQuietly } from './anonymous';
import { clearPhoneFailures, countingFailures, guardedAttempt } from './guard';
import { clearPasswordFailures, reservePasswordTry, reserveUnknownPhoneTry } from './lockout';
import { hashPassword, verifyPassword } from './password';
import { users } from './schema';
import { createSession, revokeSession, revokeUserSessions } from './session';
import { checkSmsCode, consumeSmsCode } from './sms';
import { createUser, findUserById, findUserByPhone, toAccountInfo, toLoginResult, type UserRow } from './users';
import type { DbLike } from '../../db/types';

/** Who is asking: used for rate limits and recorded on the session. */
export type Caller = { ip: string; userAgent?: string };

/** The fields of the login form the service reads. */
export type LoginInput = Pick<LoginBody, 'accountChannel' | 'phone' | 'smsCode' | 'password' | 'imgCaptcha' | 'captchaKey' | 'anonymousId' | 'visitorToken'>;

/** One of the visitor identity's tokens: binding needs it, the id alone proves nothing. */
type Visitor = Pick<LoginBody, 'anonymousId' | 'visitorToken'>;

/** The one answer to a wrong password, an unknown phone and an account without a password alike. */
const wrongPassword = () => new AppError(ERR.PASSWORD_WRONG, '账号或密码错误');

/** Compared against when there is no stored hash, so an unknown phone costs the same time as a wrong password. */
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(12).toString('base64url')));

async function startSession(deps: Deps, tx: DbLike, user: UserRow, caller: Caller, visitor: Visitor): Promise<LoginResult> {
  await bindAnonymousQuietly(tx, visitor.anonymousId, visitor.visitorToken, user.id);
  const session = await createSession(
    tx,
    { userId: user.id, userType: user.userType, ip: caller.ip, userAgent: caller.userAgent },
    deps.now(),
    deps.config.sessionTtlSeconds,
  );
  return toLoginResult(user, session);
}

async function passwordLogin(deps: Deps, input: LoginInput, caller: Caller): Promise<LoginResult> {
  const { db, cache } = deps;
  const password = input.password ?? '';
  const user = await findUserByPhone(db, input.phone);
  if (!user) {
    await reserveUnknownPhoneTry(cache, input.phone);
    await verifyPassword(password, await decoy());
    throw wrongPassword();
  }
  await reservePasswordTry(db, user.id, deps.now());
  if (!(await verifyPassword(password, user.passwordHash ?? (await decoy()))) || !user.passwordHash) throw wrongPassword();
  return db.transaction(async (tx) => {
    await clearPasswordFailures(tx, user.id);
    return startSession(deps, tx, user, caller, input);
  });
}

/**
 * SMS or password login. SMS login creates the account of an unknown phone (and turns password login back on).
 * Every attempt first passes the phone and IP guard (guard.ts); a password attempt also takes one of the account's
 * tries (lockout.ts).
 */
export async function login(deps: Deps, input: LoginInput, caller: Caller): Promise<LoginResult> {
  const { db, cache } = deps;
  const { phone } = input;
  const captcha = { key: input.captchaKey, answer: input.imgCaptcha };
  return guardedAttempt(cache, phone, caller.ip, captcha, [ERR.SMS_CODE_WRONG, ERR.PASSWORD_WRONG], async () => {
    if (input.accountChannel === 'AUTH_PHONE_PWD') return passwordLogin(deps, input, caller);
    const codeId = await checkSmsCode(db, phone, 'login', input.smsCode ?? '', deps.now());
    return db.transaction(async (tx) => {
      await consumeSmsCode(tx, codeId, deps.now());
      const user =
        (await findUserByPhone(tx, phone)) ??
        (await createUser(tx, { phone, passwordHash: null, now: deps.now() })) ??
        (await findUserByPhone(tx, phone));
      if (!user) throw new Error('user vanished during login');
      await clearPasswordFailures(tx, user.id);
      return startSession(deps, tx, user, caller, input);
    });
  });
}

/**
 * Registers with a register code. A registered phone never received one (sendSmsCode sent a notice instead), so it
 * fails at the code like any wrong code; only the phone's holder could get past it, and they are told it exists.
 */
export async function register(
  deps: Deps,
  input: Pick<RegisterBody, 'phone' | 'password' | 'smsCode' | 'anonymousId' | 'visitorToken'>,
  caller: Caller,
): Promise<LoginResult> {
  const { db, cache } = deps;
  const codeId = await countingFailures(cache, input.phone, caller.ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, input.phone, 'register', input.smsCode, deps.now()),
  );
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await consumeSmsCode(tx, codeId, deps.now());
    const user = await createUser(tx, { phone: input.phone, passwordHash, now: deps.now() });
    if (!user) throw new AppError(ERR.ACCOUNT_EXISTS, '该手机号已注册，请直接登录');
    return startSession(deps, tx, user, caller, input);
  });
}

/**
 * Sets a new password with a reset code; every open session of the account ends and password login is back on.
 * An unknown phone never received a code, so it fails at the code like any wrong code.
 */
export async function retrievePassword(
  deps: Deps,
  input: Pick<RetrieveBody, 'phone' | 'smsCode' | 'newPassword'>,
  caller: Caller,
): Promise<null> {
  const { db, cache } = deps;
  const codeId = await countingFailures(cache, input.phone, caller.ip, [ERR.SMS_CODE_WRONG], () =>
    checkSmsCode(db, input.phone, 'reset', input.smsCode, deps.now()),
  );
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = deps.now();
    await consumeSmsCode(tx, codeId, now);
    const user = await findUserByPhone(tx, input.phone);
    // Only a guessed code gets here: answered like one.
    if (!user) throw new AppError(ERR.SMS_CODE_WRONG, '验证码错误');
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, passwordFailures: 0, passwordFailuresSince: null })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
  });
  await clearPhoneFailures(cache, input.phone);
  return null;
}

/** Verifies and spends a code on its own (flows that confirm the phone before another step). */
export async function verifySmsCode(deps: Deps, input: Pick<CheckSmsBody, 'phone' | 'smsCode' | 'type'>, caller: Caller) {
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
