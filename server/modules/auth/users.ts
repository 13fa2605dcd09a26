import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, ilike, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { REAL_STATUS } from '@/lib/contract/realname/enums';
import { USER_TYPE } from '@/lib/constants';
import type { AccountInfo, LoginResult } from '@/lib/contract/auth/api';
import { users } from './schema';
import type { DbLike } from '../../db/types';
import { countInt, likeContains } from '../../db/paging';

export const DEFAULT_AVATAR = '/images/avatar-default.svg';
export type UserRow = typeof users.$inferSelect;

export const maskPhone = (phone: string) => (phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone);
export const defaultNickName = (phone: string) => `薯片用户${phone.slice(-4)}`;

export async function findUserByPhone(db: DbLike, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: DbLike, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Creates an ordinary user; undefined when the phone is already taken. */
export async function createUser(
  db: DbLike,
  input: { phone: string; passwordHash: string | null; now: Date },
): Promise<UserRow | undefined> {
  // A clash on the random user number is retried; a clash on the phone means the account exists.
  for (let i = 0; i < 5; i++) {
    const [row] = await db
      .insert(users)
      .values({
        id: 'u_' + randomBytes(8).toString('hex'),
        userNo: 'U' + String(randomInt(0, 10_000_000_000)).padStart(10, '0'),
        phone: input.phone,
        passwordHash: input.passwordHash,
        nickName: defaultNickName(input.phone),
        avatar: DEFAULT_AVATAR,
        userType: USER_TYPE.ORDINARY_USER,
        realStatus: 'NO_AUTHENTICATION',
        customerId: 'c_' + randomBytes(8).toString('hex'),
        createdAt: input.now,
        updatedAt: input.now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (await findUserByPhone(db, input.phone)) return undefined;
  }
  throw new Error('could not allocate a user number');
}

export function toLoginResult(u: UserRow, session: { token: string; expiresAt: Date }): LoginResult {
  return {
    token: session.token,
    userId: u.id,
    userType: u.userType,
    userNo: u.userNo,
    nickName: u.nickName,
    avatar: u.avatar,
    customerID: u.customerId,
    expiresAt: session.expiresAt.toISOString(),
  };
}

export function toAccountInfo(u: UserRow): AccountInfo {
  return {
    id: u.id,
    no: u.userNo,
    nickName: u.nickName,
    fullName: maskPhone(u.phone),
    decodePhone: u.phone,
    mainAccountFull: u.phone,
    realStatus: u.realStatus,
    url: u.avatar,
    type: u.userType,
    customerInfo: { id: u.customerId },
  };
}

/** An SQL condition for another module's query: an account exists with the id `userId` (a column or expression). */
export const userExists = (userId: SQLWrapper) => sql`exists (select 1 from ${users} where ${users.id} = ${userId})`;

/** Records the account's real-name status (the realname module, inside its verification transaction). */
export async function setRealStatus(db: DbLike, userId: string, realStatus: string, now: Date): Promise<void> {
  await db.update(users).set({ realStatus, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * Marks the account real-name verified unless it already is, in one conditional UPDATE (the row stays locked to the
 * end of the caller's transaction); false when it already was.
 */
export async function markRealVerified(db: DbLike, userId: string, now: Date): Promise<boolean> {
  const [marked] = await db
    .update(users)
    .set({ realStatus: REAL_STATUS.SUCCESS, updatedAt: now })
    .where(and(eq(users.id, userId), ne(users.realStatus, REAL_STATUS.SUCCESS)))
    .returning({ id: users.id });
  return !!marked;
}

/** The public face of some users (name, avatar, type, account age), for authors of community content. */
export async function publicUsersByIds(db: DbLike, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, nickName: users.nickName, avatar: users.avatar, userType: users.userType, createdAt: users.createdAt })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Customers (not merchants) whose nickname contains the words (escaped), newest first: the community's user search. */
export async function customersNamed(db: DbLike, words: string, limit: number, offset: number) {
  const where = and(eq(users.userType, USER_TYPE.ORDINARY_USER), ilike(users.nickName, likeContains(words)));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ id: users.id }).from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
    db.select({ n: countInt }).from(users).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: n };
}
