import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { checkIdCard, maskIdCard } from '@/lib/validators/idCard';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { findUserById, maskPhone, setRealStatus } from '../auth/users';
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

/**
 * Real-name verification: a valid 18-digit ID number (checksum, birth date, region), the name, and the account's
 * own phone confirmed by an SMS code (type `default`, sent with /api/authentication/send_sms_code). The local
 * provider cannot ask the public-security database whether name and number belong together; a real provider
 * (e.g. the e-sign vendor's 二要素/三要素 check) would sit here.
 */
export async function authentication(deps: Deps, userId: string, input: AuthenticationBody, caller: { ip: string; userAgent?: string }): Promise<RealnameInfo> {
  const { db, cache } = deps;
  const u = await findUserById(db, userId);
  if (!u) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  if (u.realStatus === REAL_STATUS.SUCCESS) throw new AppError(ERR.CONFLICT, '您已完成实名认证');
  await rateLimit(cache, `realname:${userId}`, 10, 86400);
  const name = input.name.trim();
  if (!NAME_RE.test(name)) throw badInput('name：请输入真实姓名');
  const id = checkIdCard(input.cardNo, deps.now());
  if (!id.ok) throw badInput(`cardNo：请输入正确的身份证号码（${id.reason}）`);
  const codeId = await countingFailures(cache, u.phone, caller.ip, [ERR.SMS_CODE_WRONG], () => checkSmsCode(db, u.phone, 'default', input.smsCode, deps.now()));
  const hash = idNoHashes(deps, id.idNo);
  const now = deps.now();
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: realnameVerifications.id })
      .from(realnameVerifications)
      .where(and(inArray(realnameVerifications.idNoHash, [hash.current, hash.legacy]), eq(realnameVerifications.status, REAL_STATUS.SUCCESS), ne(realnameVerifications.userId, userId)))
      .limit(1);
    if (taken) throw new AppError(ERR.CONFLICT, '该身份证号已被其他账号认证');
    await consumeSmsCode(tx, codeId, now);
    await tx.insert(realnameVerifications).values({
      id: newId('rn_'),
      userId,
      name,
      idNoEnc: seal(deps, 'realname-id', id.idNo),
      idNoMasked: maskIdCard(id.idNo),
      idNoHash: hash.current,
      phone: u.phone,
      status: REAL_STATUS.SUCCESS,
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 300) ?? null,
      verifiedAt: now,
    });
    await setRealStatus(tx, userId, REAL_STATUS.SUCCESS, now);
  });
  return realnameInfo(deps, userId);
}
