import { and, asc, eq } from 'drizzle-orm';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { GoodsDetail, SkuAttr, SkuOption } from '@/lib/contract/goods/api';
import { CAN_ADD_BUY, FAVOURITE_TYPE, GOODS_STATUS, TRADE_TYPE } from '@/lib/contract/catalog/enums';
import { BOTTOM_MODE, type BottomMode } from '@/lib/contract/goods/enums';
import type { DbLike } from '../../db/types';
import { badInput, notFound } from '../../http/errors';
import { priceView, skuPriceView } from '../catalog/price';
import { goods, goodsSkuAttrs, goodsSkuAttrValues, goodsSkus } from './schema';
import { isSaved } from '../favourite/saved';

type GoodsRow = typeof goods.$inferSelect;
type SkuRow = typeof goodsSkus.$inferSelect;

export const NOT_FOUND_MSG = '商品不存在或已下架';

export async function findGoodsRow(db: DbLike, id: string): Promise<GoodsRow> {
  const [row] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND_MSG);
  return row;
}

async function skuAttrs(db: DbLike, goodsId: string): Promise<SkuAttr[]> {
  const [attrs, values] = await Promise.all([
    db.select().from(goodsSkuAttrs).where(eq(goodsSkuAttrs.goodsId, goodsId)).orderBy(asc(goodsSkuAttrs.sort), asc(goodsSkuAttrs.id)),
    db.select().from(goodsSkuAttrValues).where(eq(goodsSkuAttrValues.goodsId, goodsId)).orderBy(asc(goodsSkuAttrValues.sort), asc(goodsSkuAttrValues.id)),
  ]);
  return attrs.map((a) => ({
    id: a.id,
    name: a.name,
    attrValList: values.filter((v) => v.attrId === a.id).map((v) => ({ id: v.id, name: v.name })),
  }));
}

/** The SKU attributes of a goods and their values; 404 when the goods is unknown. */
export async function findServiceAttr(db: DbLike, productId: string): Promise<SkuAttr[]> {
  return skuAttrs(db, (await findGoodsRow(db, productId)).id);
}

/** value_key is the value ids sorted; the answer lists them in attribute order. */
function toSku(g: GoodsRow, s: SkuRow, attrs: SkuAttr[]): SkuOption {
  const ids = new Set(s.valueKey.split(','));
  const valueIds = attrs.map((a) => a.attrValList.find((v) => ids.has(v.id))?.id).filter((v): v is string => !!v);
  return { ...skuPriceView(g, s), skuId: s.id, skuNo: s.skuNo, valueIds, valueNames: s.valueNames, stock: s.stock };
}

export const valueKeyOf = (ids: string[]) => [...ids].sort().join(',');

/** Inventory §7.1 bottom bar, conditions checked in the table's order. */
function bottomMode(g: GoodsRow): BottomMode {
  if (g.tradeType === TRADE_TYPE.BY_SELF && g.canAddBuy === CAN_ADD_BUY.ALLOWED && g.subGoods.length < 2) return BOTTOM_MODE.CART_AND_BUY;
  if (g.tradeType === TRADE_TYPE.PRE_ASK) return BOTTOM_MODE.CONSULT_AND_CALL;
  return BOTTOM_MODE.CONSULT_AND_BUY;
}

export async function getGoodsDetail(db: DbLike, input: { productId: string; areaCode: string; userId: string | null }): Promise<GoodsDetail> {
  const g = await findGoodsRow(db, input.productId);
  const [attrs, skuRows, saved] = await Promise.all([
    skuAttrs(db, g.id),
    db.select().from(goodsSkus).where(and(eq(goodsSkus.goodsId, g.id), eq(goodsSkus.enabled, true))).orderBy(asc(goodsSkus.sort), asc(goodsSkus.id)),
    isSaved(db, input.userId, FAVOURITE_TYPE.GOODS, g.id),
  ]);
  const skus = skuRows.map((s) => toSku(g, s, attrs));
  const inStock = skus.filter((s) => s.stock > 0);
  const cheapest = [...(inStock.length ? inStock : skus)].sort((a, b) => a.priceFen - b.priceFen)[0];
  const levels = g.classCodeLevel.split(',');
  const names = g.classCodeLevelName.split('/');
  return {
    ...priceView(g),
    id: g.id,
    goodsNo: g.goodsNo,
    name: g.name,
    showName: g.showName || g.name,
    slogan: g.slogan,
    productDescribe: g.productDescribe,
    productType: g.productType,
    classCode: g.classCode,
    classCodeName: g.classCodeName,
    classCodeLevel: g.classCodeLevel,
    classCodeLevelName: g.classCodeLevelName,
    classCodeOne: levels[0] ?? '',
    classNameOne: names[0] ?? '',
    classCodeTwo: levels[1] ?? '',
    priceType: g.priceType,
    salesVolume: g.salesVolume,
    status: g.status,
    onSale: g.status === GOODS_STATUS.PUT_AWAY,
    stock: g.stock,
    cover: g.cover,
    images: g.images.length ? g.images : [g.cover],
    clientDetail: g.clientDetail,
    tags: g.tags,
    guaranteeTags: g.guaranteeTags,
    serviceItems: g.serviceItems,
    subGoods: g.subGoods,
    attrs: g.attrs,
    refConfig: { tradeType: g.tradeType, canAddBuy: g.canAddBuy, taskType: g.taskType, handleCycleNumber: g.handleCycleDays },
    bottomMode: bottomMode(g),
    skuAttrs: attrs,
    skus,
    defaultSkuId: cheapest?.skuId ?? null,
    availableInArea: g.nationwide || g.areaCodes.includes(input.areaCode),
    areaCode: input.areaCode,
    publisherMerchantId: g.publisherMerchantId,
    isSave: saved,
    href: goodsDetailHref({ id: g.id, productType: g.productType, classCodeLevel: g.classCodeLevel }),
  };
}

/** find_detail: the same detail for the app and recommendation contexts (their route reads the city from X-Req-Area). */
export const findDetail = getGoodsDetail;

/**
 * The SKU of a value combination. Every attribute needs exactly one of its values; values of another goods or a
 * second value of one attribute are a bad request; a combination that is not (or no longer) sold is not found.
 */
export async function findSkuDetail(db: DbLike, productId: string, valueIds: string[]): Promise<SkuOption> {
  const g = await findGoodsRow(db, productId);
  const attrs = await skuAttrs(db, g.id);
  if (!attrs.length) throw notFound('该商品没有可选规格');
  const owner = new Map(attrs.flatMap((a) => a.attrValList.map((v) => [v.id, a.id] as const)));
  if (valueIds.some((id) => !owner.has(id))) throw badInput('valueIds：规格已变更，请重新选择');
  const chosen = new Set(valueIds.map((id) => owner.get(id)));
  if (chosen.size !== valueIds.length) throw badInput('valueIds：每个规格只能选择一项');
  const missing = attrs.find((a) => !chosen.has(a.id));
  if (missing) throw badInput(`valueIds：请选择${missing.name}`);
  const [s] = await db
    .select()
    .from(goodsSkus)
    .where(and(eq(goodsSkus.goodsId, g.id), eq(goodsSkus.valueKey, valueKeyOf(valueIds))))
    .limit(1);
  if (!s || !s.enabled) throw notFound('该规格已下架，请重新选择');
  return toSku(g, s, attrs);
}

/** Is there a goods with this id (on the shelf or not)? */
export async function goodsExists(db: DbLike, id: string): Promise<boolean> {
  const [row] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, id)).limit(1);
  return !!row;
}
