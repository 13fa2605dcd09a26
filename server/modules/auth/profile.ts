import { eq } from 'drizzle-orm';
import { PROFILE_FIELD, PROFILE_MSG, parseRegion, type ProfileFieldType } from '@/lib/contract/auth/enums';
import type { UserProfile } from '@/lib/contract/auth/api';
import { AppError, ERR, badInput } from '../../http/errors';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { moderate } from '../known/moderation';
import { CITIES, PROVINCES, findCity } from '../maps/cities';
import { users } from './schema';
import { findUserById, toAccountInfo, type UserRow } from './users';

/**
 * 个人信息 (inventory my §12): the account with its profile, and one field changed at a time. The contract checked the
 * form of each value; here the word filter, the region table and the database have their say.
 */

const provinceName = (code: string | null) => (code ? (PROVINCES.find((p) => p.code === code)?.name ?? '') : '');

export function toUserProfile(u: UserRow): UserProfile {
  return {
    ...toAccountInfo(u),
    email: u.email ?? '',
    briefIntroduction: u.briefIntroduction,
    sex: u.sex,
    birthday: u.birthday ?? '',
    provinceCode: u.provinceCode ?? '',
    province: provinceName(u.provinceCode),
    cityCode: u.cityCode ?? '',
    city: u.cityCode ? (findCity(u.cityCode)?.name ?? '') : '',
    hasPassword: !!u.passwordHash,
  };
}

/** The caller's own row; an account session whose user is gone gets 10403. */
export async function requireUserRow(db: DbLike, userId: string): Promise<UserRow> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  return row;
}

/** GET /api/user/v1/profile: the caller's own account (there is no id to ask for another's). */
export async function userProfile(deps: Deps, userId: string): Promise<UserProfile> {
  return toUserProfile(await requireUserRow(deps.db, userId));
}

/** Writes some columns of the account and answers the profile as it now stands. */
export async function saveProfile(db: DbLike, userId: string, set: Partial<typeof users.$inferInsert>, now: Date): Promise<UserProfile> {
  const [row] = await db.update(users).set({ ...set, updatedAt: now }).where(eq(users.id, userId)).returning();
  if (!row) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  return toUserProfile(row);
}

/**
 * A name or an introduction goes out to planners and the community as it is: no review queue holds it, so anything
 * the community's filter would not publish at once (a listed word, contact details) is refused.
 */
function requireClean(text: string, message: string) {
  if (text && moderate({ text }).decision !== 'publish') throw badInput(`value：${message}`);
}

/** The province must exist; the city must be one of its cities, or empty when it has none (香港, 澳门, 台湾). */
function checkRegion(value: string): { provinceCode: string; cityCode: string | null } {
  const region = parseRegion(value);
  const bad = () => badInput(`value：${PROFILE_MSG.region}`);
  if (!region || !PROVINCES.some((p) => p.code === region.provinceCode)) throw bad();
  const hasCities = CITIES.some((c) => c.pid === region.provinceCode);
  if (!region.cityCode) {
    if (hasCities) throw bad();
    return { provinceCode: region.provinceCode, cityCode: null };
  }
  if (findCity(region.cityCode)?.pid !== region.provinceCode) throw bad();
  return region;
}

/** POST /api/user/v1/update: one field (`type`, PROFILE_FIELD) of the caller's profile. */
export async function updateUserInfo(deps: Deps, userId: string, type: ProfileFieldType, raw: string): Promise<UserProfile> {
  const value = raw.trim();
  const now = deps.now();
  switch (type) {
    case PROFILE_FIELD.nickName:
      requireClean(value, PROFILE_MSG.nickWords);
      return saveProfile(deps.db, userId, { nickName: value }, now);
    case PROFILE_FIELD.briefIntroduction:
      requireClean(value, PROFILE_MSG.briefWords);
      return saveProfile(deps.db, userId, { briefIntroduction: value }, now);
    case PROFILE_FIELD.birthday:
      return saveProfile(deps.db, userId, { birthday: value }, now);
    case PROFILE_FIELD.sex:
      return saveProfile(deps.db, userId, { sex: Number(value) }, now);
    case PROFILE_FIELD.region:
      return saveProfile(deps.db, userId, checkRegion(value), now);
    default:
      throw badInput('type：邮箱需通过邮箱验证码绑定');
  }
}
