import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { users } from '@/server/modules/auth/schema';
import type { DbLike } from '@/server/db/types';
import * as t from '@/server/db/schema';
import type { Deps } from '../../http/types';
import { serverKey } from '@/server/modules/secrets/keys';
import { buildCatalog } from './build';

type Row = Record<string, unknown>;

/**
 * Inserts rows, or on a primary-key clash overwrites them with the seed's values: re-running the seed restores
 * the demo content without duplicating it. Chunked to stay far below PostgreSQL's 65535 parameters per statement.
 */
async function upsert(db: DbLike, table: PgTable, target: PgColumn, rows: Row[]) {
  if (!rows.length) return;
  const cols = Object.values(getTableColumns(table));
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, c]) => c.name !== target.name)
      .map(([k, c]) => [k, sql.raw(`excluded."${c.name}"`)]),
  );
  const size = Math.max(1, Math.floor(30000 / cols.length));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never).onConflictDoUpdate({ target, set });
  }
}

/** Seeds categories, goods, trade listings, planners (as MERCHANT_USER accounts), stores, cases and home content. */
export async function seedCatalog(deps: Pick<Deps, 'db' | 'secrets'>) {
  // Planners' phones under the server-only key (the upsert below rewrites ciphers of an earlier seed under it).
  const c = buildCatalog(serverKey(deps, 'planner-phone'));
  await deps.db.transaction(async (tx) => {
    // Planner accounts: never overwrite an existing account (its password or name may have changed).
    await tx.insert(users).values(c.people.users).onConflictDoNothing();
    const steps: [PgTable, PgColumn, Row[]][] = [
      [t.categories, t.categories.code, c.categories],
      [t.goods, t.goods.id, c.goods.goods],
      [t.goodsSkuAttrs, t.goodsSkuAttrs.id, c.goods.attrs],
      [t.goodsSkuAttrValues, t.goodsSkuAttrValues.id, c.goods.values],
      [t.goodsSkus, t.goodsSkus.id, c.goods.skus],
      [t.tradeListings, t.tradeListings.id, c.trade.listings],
      [t.tradeFields, t.tradeFields.id, c.trade.fields],
      [t.tradeListings, t.tradeListings.id, c.resources.listings],
      [t.tradeFields, t.tradeFields.id, c.resources.fields],
      [t.planners, t.planners.userId, c.people.planners],
      [t.stores, t.stores.id, c.stores.stores],
      [t.storeGoodsCategories, t.storeGoodsCategories.id, c.stores.categories],
      [t.storeGoods, t.storeGoods.id, c.stores.goods],
      [t.evaluations, t.evaluations.id, c.evals.evaluations],
      [t.evaluationReplies, t.evaluationReplies.id, c.evals.replies],
      [t.cases, t.cases.id, c.cases],
      [t.combos, t.combos.id, c.combos.combos],
      [t.comboItems, t.comboItems.id, c.combos.items],
      [t.ads, t.ads.id, c.content.ads],
      [t.navItems, t.navItems.id, c.content.nav],
      [t.searchKeywords, t.searchKeywords.id, c.content.keywords],
      [t.dictCodes, t.dictCodes.code, c.dict],
      [t.faqs, t.faqs.id, c.faqs.faqs],
      [t.categoryQuestions, t.categoryQuestions.id, c.faqs.questions],
    ];
    for (const [table, target, rows] of steps) await upsert(tx, table, target, rows);
  });
  return c;
}

/** True when the catalog has been seeded (an existing database from before the catalog gets it on start-up). */
export async function hasCatalog(db: DbLike): Promise<boolean> {
  const rows = await db.select({ code: t.categories.code }).from(t.categories).limit(1);
  return rows.length > 0;
}
