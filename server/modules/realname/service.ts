import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { checkIdCard, maskIdCard } from '@/lib/validators/idCard';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { findUserById, markRealVerified, maskPhone } from '../auth/users';
import { isUniqueViolation } from '../../db/errors';
import { checkSmsCode, consumeSmsCode } from '../auth/sms';
import { countingFailures, rateLimit } from '../auth/guard';
import { idNoHashes, seal, unseal } from '../secrets/keys';
import { REAL_STATUS, type RealStatus } from '@/lib/contract/realname/enums';
import type { AuthenticationBody, RealnameInfo } from '@/lib/contract/realname/api';
import { realnameVerifications } from './schema';

/** Chinese names (with the middle dot of minority names), or Latin names of 2–40 letters. */
const NAME_RE = /^(?:[\u4e00-\u9fa5]{1,15}(?:[·•][\u4e00-\u9fa5]{1,15}){0,3}|[A-Za-z][A-Za-z .'-]{1,39})$/;

// ID numbers: encrypted and hashed (for the one-account-per-ID lookup) under server-only keys (secrets/keys.ts).
// Rows verified before ADR 0003 carry the legacy cipher and hash: they still open and are still found.

export async function verifiedIdentity(db: DbLike, userId: string) {
  const [row] = await db
    .select()
    .from(realnameVerifications)
    .where(and(eq(realnameVerifications.userId, userId), eq(realnameVerifications.status, REAL_STATUS.SUCCESS)))
    .orderBy(desc(realnameVerifications.verifiedAt))
    .limit(1);
  return row;
}

export async function realnameInfo(deps: Deps, userId: string): Promise<RealnameInfo> {
  const u = await findUserById(deps.db, userId);
  if (!u) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  const v = await verifiedIdentity(deps.db, userId);
  return { realStatus: u.realStatus as RealStatus, name: v?.name ?? null, idNoMasked: v?.idNoMasked ?? null, phoneMasked: maskPhone(u.phone), verifiedAt: v?.verifiedAt.toISOString() ?? null };
}

/** The full ID number of a verified user (for the signing record; never sent to a page). */
export async function verifiedIdNo(deps: Deps, userId: string): Promise<{ name: string; idNo: string; idNoMasked: string } | null> {
  const v = await verifiedIdentity(deps.db, userId);
  return v ? { name: v.name, idNo: unseal(deps, 'realname-id', v.idNoEnc), idNoMasked: v.idNoMasked } : null;
}

const MISMATCH = '姓名与身份证号不一致';
const taken = () => new AppError(ERR.CONFLICT, '该身份证号已被其他账号认证');
const alreadyVerified = () => new AppError(ERR.CONFLICT, '您已完成实名认证');

/** Whether another account holds this ID number (current or legacy hash). The unique index is what decides. */
async function heldElsewhere(db: DbLike, hash: { all: string[] }, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: realnameVerifications.id })
    .from(realnameVerifications)
    .where(and(inArray(realnameVerifications.idNoHash, hash.all), eq(realnameVerifications.status, REAL_STATUS.SUCCESS), ne(realnameVerifications.userId, userId)))
    .limit(1);
  return !!row;
}

/**
 * Real-name verification: a valid 18-digit ID number (checksum, birth date, region), the name, and the account's
 * own phone confirmed by an SMS code (type `default`, sent with /api/authentication/send_sms_code); then the
 * real-name provider (adapters/realname: the local stand-in, or Tencent FaceID 二要素) says whether name and
 * number belong together. A mismatch spends the code and is recorded (AUTHENTICATION_FAIL), inside the 10 tries a
 * day. One ID, one account: the partial unique index on the hash of SUCCESS rows (ADR 0028); the same account
 * twice at once: the conditional update of its status.
 */
export async function authentication(deps: Deps, userId: string, input: AuthenticationBody, caller: { ip: string; userAgent?: string }): Promise<RealnameInfo> {
  const { db, cache } = deps;
  const u = await findUserById(db, userId);
  if (!u) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  if (u.realStatus === REAL_STATUS.SUCCESS) throw alreadyVerified();
  await rateLimit(cache, `realname:${userId}`, 10, 86400);
  const name = input.name.trim();
  if (!NAME_RE.test(name)) throw badInput('name：请输入真实姓名');
  const id = checkIdCard(input.cardNo, deps.now());
  if (!id.ok) throw badInput(`cardNo：请输入正确的身份证号码（${id.reason}）`);
  const codeId = await countingFailures(cache, u.phone, caller.ip, [ERR.SMS_CODE_WRONG], () => checkSmsCode(db, u.phone, 'default', input.smsCode, deps.now()));
  const hash = idNoHashes(deps, id.idNo);
  // A number already bound elsewhere is refused before the (billed) provider is asked.
  if (await heldElsewhere(db, hash, userId)) throw taken();
  const { realname } = deps.adapters;
  const check = await realname.verify({ name, idNo: id.idNo });
  const now = deps.now();
  const row = {
    userId,
    name,
    idNoEnc: seal(deps, 'realname-id', id.idNo),
    idNoMasked: maskIdCard(id.idNo),
    idNoHash: hash.current,
    phone: u.phone,
    provider: realname.provider,
    ip: caller.ip,
    userAgent: caller.userAgent?.slice(0, 300) ?? null,
    verifiedAt: now,
  };
  if (!check.match) {
    await db.transaction(async (tx) => {
      await consumeSmsCode(tx, codeId, now);
      await tx.insert(realnameVerifications).values({ id: newId('rn_'), ...row, status: REAL_STATUS.FAIL });
    });
    throw new AppError(ERR.BAD_INPUT, check.reason || MISMATCH);
  }
  try {
    await db.transaction(async (tx) => {
      // The account's row is locked here: a second request of the same account waits, then finds it verified.
      if (!(await markRealVerified(tx, userId, now))) throw alreadyVerified();
      // Rows verified before ADR 0003 carry the legacy hash, which the unique index cannot match to the current one.
      if (await heldElsewhere(tx, hash, userId)) throw taken();
      await consumeSmsCode(tx, codeId, now);
      await tx.insert(realnameVerifications).values({ id: newId('rn_'), ...row, status: REAL_STATUS.SUCCESS });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return realnameInfo(deps, userId);
}
