import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { GoodsCard, GoodsPage } from '@/lib/contract/goods/api';
import { GOODS_STATUS, PRICE_TYPE } from '@/lib/contract/catalog/enums';
import type { GoodsSort } from '@/lib/contract/goods/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { priceView } from '../catalog/price';
import { goods } from './schema';

export const cardColumns = {
  id: goods.id,
  goodsNo: goods.goodsNo,
  name: goods.name,
  showName: goods.showName,
  slogan: goods.slogan,
  cover: goods.cover,
  tags: goods.tags,
  productType: goods.productType,
  classCode: goods.classCode,
  classCodeLevel: goods.classCodeLevel,
  classCodeLevelName: goods.classCodeLevelName,
  salesVolume: goods.salesVolume,
  priceType: goods.priceType,
  priceFen: goods.priceFen,
  originalPriceFen: goods.originalPriceFen,
  feeRateBp: goods.feeRateBp,
  proIdea: goods.proIdea,
  ladderMinBp: goods.ladderMinBp,
  taskType: goods.taskType,
};
type CardRow = Pick<typeof goods.$inferSelect, keyof typeof cardColumns>;

export function toGoodsCard(r: CardRow): GoodsCard {
  return {
    ...priceView(r),
    id: r.id,
    goodsNo: r.goodsNo,
    name: r.showName || r.name,
    slogan: r.slogan,
    img: r.cover,
    tags: r.tags.slice(0, 3),
    productType: r.productType,
    classCode: r.classCode,
    classCodeLevel: r.classCodeLevel,
    classCodeLevelName: r.classCodeLevelName,
    salesVolume: r.salesVolume,
    href: goodsDetailHref({ id: r.id, productType: r.productType, classCodeLevel: r.classCodeLevel }),
  };
}

/** Sold in the city: nationwide goods, or goods listing the city code. */
export const inArea = (areaCode: string) => sql`(${goods.nationwide} or ${goods.areaCodes} @> ARRAY[${areaCode}]::text[])`;

export type GoodsFilter = {
  areaCode: string;
  classCode1?: string;
  /** Second or third level codes (any matches). */
  classCodes?: string[];
  /** A code of any level. */
  anyClassCode?: string;
  keyword?: string;
  minPriceFen?: number;
  maxPriceFen?: number;
  excludeId?: string;
  sort?: GoodsSort;
};

export function goodsWhere(f: GoodsFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(goods.status, GOODS_STATUS.PUT_AWAY), inArea(f.areaCode)];
  if (f.classCode1) conds.push(eq(goods.classCode1, f.classCode1));
  if (f.classCodes?.length) conds.push(or(inArray(goods.classCode2, f.classCodes), inArray(goods.classCode3, f.classCodes)));
  if (f.anyClassCode) {
    const c = f.anyClassCode;
    conds.push(or(eq(goods.classCode1, c), eq(goods.classCode2, c), eq(goods.classCode3, c)));
  }
  if (f.keyword) {
    const p = likeContains(f.keyword);
    conds.push(
      sql`(${goods.name} ilike ${p} or ${goods.showName} ilike ${p} or ${goods.slogan} ilike ${p} or ${goods.classCodeLevelName} ilike ${p} or ${goods.tags}::text ilike ${p})`,
    );
  }
  if (f.minPriceFen !== undefined || f.maxPriceFen !== undefined) {
    // A price range only makes sense for goods with a fixed price.
    conds.push(ne(goods.priceType, PRICE_TYPE.FLOATING), sql`${goods.priceFen} > 0`, sql`${goods.proIdea} is null`, sql`${goods.taskType} is null`);
    if (f.minPriceFen !== undefined) conds.push(gte(goods.priceFen, f.minPriceFen));
    if (f.maxPriceFen !== undefined) conds.push(lte(goods.priceFen, f.maxPriceFen));
  }
  if (f.excludeId) conds.push(ne(goods.id, f.excludeId));
  return and(...conds)!;
}

