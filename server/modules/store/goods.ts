import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { Db } from '../../db/client';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { StoreGoodsCategory, StoreGoodsItem, StoreGoodsPage } from '@/lib/contract/store/api';
import { STORE_GOODS_STATE, STORE_TARGET } from '@/lib/contract/store/enums';
import { GOODS_STATUS, PRICE_TYPE, PRODUCT_TYPE } from '../catalog/enums';
import { priceView, tradePriceText, yuanText, type PriceView } from '../catalog/price';
import { comboStatusOf, combosByIds } from '../combo/service';
import { goodsByIds, goodsStatusOf } from '../goods/query';
import { listingStatusOf, listingsByIds } from '../trade/cards';
import { storeGoods, storeGoodsCategories } from './schema';

const onSale = (status: string | null) => status === GOODS_STATUS.PUT_AWAY;

/**
 * A row of store_goods resolves to a service goods, a trade listing or a combo (by target_type); the status of that
 * target, null when it is missing (missing targets are dropped). Statuses are never null otherwise.
 */
const targetStatus = sql<string | null>`(case ${storeGoods.targetType}
  when ${STORE_TARGET.GOODS} then ${goodsStatusOf(storeGoods.targetId)}
  when ${STORE_TARGET.TRADE} then ${listingStatusOf(storeGoods.targetId)}
  when ${STORE_TARGET.COMBO} then ${comboStatusOf(storeGoods.targetId)}
end)`;
const targetExists = sql`${targetStatus} is not null`;
const targetOnSale = sql`${targetStatus} = ${GOODS_STATUS.PUT_AWAY}`;

type StoreGoodsRow = typeof storeGoods.$inferSelect;
type Targets = {
  g: Map<string, Awaited<ReturnType<typeof goodsByIds>>[number]>;
  t: Map<string, Awaited<ReturnType<typeof listingsByIds>>[number]>;
  c: Map<string, Awaited<ReturnType<typeof combosByIds>>[number]>;
};

/** The goods, listings and combos the rows point at, each kind fetched by its module. */
async function targetsOf(db: Db, rows: StoreGoodsRow[]): Promise<Targets> {
  const idsOf = (type: string) => [...new Set(rows.filter((r) => r.targetType === type).map((r) => r.targetId))];
  const [g, t, c] = await Promise.all([
    goodsByIds(db, idsOf(STORE_TARGET.GOODS)),
    listingsByIds(db, idsOf(STORE_TARGET.TRADE)),
    combosByIds(db, idsOf(STORE_TARGET.COMBO)),
  ]);
  return { g: new Map(g.map((r) => [r.id, r])), t: new Map(t.map((r) => [r.id, r])), c: new Map(c.map((r) => [r.id, r])) };
}

/** The store's goods tabs; outside preview, only tabs with something on sale. */
export async function visibleCategories(db: Db, storeId: string, preview: boolean): Promise<StoreGoodsCategory[]> {
  const cats = await db
    .select({ id: storeGoodsCategories.id, name: storeGoodsCategories.name })
    .from(storeGoodsCategories)
    .where(eq(storeGoodsCategories.storeId, storeId))
    .orderBy(asc(storeGoodsCategories.sort), asc(storeGoodsCategories.id));
  if (preview || !cats.length) return cats;
  const counts = await db
    .select({ categoryId: storeGoods.categoryId, n: countInt })
    .from(storeGoods)
    .where(and(eq(storeGoods.storeId, storeId), targetOnSale))
    .groupBy(storeGoods.categoryId);
  const withGoods = new Set(counts.map((r) => r.categoryId));
  return cats.filter((c) => withGoods.has(c.id));
}

const tradePrice = (fen: number): PriceView => ({
  priceKind: 'fixed',
  priceText: tradePriceText(fen),
  priceValue: yuanText(fen),
  priceUnit: '元',
  priceFen: fen,
  originalPriceFen: 0,
  originalPriceText: '',
});

