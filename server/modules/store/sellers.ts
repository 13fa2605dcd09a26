import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbLike } from '../../db/types';
import { STORE_STATUS } from '@/lib/contract/store/enums';
import { storeGoods, stores } from './schema';

// Who sells a goods: the stores listing it and their owners (other modules decide with it who acts for an order).

/** The owner of the first planner store that lists the goods (by the store's sort, then id), or null. */
export async function plannerSellingGoods(db: DbLike, goodsId: string): Promise<string | null> {
  const [row] = await db
    .select({ owner: stores.ownerUserId })
    .from(storeGoods)
    .innerJoin(stores, eq(stores.id, storeGoods.storeId))
    .where(and(eq(storeGoods.targetId, goodsId), eq(stores.storeType, 'planner')))
    .orderBy(asc(storeGoods.sort), asc(stores.id))
    .limit(1);
  return row?.owner ?? null;
}

/**
 * plannerSellingGoods and ownsOpenStoreSelling together as one SQL value (for a column of another module's query):
 * the owner of the first planner store listing the goods, when that owner has an open store listing it; else null.
 */
export function plannerSellingOpenSql(goodsId: SQL.Aliased | SQL | AnyPgColumn): SQL<string | null> {
  return sql<string | null>`(select case when exists (
      select 1 from ${storeGoods} g2 join ${stores} s2 on s2.id = g2.store_id
      where g2.target_id = ${goodsId} and s2.owner_user_id = first.owner and s2.status = ${STORE_STATUS.OPEN}
    ) then first.owner end
    from (select ${stores.ownerUserId} as owner from ${storeGoods} join ${stores} on ${stores.id} = ${storeGoods.storeId}
      where ${storeGoods.targetId} = ${goodsId} and ${stores.storeType} = 'planner'
      order by ${storeGoods.sort} asc, ${stores.id} asc limit 1) first)`;
}

/** Does this user own an open store that lists the goods? */
export async function ownsOpenStoreSelling(db: DbLike, ownerUserId: string, goodsId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: storeGoods.id })
    .from(storeGoods)
    .innerJoin(stores, eq(stores.id, storeGoods.storeId))
    .where(and(eq(storeGoods.targetId, goodsId), eq(stores.ownerUserId, ownerUserId), eq(stores.status, STORE_STATUS.OPEN)))
    .limit(1);
  return !!row;
}

/**
 * The goods listed by the open stores this user owns, as SQL (a subquery of goods ids): the rule of
 * ownsOpenStoreSelling, for lists that page in SQL (the planner's workbench).
 */
export function goodsOfOpenStoresOwnedSql(ownerUserId: string): SQL {
  return sql`(select ${storeGoods.targetId} from ${storeGoods} inner join ${stores} on ${stores.id} = ${storeGoods.storeId} where ${stores.ownerUserId} = ${ownerUserId} and ${stores.status} = ${STORE_STATUS.OPEN})`;
}
