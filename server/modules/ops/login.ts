import { randomBytes } from 'node:crypto';
import { maskPhone } from '@/lib/format';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { OpsCodeBody, OpsLoginBody, OpsMe } from '@/lib/contract/ops/api';
import { OPS_COOKIE, OPS_SESSION_HOURS } from '@/lib/contract/ops/enums';
import { AppError, ERR, forbidden } from '../../http/errors';
import type { Deps, HonoEnv, OpsOperator } from '../../http/types';
import { hashPassword, verifyPassword } from '../auth/password';
import { hashToken } from '../auth/session';
import { checkSmsCode, consumeSmsCode, sendSmsCode } from '../auth/sms';
import { operatorByPhone } from './accounts';
import { operators, operatorSessions } from './schema';

// The desk's login (issue 27 §5): the operator's password, then a code sent to the operator's phone; the session is a
// random token in an HttpOnly, SameSite=Strict cookie (the page's scripts never see it, another site never sends it).

/** Wrong passwords a phone may send in an hour (counted in one atomic step before the comparison). */
export const OPS_PASSWORD_TRIES = 10;
const TRY_WINDOW_SECONDS = 3600;

let nobody: Promise<string> | undefined;
const wrongLogin = () => new AppError(ERR.PASSWORD_WRONG, '手机号或密码错误');

/** Takes one password try of this phone (known or not: the answer never tells an operator's phone from another). */
async function takeTry(deps: Deps, phone: string) {
  const n = await deps.cache.incrUpTo(`ops:pwdtry:${phone}`, OPS_PASSWORD_TRIES, TRY_WINDOW_SECONDS);
  if (n === null) throw new AppError(ERR.PASSWORD_LOCKED, '密码错误次数过多，请一小时后再试');
}

/** The active operator of this phone whose password this is, else 手机号或密码错误. */
async function checkPassword(deps: Deps, phone: string, password: string) {
  await takeTry(deps, phone);
  const op = await operatorByPhone(deps.db, phone);
  // Compared even for an unknown phone (against a hash of nothing anyone knows), so the time taken tells nothing.
  const ok = await verifyPassword(password, op?.passwordHash ?? (await (nobody ??= hashPassword(randomBytes(12).toString('hex')))));
  if (!op || !ok) throw wrongLogin();
  return op;
}

/** Step 1: the password is right, so a code goes to the operator's phone (the SMS limits of every code apply). */
export async function sendOpsCode(deps: Deps, input: OpsCodeBody, ip: string) {
  await checkPassword(deps, input.phone, input.password);
  return sendSmsCode(deps, { phone: input.phone, type: 'opsLogin', ip });
}

/** Step 2: password and code again; the code is spent once; a session starts. Resolves the token and its end. */
export async function opsLogin(deps: Deps, input: OpsLoginBody, ip: string) {
  const op = await checkPassword(deps, input.phone, input.password);
  const now = deps.now();
  const codeId = await checkSmsCode(deps.db, input.phone, 'opsLogin', input.code, now);
  await consumeSmsCode(deps.db, codeId, now);
  await deps.cache.del(`ops:pwdtry:${input.phone}`);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPS_SESSION_HOURS * 3_600_000);
  await deps.db.insert(operatorSessions).values({ tokenHash: hashToken(token), operatorId: op.id, ip, createdAt: now, expiresAt });
  return { token, expiresAt, me: meOf(op) };
}

export const meOf = (op: { id: string; name: string; phone: string }): OpsMe => ({ id: op.id, name: op.name, phone: maskPhone(op.phone) });

/** The cookie: HttpOnly, SameSite=Strict, for the whole site (the desk acts through the existing endpoints too). */
export function setOpsCookie(c: Context<HonoEnv>, token: string, expiresAt: Date) {
  // Secure whenever the browser reached us over HTTPS (directly, or through our proxy).
  const proto = c.get('deps').config.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
  const secure = new URL(c.req.url).protocol === 'https:' || proto === 'https';
  setCookie(c, OPS_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: '/', expires: expiresAt });
}

export async function opsLogout(c: Context<HonoEnv>) {
  const op = c.get('operator');
  if (op) await c.get('deps').db.update(operatorSessions).set({ revokedAt: c.get('deps').now() }).where(eq(operatorSessions.tokenHash, op.tokenHash));
  deleteCookie(c, OPS_COOKIE, { path: '/' });
}

/**
 * Resolves the desk's cookie to c.get('operator') (a live session of an operator not disabled), else null. Only a
 * request carrying the cookie costs a query; a dead cookie is simply no operator (the desk then asks to log in).
 */
export const loadOperator: MiddlewareHandler<HonoEnv> = async (c, next) => {
  c.set('operator', null);
  const token = getCookie(c, OPS_COOKIE);
  if (!token || token.length > 100) return next();
  const { db, now } = c.get('deps');
  const hash = hashToken(token);
  const [row] = await db
    .select({ id: operators.id, name: operators.name, phone: operators.phone })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(and(eq(operatorSessions.tokenHash, hash), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now()), isNull(operators.disabledAt)))
    .limit(1);
  if (row) c.set('operator', { ...row, tokenHash: hash } satisfies OpsOperator);
  return next();
};

/** The desk's own endpoints: an operator's session only (a customer's or planner's session, or none, is refused). */
export function requireOpsOperator(c: Context<HonoEnv>): OpsOperator {
  const op = c.get('operator');
  if (!op) throw forbidden('请使用运营账号登录运营工作台');
  return op;
}
