import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { goodsDetailHref, tradeDetailHref } from '@/lib/goodsRoute';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { FAVOURITE_TYPE, GOODS_STATUS, TRADE_KINDS, type FavouriteType } from '../catalog/enums';
import { paged } from '../catalog/http';
import { priceView, tradePriceText, yuanText } from '../catalog/price';
import { combos, favourites, goods, planners, tradeListings } from '../catalog/schema';

export type Target = { targetType: FavouriteType; targetId: string };
type Summary = { name: string; img: string; subtitle: string; priceText: string; href: string };

const TRADE_KEYS = TRADE_KINDS.map((k) => k.key as string);

/** What a favourite points at, as the list shows it; missing ids are left out of the map. */
async function summaries(db: DbLike, type: FavouriteType, ids: string[]): Promise<Map<string, Summary>> {
  const out = new Map<string, Summary>();
  if (!ids.length) return out;
  if (type === FAVOURITE_TYPE.GOODS) {
    const rows = await db.select().from(goods).where(inArray(goods.id, ids));
    for (const g of rows) {
      out.set(g.id, {
        name: g.showName || g.name,
        img: g.cover,
        subtitle: g.status === GOODS_STATUS.PUT_AWAY ? g.slogan : '已下架',
        priceText: priceView(g).priceText,
        href: goodsDetailHref({ id: g.id, productType: g.productType, classCodeLevel: g.classCodeLevel }),
      });
    }
  } else if (type === FAVOURITE_TYPE.TRADE) {
    const rows = await db.select().from(tradeListings).where(and(inArray(tradeListings.id, ids), inArray(tradeListings.tradeKey, TRADE_KEYS)));
    for (const t of rows) {
      out.set(t.id, { name: t.showName || t.name, img: t.goodsImg, subtitle: t.className, priceText: tradePriceText(t.platformPriceFen), href: tradeDetailHref(t.id, t.classCode1) });
    }
  } else if (type === FAVOURITE_TYPE.PLANNER) {
    const rows = await db.select().from(planners).where(inArray(planners.userId, ids));
    for (const p of rows) {
      out.set(p.userId, { name: p.name, img: p.avatar, subtitle: p.postName, priceText: `${p.point}薯片分`, href: `/planner/detail?mchUserId=${encodeURIComponent(p.userId)}` });
    }
  } else {
    const rows = await db.select().from(combos).where(inArray(combos.id, ids));
    for (const c of rows) {
      out.set(c.id, { name: c.name, img: c.cover, subtitle: c.slogan, priceText: `${yuanText(c.priceFen)}元`, href: `/combo/serviceDetail?comboId=${encodeURIComponent(c.id)}` });
    }
  }
  return out;
}

export async function addFavourite(db: DbLike, userId: string, t: Target, now: Date) {
  if (!(await summaries(db, t.targetType, [t.targetId])).size) throw notFound('收藏的内容不存在');
  await db
    .insert(favourites)
    .values({ id: 'fav_' + randomBytes(9).toString('base64url'), userId, targetType: t.targetType, targetId: t.targetId, createdAt: now })
    .onConflictDoNothing();
  return { saved: true as const };
}

const sameTarget = (userId: string, t: Target) =>
  and(eq(favourites.userId, userId), eq(favourites.targetType, t.targetType), eq(favourites.targetId, t.targetId));

export async function cancelFavourite(db: DbLike, userId: string, t: Target) {
  await db.delete(favourites).where(sameTarget(userId, t));
  return { saved: false as const };
}

export async function checkFavourite(db: DbLike, userId: string | null, t: Target) {
  if (!userId) return { saved: false };
  const [row] = await db.select({ id: favourites.id }).from(favourites).where(sameTarget(userId, t)).limit(1);
  return { saved: !!row };
}

export async function listFavourites(db: DbLike, userId: string, input: { targetType?: FavouriteType; page: number; limit: number }) {
  const where = and(eq(favourites.userId, userId), input.targetType ? eq(favourites.targetType, input.targetType) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(favourites).where(where).orderBy(desc(favourites.createdAt), desc(favourites.id)).limit(input.limit).offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(favourites).where(where),
  ]);
  const byType = new Map<FavouriteType, Map<string, Summary>>();
  for (const type of new Set(rows.map((r) => r.targetType as FavouriteType))) {
    byType.set(type, await summaries(db, type, rows.filter((r) => r.targetType === type).map((r) => r.targetId)));
  }
  const records = rows.map((r) => {
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
  return paged(records, Number(n), input.page, input.limit);
}
