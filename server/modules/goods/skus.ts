import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Placeholder } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { goods, goodsSkus } from './schema';
import { writeAsOne } from '../../db/oneStatement';
import { ph, prebuilt } from '../../db/prebuilt';

// What buying (pricing, the cart, checkout) reads and writes of the goods module's SKUs: the rows a purchase is
// checked against, and the stock taken at checkout and given back on cancel.

export type GoodsRow = typeof goods.$inferSelect;

/**
 * What buying reads of a goods: its name, cover and classes for the order line, and what decides whether it can be
 * bought. Not its rich detail, images or attributes (kilobytes a row, repeated once per enabled SKU by the join below).
 */
const buyingColumns = {
  id: goods.id,
  name: goods.name,
  cover: goods.cover,
  productType: goods.productType,
  classCode: goods.classCode,
  classCode1: goods.classCode1,
  classCode2: goods.classCode2,
  classCode3: goods.classCode3,
  classCodeLevel: goods.classCodeLevel,
  status: goods.status,
  priceType: goods.priceType,
  taskType: goods.taskType,
};
/** A goods as buying sees it (goodsWithWantedSkus). */
export type BuyingGoods = Pick<GoodsRow, keyof typeof buyingColumns>;
export type SkuRow = typeof goodsSkus.$inferSelect;

/** The enabled SKUs of these goods, in no particular order. */
export async function enabledSkusOfGoods(db: DbLike, goodsIds: string[]): Promise<SkuRow[]> {
  if (!goodsIds.length) return [];
  return db.select().from(goodsSkus).where(and(inArray(goodsSkus.goodsId, goodsIds), eq(goodsSkus.enabled, true)));
}

/** Display order of a goods' SKUs: sort, then id. The first enabled one is the SKU bought when none is named. */
const inDisplayOrder = (t: { sort: AnyPgColumn; id: AnyPgColumn }) => [asc(t.sort), asc(t.id)];

/**
 * Goods with the SKUs an order may take of them, in one query: each goods' default SKU (its first enabled one in
 * display order) and those of `skuIds` that are its own and enabled; a goods row once per such SKU, once with no SKU
 * when it has none enabled, with `isDefault` set on the default. Each comes with the row of `other` whose `otherGoodsId` is the goods (left-joined): the
 * order module's pay plans, read with the goods and SKUs at checkout (order/pricing.ts goodsSkusPlans). Not every
 * enabled SKU: a goods sold in many cities has one per city, and each would repeat the goods and its plan. The ids are
 * placeholders (the query is built once, server/db/prepared.ts): `skuIds` an array; `goodsIds` an array, or with
 * `oneGoods` a single id. An order of one goods (most) asks with one id: PostgreSQL's plan for `id = any(array)`
 * assumes ten goods and hashes whole tables, so it planned that statement anew on every run (0.3 ms of its CPU,
 * twice per order); for `id = $1` the plan it keeps is the one it would have made.
 */
export function goodsWithWantedSkus(db: DbLike, goodsIds: Placeholder, skuIds: Placeholder, other: PgTable, otherGoodsId: AnyPgColumn, oneGoods = false) {
  // Each goods' default SKU found once (a lateral join), then used both to join it and to flag it.
  const d = alias(goodsSkus, 'default_sku');
  const defaultSku = db.select({ id: d.id }).from(d).where(and(eq(d.goodsId, goods.id), eq(d.enabled, true))).orderBy(...inDisplayOrder(d)).limit(1).as('default_sku_of');
  return db
    .select({ g: buyingColumns, s: goodsSkus, isDefault: sql<boolean>`coalesce(${goodsSkus.id} = ${defaultSku.id}, false)`, p: other })
    .from(goods)
    .leftJoinLateral(defaultSku, sql`true`)
    .leftJoin(goodsSkus, and(eq(goodsSkus.goodsId, goods.id), eq(goodsSkus.enabled, true), sql`(${goodsSkus.id} = any(${skuIds}) or ${goodsSkus.id} = ${defaultSku.id})`))
    .leftJoin(other, eq(otherGoodsId, goods.id))
    .where(oneGoods ? sql`${goods.id} = ${goodsIds}` : sql`${goods.id} = any(${goodsIds})`);
}

/** The query of one goods' enabled SKUs in their display order (shared by enabledSkusOf and defaultSkuOf). */
const enabledSkusQuery = (db: DbLike, goodsId: string) =>
  db.select().from(goodsSkus).where(and(eq(goodsSkus.goodsId, goodsId), eq(goodsSkus.enabled, true))).orderBy(...inDisplayOrder(goodsSkus));

/** The enabled SKUs of one goods in their display order (the first is the one bought when none is named). */
export async function enabledSkusOf(db: DbLike, goodsId: string): Promise<SkuRow[]> {
  return enabledSkusQuery(db, goodsId);
}

/** The SKU bought when none is named: the first enabled one in display order; undefined when there is none. */
export async function defaultSkuOf(db: DbLike, goodsId: string): Promise<SkuRow | undefined> {
  const [s] = await enabledSkusQuery(db, goodsId).limit(1);
  return s;
}

/** SKU rows by id, enabled or not, in no particular order (unknown ids are left out). */
export async function skusByIds(db: DbLike, ids: string[]): Promise<SkuRow[]> {
  return ids.length ? db.select().from(goodsSkus).where(inArray(goodsSkus.id, ids)) : [];
}

/**
 * Takes `quantity` from a SKU's stock in one statement guarded by `stock >= quantity` (concurrent buyers cannot
 * oversell); false when there is not enough. Call it inside the order's transaction.
 */
export async function takeSkuStock(tx: DbLike, skuId: string, quantity: number): Promise<boolean> {
  const taken = await writeAsOne(tx, [skuStockTaken(tx, skuId, quantity)]);
  return taken.length > 0;
}

/** takeSkuStock's statement, unsent (a write of a one-statement submit, server/db/oneStatement.ts): returns the SKU's id when taken. */
export function skuStockTaken(tx: DbLike, skuId: string, quantity: number) {
  return stockTaken(tx, { skuId, quantity });
}

const stockTaken = prebuilt<{ skuId: string; quantity: number }>((db) =>
  db
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} - ${ph('quantity')}` })
    .where(and(eq(goodsSkus.id, ph('skuId')), sql`${goodsSkus.stock} >= ${ph('quantity')}`))
    .returning({ id: goodsSkus.id }),
);

/** Gives `quantity` back to a SKU's stock (an increment), inside the cancelling transaction. */
export async function giveBackSkuStock(tx: DbLike, skuId: string, quantity: number): Promise<void> {
  await tx.update(goodsSkus).set({ stock: sql`${goodsSkus.stock} + ${quantity}` }).where(eq(goodsSkus.id, skuId));
}
