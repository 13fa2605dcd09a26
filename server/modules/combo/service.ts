import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ComboCard, ComboDetail, ComboPage, GetComboListQuery } from '@/lib/contract/combo/api';
import { FAVOURITE_TYPE, GOODS_STATUS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { yuanText } from '../catalog/price';
import { comboItems, combos } from './schema';
import { isSaved } from '../favourite/saved';
import { goodsCardRowsByIds, goodsOfClass, toGoodsCard } from '../goods/query';
import { skusByIds } from '../goods/skus';

type ComboRow = typeof combos.$inferSelect;

const inArea = (areaCode: string) => sql`(${combos.nationwide} or ${combos.areaCodes} @> ARRAY[${areaCode}]::text[])`;
const hrefOf = (id: string) => `/combo/serviceDetail?comboId=${encodeURIComponent(id)}`;

/**
 * Items of the combos with their goods and the price each part would cost on its own (items, then their goods and
 * SKUs from the goods module by id). An item whose goods is gone is left out; one whose SKU is gone has no SKU price.
 */
async function itemsOf(db: DbLike, comboIds: string[]) {
  if (!comboIds.length) return [];
  const items = await db
    .select()
    .from(comboItems)
    .where(inArray(comboItems.comboId, comboIds))
    .orderBy(asc(comboItems.comboId), asc(comboItems.sort), asc(comboItems.id));
  const [cards, skus] = await Promise.all([
    goodsCardRowsByIds(db, [...new Set(items.map((i) => i.goodsId))]),
    skusByIds(db, [...new Set(items.map((i) => i.skuId).filter((x): x is string => !!x))]),
  ]);
  const cardOf = new Map(cards.map((c) => [c.id, c]));
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  return items.flatMap((item) => {
    const card = cardOf.get(item.goodsId);
    const sku = item.skuId ? skuOf.get(item.skuId) : undefined;
    return card ? [{ item, card, skuPriceFen: sku?.priceFen ?? null, skuText: sku?.valueNames ?? null }] : [];
  });
}
type ItemRow = Awaited<ReturnType<typeof itemsOf>>[number];
const partFen = (r: ItemRow) => (r.skuPriceFen ?? r.card.priceFen) * r.item.quantity;

function toCard(c: ComboRow, items: ItemRow[]): ComboCard {
  const original = items.reduce((s, r) => s + partFen(r), 0);
  const saving = original - c.priceFen;
  return {
    id: c.id,
    comboNo: c.comboNo,
    name: c.name,
    slogan: c.slogan,
    img: c.cover,
    tags: c.tags,
    priceFen: c.priceFen,
    priceText: `${yuanText(c.priceFen)}元`,
    originalPriceFen: original > c.priceFen ? original : 0,
    originalPriceText: original > c.priceFen ? `¥${yuanText(original)}` : '',
    savingText: saving > 0 ? `立省${yuanText(saving)}元` : '',
    itemCount: items.length,
    salesVolume: c.salesVolume,
    href: hrefOf(c.id),
  };
}

export async function getComboList(db: DbLike, areaCode: string, input: GetComboListQuery): Promise<ComboPage> {
  const conds: (SQL | undefined)[] = [eq(combos.status, GOODS_STATUS.PUT_AWAY), inArea(areaCode)];
  if (input.classCode) {
    // A package belongs to a class when it says so or when one of its goods is of that class (the goods module's condition).
    const c = input.classCode;
    conds.push(or(eq(combos.classCode1, c), sql`exists (select 1 from ${comboItems} where ${comboItems.comboId} = ${combos.id} and ${goodsOfClass(comboItems.goodsId, c)})`));
  }
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(combos).where(where).orderBy(asc(combos.sort), asc(combos.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(combos).where(where),
  ]);
  const items = await itemsOf(db, rows.map((r) => r.id));
  return pageOf(rows.map((r) => toCard(r, items.filter((i) => i.item.comboId === r.id))), n, input.page, input.limit);
}

export async function getComboDetail(db: DbLike, input: { comboId: string; areaCode: string; userId: string | null }): Promise<ComboDetail> {
  const [c] = await db.select().from(combos).where(eq(combos.id, input.comboId)).limit(1);
  if (!c) throw notFound('套餐不存在或已下架');
  const [items, saved] = await Promise.all([itemsOf(db, [c.id]), isSaved(db, input.userId, FAVOURITE_TYPE.COMBO, c.id)]);
  return {
    ...toCard(c, items),
    images: c.images.length ? c.images : [c.cover],
    clientDetail: c.clientDetail,
    items: items.map((r) => ({
      goods: toGoodsCard(r.card),
      skuId: r.item.skuId,
      skuText: r.skuText ?? '',
      quantity: r.item.quantity,
      itemPriceFen: partFen(r),
    })),
    stock: c.stock,
    onSale: c.status === GOODS_STATUS.PUT_AWAY,
    availableInArea: c.nationwide || c.areaCodes.includes(input.areaCode),
    isSave: saved,
  };
}

/** What a list of saved combos shows of each (missing ids are left out). */
export async function comboBriefs(db: DbLike, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(combos).where(inArray(combos.id, ids));
  return rows.map((c) => ({ id: c.id, name: c.name, img: c.cover, slogan: c.slogan, priceText: `${yuanText(c.priceFen)}元`, href: hrefOf(c.id) }));
}

/** Is there a combo with this id (on sale or not)? */
export async function comboExists(db: DbLike, id: string): Promise<boolean> {
  const [row] = await db.select({ id: combos.id }).from(combos).where(eq(combos.id, id)).limit(1);
  return !!row;
}

/**
 * The status of the combo whose id is `id` (a column or expression of another module's query), as an SQL value:
 * null when there is no such combo.
 */
export const comboStatusOf = (id: SQLWrapper) => sql<string | null>`(select ${combos.status} from ${combos} where ${combos.id} = ${id})`;

/** Combo rows by id, on sale or not, in no particular order (unknown ids are left out). */
export async function combosByIds(db: DbLike, ids: string[]): Promise<ComboRow[]> {
  return ids.length ? db.select().from(combos).where(inArray(combos.id, ids)) : [];
}

/** The items of one package in their display order (the order module prices a package from them). */
export async function comboItemsOf(db: DbLike, comboId: string) {
  return db.select().from(comboItems).where(eq(comboItems.comboId, comboId)).orderBy(asc(comboItems.sort), asc(comboItems.id));
}