export function goodsOrder(sort: GoodsSort = 'default'): SQL[] {
  // Goods without a fixed price sort after priced ones in price orders.
  const unpriced = sql`(${goods.priceFen} = 0 or ${goods.priceType} = ${PRICE_TYPE.FLOATING} or ${goods.proIdea} is not null or ${goods.taskType} is not null)`;
  switch (sort) {
    case 'sales':
      return [desc(goods.salesVolume), desc(goods.createdAt), asc(goods.id)];
    case 'price_asc':
      return [asc(unpriced), asc(goods.priceFen), asc(goods.id)];
    case 'price_desc':
      return [asc(unpriced), desc(goods.priceFen), asc(goods.id)];
    case 'newest':
      return [desc(goods.createdAt), asc(goods.id)];
    default:
      return [desc(goods.recommendWeight), desc(goods.salesVolume), asc(goods.id)];
  }
}

export async function queryGoods(db: DbLike, f: GoodsFilter, page: number, limit: number): Promise<GoodsPage> {
  const where = goodsWhere(f);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(cardColumns)
      .from(goods)
      .where(where)
      .orderBy(...goodsOrder(f.sort))
      .limit(limit)
      .offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(goods).where(where),
  ]);
  return pageOf(rows.map(toGoodsCard), n, page, limit);
}

/** Names of goods on sale in the city containing `text`, best sellers first (the search box's suggestions). */
export const goodsNamed = (db: DbLike, areaCode: string, text: string, limit: number) =>
  db
    .select({ id: goods.id, name: goods.name, productType: goods.productType, classCodeLevel: goods.classCodeLevel })
    .from(goods)
    .where(and(eq(goods.status, GOODS_STATUS.PUT_AWAY), inArea(areaCode), ilike(goods.name, likeContains(text))))
    .orderBy(desc(goods.salesVolume), asc(goods.id))
    .limit(limit);

/** Goods on sale, newest ids first (the sitemap). */
export const goodsOnSale = (db: DbLike, limit: number) =>
  db
    .select({ id: goods.id, productType: goods.productType, classCodeLevel: goods.classCodeLevel })
    .from(goods)
    .where(eq(goods.status, GOODS_STATUS.PUT_AWAY))
    .orderBy(desc(goods.id))
    .limit(limit);

/** What a list of saved goods shows of each (missing ids are left out); `onSale` false once taken off the shelf. */
export async function goodsBriefs(db: DbLike, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(goods).where(inArray(goods.id, ids));
  return rows.map((g) => ({
    id: g.id,
    name: g.showName || g.name,
    img: g.cover,
    slogan: g.slogan,
    onSale: g.status === GOODS_STATUS.PUT_AWAY,
    priceText: priceView(g).priceText,
    href: goodsDetailHref({ id: g.id, productType: g.productType, classCodeLevel: g.classCodeLevel }),
  }));
}

/** The category codes (levels 1 and 2) of a goods, or undefined when there is no such goods. */
export async function goodsClassCodes(db: DbLike, id: string) {
  const [row] = await db.select({ classCode1: goods.classCode1, classCode2: goods.classCode2 }).from(goods).where(eq(goods.id, id)).limit(1);
  return row;
}

/**
 * The status of the goods whose id is `id` (a column or expression of another module's query), as an SQL value:
 * null when there is no such goods.
 */
export const goodsStatusOf = (id: SQLWrapper) => sql<string | null>`(select ${goods.status} from ${goods} where ${goods.id} = ${id})`;

/** Goods rows by id, on sale or not, in no particular order (unknown ids are left out). */
export async function goodsByIds(db: DbLike, ids: string[]) {
  return ids.length ? db.select().from(goods).where(inArray(goods.id, ids)) : [];
}

/** The card columns (cardColumns, for toGoodsCard) of goods by id, in no particular order (unknown ids are left out). */
export async function goodsCardRowsByIds(db: DbLike, ids: string[]) {
  return ids.length ? db.select(cardColumns).from(goods).where(inArray(goods.id, ids)) : [];
}

/**
 * An SQL condition for another module's query: the goods whose id is `id` (a column or expression) exists and has
 * `classCode` as its first, second or third level category.
 */
export const goodsOfClass = (id: SQLWrapper, classCode: string): SQL =>
  sql`exists (select 1 from ${goods} where ${goods.id} = ${id}
    and (${goods.classCode1} = ${classCode} or ${goods.classCode2} = ${classCode} or ${goods.classCode3} = ${classCode}))`;
