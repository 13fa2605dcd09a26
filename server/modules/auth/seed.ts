import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { USER_TYPE } from '@/lib/constants';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import type { Deps } from '../../http/types';
import { seedProtocols } from '../cms/seed';
import { hashPassword } from './password';
import { users } from './schema';
import { DEFAULT_AVATAR } from './users';

export const DEMO_USERS = [
  { id: 'u_demo_customer', userNo: 'U1000000001', phone: '13800138000', password: 'demo123456', nickName: '薯片用户8000',
    userType: USER_TYPE.ORDINARY_USER, realStatus: 'NO_AUTHENTICATION', customerId: 'c_demo_customer' },
  // A second customer for journeys that change account data (the browser tests reset its password).
  { id: 'u_demo_customer2', userNo: 'U1000000003', phone: '13800138001', password: 'demo123456', nickName: '薯片用户8001',
    userType: USER_TYPE.ORDINARY_USER, realStatus: 'NO_AUTHENTICATION', customerId: 'c_demo_customer2' },
  { id: 'u_demo_planner', userNo: 'U1000000002', phone: '13900139000', password: 'planner123', nickName: '王规划',
    userType: USER_TYPE.MERCHANT_USER, realStatus: 'AUTHENTICATION_SUCCESS', customerId: 'c_demo_planner' },
] as const;

export async function hasUsers(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Demo accounts and protocol documents. Deterministic (salts derive from the phone) and idempotent:
 * a re-seed restores the demo accounts' names and passwords.
 */
/** The demo accounts are old customers, not new sign-ups (new accounts get stricter 必懂 posting limits). */
const DEMO_ACCOUNT_AGE_MS = 180 * 86_400_000;

export async function seedAuth(deps: Deps) {
  const now = deps.now();
  const joined = new Date(now.getTime() - DEMO_ACCOUNT_AGE_MS);
  const rows = await Promise.all(
    DEMO_USERS.map(async (u) => ({
      id: u.id,
      userNo: u.userNo,
      phone: u.phone,
      passwordHash: await hashPassword(u.password, createHash('sha256').update(`seed:${u.phone}`).digest().subarray(0, 16)),
      nickName: u.nickName,
      avatar: DEFAULT_AVATAR,
      userType: u.userType,
      realStatus: u.realStatus,
      customerId: u.customerId,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(rows)
      .onConflictDoUpdate({
        target: users.phone,
        set: {
          passwordHash: sql`excluded.password_hash`,
          nickName: sql`excluded.nick_name`,
          userType: sql`excluded.user_type`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
    await seedProtocols(tx, now);
  });
}

/**
 * Customer accounts that only write in the 必懂 community (no password: they cannot log in until they set one by
 * SMS). Idempotent; the phone numbers come from the reserved 170 range of the seed.
 */
export async function seedCommunityCustomers(db: DbLike, list: { id: string; nickName: string; createdAt: Date }[]) {
  if (!list.length) return;
  await db
    .insert(users)
    .values(
      list.map((u, i) => ({
        id: u.id,
        userNo: `U3${String(i + 1).padStart(8, '0')}`,
        phone: `1700000${String(i + 1).padStart(4, '0')}`,
        passwordHash: null,
        nickName: u.nickName,
        avatar: DEFAULT_AVATAR,
        userType: USER_TYPE.ORDINARY_USER,
        customerId: `c_${u.id}`,
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      })),
    )
    .onConflictDoNothing();
}
