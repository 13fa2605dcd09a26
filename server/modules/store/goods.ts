import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { Db } from '../../db/client';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import type { StoreGoodsCategory, StoreGoodsItem, StoreGoodsPage } from '@/lib/contract/store/api';
import { STORE_GOODS_STATE, STORE_TARGET } from '@/lib/contract/store/enums';
import { GOODS_STATUS, PRICE_TYPE, PRODUCT_TYPE } from '../catalog/enums';
import { priceView, tradePriceText, yuanText, type PriceView } from '../catalog/price';
import { combos } from '../combo/schema';
import { goods } from '../goods/schema';
import { tradeListings } from '../trade/schema';
import { storeGoods, storeGoodsCategories } from './schema';

const onSale = (status: string | null) => status === GOODS_STATUS.PUT_AWAY;

/** A row of store_goods resolves to a service goods, a trade listing or a combo; missing targets are dropped. */
const targetExists = sql`coalesce(${goods.id}, ${tradeListings.id}, ${combos.id}) is not null`;
const targetOnSale = sql`coalesce(${goods.status}, ${tradeListings.status}, ${combos.status}) = ${GOODS_STATUS.PUT_AWAY}`;

const goodsJoin = and(eq(storeGoods.targetType, STORE_TARGET.GOODS), eq(goods.id, storeGoods.targetId));
const tradeJoin = and(eq(storeGoods.targetType, STORE_TARGET.TRADE), eq(tradeListings.id, storeGoods.targetId));
const comboJoin = and(eq(storeGoods.targetType, STORE_TARGET.COMBO), eq(combos.id, storeGoods.targetId));

function joined(where: SQL) {
  return (db: Db) =>
    db
      .select({ sg: storeGoods, g: goods, t: tradeListings, c: combos })
      .from(storeGoods)
      .leftJoin(goods, goodsJoin)
      .leftJoin(tradeListings, tradeJoin)
      .leftJoin(combos, comboJoin)
      .where(where);
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
    .leftJoin(goods, goodsJoin)
    .leftJoin(tradeListings, tradeJoin)
    .leftJoin(combos, comboJoin)
    .where(and(eq(storeGoods.storeId, storeId), targetExists, targetOnSale))
    .groupBy(storeGoods.categoryId);
  const withGoods = new Set(counts.map((r) => r.categoryId));
  return cats.filter((c) => withGoods.has(c.id));
}

type Row = Awaited<ReturnType<ReturnType<typeof joined>>>[number];

const tradePrice = (fen: number): PriceView => ({
  priceKind: 'fixed',
  priceText: tradePriceText(fen),
  priceValue: yuanText(fen),
  priceUnit: '元',
  priceFen: fen,
  originalPriceFen: 0,
  originalPriceText: '',
});

function toItem({ sg, g, t, c }: Row): StoreGoodsItem {
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
  const k = c!;
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
  const parts: SQL[] = [eq(storeGoods.storeId, input.storeId), targetExists];
  if (input.typeId) parts.push(eq(storeGoods.categoryId, input.typeId));
  if (!input.preview) parts.push(targetOnSale);
  const where = and(...parts) as SQL;
  const [[{ n }], rows] = await Promise.all([
    db
      .select({ n: countInt })
      .from(storeGoods)
      .leftJoin(goods, goodsJoin)
      .leftJoin(tradeListings, tradeJoin)
      .leftJoin(combos, comboJoin)
      .where(where),
    joined(where)(db)
      .orderBy(asc(storeGoods.sort), asc(storeGoods.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
  ]);
  return pageOf(rows.map(toItem), n, input.page, input.limit);
}

export async function assertCategory(db: Db, storeId: string, typeId: string) {
  const [c] = await db
    .select({ id: storeGoodsCategories.id })
    .from(storeGoodsCategories)
    .where(and(eq(storeGoodsCategories.id, typeId), eq(storeGoodsCategories.storeId, storeId)))
    .limit(1);
  return !!c;
}
