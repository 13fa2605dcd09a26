/**
 * A signed-in customer's saved goods for the goods page, read once per short while instead of once per page view
 * (issue 30: on the embedded database that one query was a sixth of a customer's goods page). The copy is the list of
 * ids the user saved of one kind, kept SAVED_COPY_TTL_S under a key that names the user's favourites version; every
 * change of the user's favourites (add, cancel, batch delete) bumps the version after its write, so the next read
 * misses and reads the table again. A read that raced a change stores its list under the old version, which nobody
 * asks for any more: a customer never sees their own change undone. Shared between instances when the cache is Redis.
 */
import { and, eq } from 'drizzle-orm';
import type { FavouriteType } from '@/lib/contract/catalog/enums';
import type { Cache } from '../../cache';
import type { DbLike } from '../../db/types';
import { favourites } from './schema';
import { isSaved } from './saved';

/** How long one list may serve the user's goods pages. */
export const SAVED_COPY_TTL_S = 30;
/** A user with more saved things of one kind than this is asked the table per page (the copy would be large). */
export const SAVED_COPY_CAP = 300;
/** The version counter outlives every list stored under it (lists live SAVED_COPY_TTL_S). */
const VERSION_TTL_S = 7 * 24 * 3600;
const TOO_MANY = '*';

const versionKey = (userId: string) => `fav:v:${userId}`;

type Deps = { db: DbLike; cache: Cache };

/** Whether the user saved the target, from the short copy of their saved ids of that kind (false for visitors). */
export async function isSavedFromCopy(deps: Deps, userId: string | null, targetType: FavouriteType, targetId: string): Promise<boolean> {
  if (!userId) return false;
  const version = (await deps.cache.get(versionKey(userId))) ?? '0';
  const key = `fav:ids:${userId}:${targetType}:${version}`;
  const hit = await deps.cache.get(key);
  if (hit === TOO_MANY) return isSaved(deps.db, userId, targetType, targetId);
  if (hit !== null) return (JSON.parse(hit) as string[]).includes(targetId);
  const rows = await deps.db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.targetType, targetType)))
    .limit(SAVED_COPY_CAP + 1);
  if (rows.length > SAVED_COPY_CAP) {
    await deps.cache.set(key, TOO_MANY, SAVED_COPY_TTL_S);
    return isSaved(deps.db, userId, targetType, targetId);
  }
  const ids = rows.map((r) => r.id);
  await deps.cache.set(key, JSON.stringify(ids), SAVED_COPY_TTL_S);
  return ids.includes(targetId);
}

/** After a change of the user's favourites has been written: their copies are not read again. */
export async function forgetSavedCopy(cache: Cache, userId: string): Promise<void> {
  await cache.incr(versionKey(userId), VERSION_TTL_S);
}
