import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ComboCard, ComboDetail, ComboPage, GetComboListQuery } from '@/lib/contract/combo/api';
import { FAVOURITE_TYPE, GOODS_STATUS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { yuanText } from '../catalog/price';
import { comboItems, combos, goods, goodsSkus } from '../../db/schema';
import { isSaved } from '../favourite/saved';
import { cardColumns, toGoodsCard } from '../goods/query';

type ComboRow = typeof combos.$inferSelect;

const inArea = (areaCode: string) => sql`(${combos.nationwide} or ${combos.areaCodes} @> ARRAY[${areaCode}]::text[])`;
const hrefOf = (id: string) => `/combo/serviceDetail?comboId=${encodeURIComponent(id)}`;

/**
 * Items of the combos with their goods and the price each part would cost on its own. The join reads the goods
 * module's goods and goods_skus tables (listed in the issue 12 report).
 */
async function itemsOf(db: DbLike, comboIds: string[]) {
  if (!comboIds.length) return [];
  return db
    .select({ item: comboItems, card: cardColumns, skuPriceFen: goodsSkus.priceFen, skuText: goodsSkus.valueNames })
    .from(comboItems)
    .innerJoin(goods, eq(goods.id, comboItems.goodsId))
    .leftJoin(goodsSkus, eq(goodsSkus.id, comboItems.skuId))
    .where(inArray(comboItems.comboId, comboIds))
    .orderBy(asc(comboItems.comboId), asc(comboItems.sort), asc(comboItems.id));
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
    // A package belongs to a class when it says so or when one of its goods is of that class (reads goods' table).
    const c = input.classCode;
    conds.push(
      or(
        eq(combos.classCode1, c),
        sql`exists (select 1 from ${comboItems} join ${goods} on ${goods.id} = ${comboItems.goodsId} where ${comboItems.comboId} = ${combos.id}
          and (${goods.classCode1} = ${c} or ${goods.classCode2} = ${c} or ${goods.classCode3} = ${c}))`,
      ),
    );
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
