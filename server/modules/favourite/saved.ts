import { and, eq } from 'drizzle-orm';
import type { FavouriteTarget } from '@/lib/contract/favourite/api';
import type { FavouriteType } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { favourites } from './schema';

// Apart from service.ts, which reads the saved things' modules: those modules import this file.

export const sameTarget = (userId: string, t: FavouriteTarget) =>
  and(eq(favourites.userId, userId), eq(favourites.targetType, t.targetType), eq(favourites.targetId, t.targetId));

/** Whether the user saved the target (false for visitors); the goods, trade and combo answers carry it as isSave. */
export async function isSaved(db: DbLike, userId: string | null, targetType: FavouriteType, targetId: string) {
  if (!userId) return false;
  const [row] = await db.select({ id: favourites.id }).from(favourites).where(sameTarget(userId, { targetType, targetId })).limit(1);
  return !!row;
}
