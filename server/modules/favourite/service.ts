import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BatchDeleteResult, FavouriteItem, FavouritePage, FavouriteTarget } from '@/lib/contract/favourite/api';
import { FAVOURITE_TYPE, type FavouriteType } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { favourites } from './schema';
import { goodsBriefs } from '../goods/query';
import { tradeBriefs } from '../trade/cards';
import { comboBriefs } from '../combo/service';
import { plannersByIds } from '../planner/service';
import { isSaved, sameTarget } from './saved';
import { forgetSavedCopy } from './savedCopy';
import type { Cache } from '../../cache';

type Summary = { name: string; img: string; subtitle: string; priceText: string; href: string };

/** What a favourite points at, as the list shows it; missing ids are left out of the map. */
async function summaries(db: DbLike, type: FavouriteType, ids: string[]): Promise<Map<string, Summary>> {
  const out = new Map<string, Summary>();
  if (!ids.length) return out;
  if (type === FAVOURITE_TYPE.GOODS) {
    for (const g of await goodsBriefs(db, ids)) out.set(g.id, { ...g, subtitle: g.onSale ? g.slogan : '已下架' });
  } else if (type === FAVOURITE_TYPE.TRADE) {
    for (const t of await tradeBriefs(db, ids)) out.set(t.id, { ...t, subtitle: t.className });
  } else if (type === FAVOURITE_TYPE.PLANNER) {
    for (const p of await plannersByIds(db, ids)) {
      out.set(p.userId, { name: p.name, img: p.avatar, subtitle: p.postName, priceText: `${p.point}薯片分`, href: `/planner/detail?mchUserId=${encodeURIComponent(p.userId)}` });
    }
  } else {
    for (const c of await comboBriefs(db, ids)) out.set(c.id, { ...c, subtitle: c.slogan });
  }
  return out;
}

// Every write of a user's favourites is followed by forgetSavedCopy: the goods page reads a short copy of them (ADR 0063).
type Writers = { db: DbLike; cache: Cache };

export async function addFavourite({ db, cache }: Writers, userId: string, t: FavouriteTarget, now: Date) {
  if (!(await summaries(db, t.targetType, [t.targetId])).size) throw notFound('收藏的内容不存在');
  await db
    .insert(favourites)
    .values({ id: newId('fav_'), userId, targetType: t.targetType, targetId: t.targetId, createdAt: now })
    .onConflictDoNothing();
  await forgetSavedCopy(cache, userId);
  return { saved: true };
}

export async function cancelFavourite({ db, cache }: Writers, userId: string, t: FavouriteTarget) {
  await db.delete(favourites).where(sameTarget(userId, t));
  await forgetSavedCopy(cache, userId);
  return { saved: false };
}

/** batch_delete: the caller's own favourites among `ids` are removed; anyone else's stay and are not counted. */
export async function batchDeleteFavourites({ db, cache }: Writers, userId: string, ids: string[]): Promise<BatchDeleteResult> {
  const gone = await db
    .delete(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.id, ids)))
    .returning({ id: favourites.id });
  await forgetSavedCopy(cache, userId);
  return { removed: gone.length };
}

export async function checkFavourite(db: DbLike, userId: string | null, t: FavouriteTarget) {
  return { saved: await isSaved(db, userId, t.targetType, t.targetId) };
}

export async function listFavourites(db: DbLike, userId: string, input: { targetType?: FavouriteType; page: number; limit: number }): Promise<FavouritePage> {
  const where = and(eq(favourites.userId, userId), input.targetType ? eq(favourites.targetType, input.targetType) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(favourites).where(where).orderBy(desc(favourites.createdAt), desc(favourites.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(favourites).where(where),
  ]);
  const byType = new Map<FavouriteType, Map<string, Summary>>();
  for (const type of new Set(rows.map((r) => r.targetType as FavouriteType))) {
    byType.set(type, await summaries(db, type, rows.filter((r) => r.targetType === type).map((r) => r.targetId)));
  }
  const records = rows.map((r): FavouriteItem => {
    const s = byType.get(r.targetType as FavouriteType)?.get(r.targetId);
    return {
      id: r.id,
      targetType: r.targetType as FavouriteType,
      targetId: r.targetId,
      name: s?.name ?? '该内容已失效',
      img: s?.img ?? '',
      subtitle: s?.subtitle ?? '',
      priceText: s?.priceText ?? '',
      href: s?.href ?? '',
      gone: !s,
      createdAt: r.createdAt.toISOString(),
    };
  });
  return pageOf(records, n, input.page, input.limit);
}