/** The item of a row; null when its target went missing meanwhile. */
function toItem(sg: StoreGoodsRow, targets: Targets): StoreGoodsItem | null {
  const g = sg.targetType === STORE_TARGET.GOODS ? targets.g.get(sg.targetId) : undefined;
  const t = sg.targetType === STORE_TARGET.TRADE ? targets.t.get(sg.targetId) : undefined;
  const k = sg.targetType === STORE_TARGET.COMBO ? targets.c.get(sg.targetId) : undefined;
  if (g) {
    const price = priceView(g);
    return {
      ...price,
      id: g.id,
      img: g.cover,
      name: g.showName || g.name,
      tags: g.tags.slice(0, 3),
      desc: g.guaranteeTags.slice(0, 3).join('|'),
      price: price.priceValue,
      productType: g.productType,
      typeCode: g.classCode1,
      classCodeOne: g.classCode1,
      state: onSale(g.status) ? STORE_GOODS_STATE.ON_SALE : STORE_GOODS_STATE.OFF_SALE,
      href: goodsDetailHref({ id: g.id, productType: g.productType, classCodeLevel: g.classCodeLevel }),
      targetType: sg.targetType,
    };
  }
  if (t) {
    const price = tradePrice(t.platformPriceFen || t.referencePriceFen);
    return {
      ...price,
      id: t.id,
      img: t.goodsImg,
      name: t.showName || t.name,
      tags: [t.className].filter(Boolean),
      desc: t.classCodeLevelName.split('/').slice(1).join('|'),
      price: price.priceValue,
      productType: PRODUCT_TYPE.TRANSACTION,
      typeCode: t.classCode1,
      classCodeOne: t.classCode1,
      state: onSale(t.status) ? STORE_GOODS_STATE.ON_SALE : STORE_GOODS_STATE.OFF_SALE,
      href: goodsDetailHref({ id: t.id, productType: PRODUCT_TYPE.TRANSACTION, typeCode: t.classCode1 }),
      targetType: sg.targetType,
    };
  }
  if (!k) return null;
  const price = priceView({ priceType: PRICE_TYPE.FIXED, priceFen: k.priceFen, feeRateBp: null, proIdea: null, ladderMinBp: null, taskType: null });
  return {
    ...price,
    id: k.id,
    img: k.cover,
    name: k.name,
    tags: k.tags.slice(0, 3),
    desc: k.slogan,
    price: price.priceValue,
    productType: 'PRO_CLASS_TYPE_COMBO',
    typeCode: k.classCode1 ?? '',
    classCodeOne: k.classCode1 ?? '',
    state: onSale(k.status) ? STORE_GOODS_STATE.ON_SALE : STORE_GOODS_STATE.OFF_SALE,
    href: `/combo/serviceDetail?comboId=${encodeURIComponent(k.id)}`,
    targetType: sg.targetType,
  };
}

/** POST /store/v1/recommend_goods: one tab of a store's goods, in the store's order. */
export async function storeGoodsPage(
  db: Db,
  input: { storeId: string; typeId?: string; page: number; limit: number; preview: boolean },
): Promise<StoreGoodsPage> {
  // Outside preview only what is on sale (which exists); in preview anything whose target exists.
  const parts: SQL[] = [eq(storeGoods.storeId, input.storeId), input.preview ? targetExists : targetOnSale];
  if (input.typeId) parts.push(eq(storeGoods.categoryId, input.typeId));
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(storeGoods).where(where),
    db
      .select()
      .from(storeGoods)
      .where(where)
      .orderBy(asc(storeGoods.sort), asc(storeGoods.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
  ]);
  const targets = await targetsOf(db, rows);
  const items = rows.map((sg) => toItem(sg, targets)).filter((i): i is StoreGoodsItem => i !== null);
  return pageOf(items, n, input.page, input.limit);
}

export async function assertCategory(db: Db, storeId: string, typeId: string) {
  const [c] = await db
    .select({ id: storeGoodsCategories.id })
    .from(storeGoodsCategories)
    .where(and(eq(storeGoodsCategories.id, typeId), eq(storeGoodsCategories.storeId, storeId)))
    .limit(1);
  return !!c;
}
