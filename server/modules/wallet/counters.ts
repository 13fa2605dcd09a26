import { and, eq, gt, sql } from 'drizzle-orm';
import { chinaDate } from '@/lib/contract/auth/enums';
import type { DbLike } from '../../db/types';
import { walletDailyCounters } from './schema';

/**
 * Daily attempt limits in the database (ADR 0004): a slot is reserved in ONE statement, an upsert whose update only
 * happens below the limit, so PostgreSQL serialises concurrent reservations on the row and exactly `max` get through.
 * The day is the China calendar day.
 */
export async function reserveDaily(db: DbLike, key: string, max: number, now: Date): Promise<boolean> {
  const day = chinaDate(now);
  const rows = await db
    .insert(walletDailyCounters)
    .values({ key, day, count: 1 })
    .onConflictDoUpdate({
      target: [walletDailyCounters.key, walletDailyCounters.day],
      set: { count: sql`${walletDailyCounters.count} + 1` },
      setWhere: sql`${walletDailyCounters.count} < ${max}`,
    })
    .returning({ count: walletDailyCounters.count });
  return rows.length > 0 && rows[0].count <= max;
}

/** Gives a reserved slot back (another limit of the same request refused it). */
export async function releaseDaily(db: DbLike, key: string, now: Date) {
  const day = chinaDate(now);
  await db
    .update(walletDailyCounters)
    .set({ count: sql`${walletDailyCounters.count} - 1` })
    .where(and(eq(walletDailyCounters.key, key), eq(walletDailyCounters.day, day), gt(walletDailyCounters.count, 0)));
}

/**
 * Reserves every limit or none: in order, giving back what was taken when one is full. Returns the index of the
 * limit that refused, or -1 when all were reserved.
 */
export async function reserveAll(db: DbLike, limits: { key: string; max: number }[], now: Date): Promise<number> {
  for (let i = 0; i < limits.length; i++) {
    if (await reserveDaily(db, limits[i].key, limits[i].max, now)) continue;
    for (let j = 0; j < i; j++) await releaseDaily(db, limits[j].key, now);
    return i;
  }
  return -1;
}
