import { and, asc, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import type { GetJyListBody, GetRecommendTradesBody, JyListData, ServiceResourceBody, ServiceResourcePage, TradeDetail, TradePage } from '@/lib/contract/trade/api';
import { FAVOURITE_TYPE, GOODS_STATUS, RESOURCE_KINDS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { countInt, likeContains, offsetOf, pageOf } from '../../db/paging';
import { badInput, notFound } from '../../http/errors';
import { tradePriceText } from '../catalog/price';
import { tradeListings } from './schema';
import { isSaved } from '../favourite/saved';
import { fieldsOf, toField, toTradeCard, toTradeCards, TRADE_KEYS, type FieldRow } from './cards';
import { fieldCondition, tradeFilters, tradeKindOf } from './filters';

const LISTED = [GOODS_STATUS.PUT_AWAY, GOODS_STATUS.LOCKED];


function order(sortBy = 1): SQL[] {
  switch (sortBy) {
    case 2:
      return [asc(tradeListings.platformPriceFen), asc(tradeListings.id)];
    case 3:
      return [desc(tradeListings.platformPriceFen), asc(tradeListings.id)];
    case 4:
      return [desc(tradeListings.createdAt), asc(tradeListings.id)];
    default:
      return [asc(tradeListings.sort), desc(tradeListings.createdAt), asc(tradeListings.id)];
  }
}

export async function getJyList(db: DbLike, now: Date, input: GetJyListBody): Promise<JyListData> {
  const kind = tradeKindOf(input.dictCode || input.classCode);
  let [pMin, pMax] = [input.platformPriceStart, input.platformPriceEnd];
  if (pMin !== undefined && pMax !== undefined && pMin > pMax) [pMin, pMax] = [pMax, pMin];
  const conds: (SQL | undefined)[] = [
    eq(tradeListings.tradeKey, kind.key),
    inArray(tradeListings.status, input.statusList?.length ? input.statusList : LISTED),
    pMin !== undefined ? gte(tradeListings.platformPriceFen, pMin) : undefined,
    pMax !== undefined ? lte(tradeListings.platformPriceFen, pMax) : undefined,
    input.nameLengthStart !== undefined ? gte(tradeListings.nameLength, input.nameLengthStart) : undefined,
    input.nameLengthEnd !== undefined ? lte(tradeListings.nameLength, input.nameLengthEnd) : undefined,
    ...(input.fieldList ?? []).map((f) => fieldCondition(f, now)),
  ];
  if (input.searchKey) {
    const p = likeContains(input.searchKey);
    conds.push(or(ilike(tradeListings.name, p), ilike(tradeListings.showName, p), ilike(tradeListings.dzname, p), ilike(tradeListings.productNo, p), ilike(tradeListings.classCodeLevelName, p)));
  }
  const where = and(...conds);
  const [rows, [{ n }], filters] = await Promise.all([
    db.select().from(tradeListings).where(where).orderBy(...order(input.sortBy)).limit(input.limit).offset(offsetOf(input.start, input.limit)),
    db.select({ n: countInt }).from(tradeListings).where(where),
    input.needTypes ? tradeFilters(db, kind) : Promise.resolve(null),
  ]);
  return { filters, goods: pageOf(await toTradeCards(db, rows, now), n, input.start, input.limit) };
}

/** 基本信息 per type (inventory §8.4). */
const BASIC: Record<string, [string, string][]> = {
  GS: [['行业', 'company_industry'], ['经营时间', 'registration_time'], ['纳税类型', 'taxpayer_type'], ['注册资本', 'registered_capital'], ['开户信息', 'bank_account_information'], ['注册区域', 'registration_area'], ['经营范围', 'business_scope']],
  SB: [['类别', 'trademark_category'], ['注册号', 'code'], ['状态', 'trademark_status'], ['组合', 'trademark_portfolio'], ['适用项目', 'applicable_items'], ['类似群组', 'similar_group']],
  ZL: [['类型', 'patent_type'], ['专利号', 'code'], ['状态', 'patent_status'], ['分类', 'patent_classification'], ['申请日期', 'patent_date_of_application'], ['有效日期', 'effective_date']],
  ZZ: [['注册区域', 'qualification_registration_area'], ['到期时间', 'qualification_expire_date'], ['转让方式', 'transfer_method'], ['安许证', 'safety_production_license'], ['注册资本', 'qualification_registered_capital'], ['纳税类型', 'tax_type']],
};

async function findListing(db: DbLike, id: string, keys: string[]) {
  const [l] = await db.select().from(tradeListings).where(and(eq(tradeListings.id, id), inArray(tradeListings.tradeKey, keys))).limit(1);
  if (!l) throw notFound('商品不存在或已下架');
  return l;
}

export async function getTradeDetail(db: DbLike, now: Date, productId: string, userId: string | null): Promise<TradeDetail> {
  const l = await findListing(db, productId, TRADE_KEYS);
  const [fieldMap, saved] = await Promise.all([fieldsOf(db, [l.id]), isSaved(db, userId, FAVOURITE_TYPE.TRADE, l.id)]);
  const fields: FieldRow[] = fieldMap.get(l.id) ?? [];
  const value = (code: string) => {
    const f = fields.find((x) => x.fieldCode === code);
    return (f && (f.fieldValueCn || f.fieldValue)) || '/';
  };
  const qft = l.qftDetails ?? null;
  const rows = qft ? (qft.fieldValueList?.length ? qft.fieldValueList : qft.fieldValueCn.split(';').map((r) => r.split(','))) : [];
  return {
    ...toTradeCard(l, fields, now),
    name: l.tradeKey === 'GS' ? l.name || l.showName || '' : l.showName || l.name,
    showName: l.showName ?? '',
    className: l.className,
    classCodeLevelName: l.classCodeLevelName,
    classCodeLevelList: l.classCodeLevel.split(','),
    productImgArr: l.images.length ? l.images : [l.goodsImg],
    clientDetail: l.clientDetail,
    fieldList: fields.map(toField),
    basicInfo: (BASIC[l.tradeKey] ?? []).map(([label, fieldCode]) => ({ label, fieldCode, value: value(fieldCode) })),
    qftDetails: qft,
    qualificationRows: rows.filter((r) => r.length >= 2).map(([category, major, level]) => ({ category, major: major ?? '', level: level ?? '' })),
    isSave: saved,
  };
}

/** 同类推荐 / 猜您需要: listings of the same type, the viewed one left out. */
export async function getRecommendTrades(db: DbLike, now: Date, input: GetRecommendTradesBody): Promise<TradePage> {
  let key: string | undefined = input.dictCode ? tradeKindOf(input.dictCode).key : undefined;
  if (input.productId) key = (await findListing(db, input.productId, TRADE_KEYS)).tradeKey;
  if (!key) throw badInput('productId：请指定商品或交易类型');
  const where = and(eq(tradeListings.tradeKey, key), inArray(tradeListings.status, LISTED), input.productId ? ne(tradeListings.id, input.productId) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(tradeListings).where(where).orderBy(asc(tradeListings.sort), desc(tradeListings.createdAt), asc(tradeListings.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(tradeListings).where(where),
  ]);
  return pageOf(await toTradeCards(db, rows, now), n, input.page, input.limit);
}

/** Registration addresses and 400 numbers the cart lets the customer pick. */
export async function serviceResource(db: DbLike, input: ServiceResourceBody): Promise<ServiceResourcePage> {
  const kind = RESOURCE_KINDS.find((k) => k.classCode === input.classCode || k.key === input.classCode);
  if (!kind) throw badInput('classCode：资源类型有误');
  let [a, b] = [input.goodsPriceStart, input.goodsPriceEnd].map((y) => (y === undefined ? undefined : y * 100));
  if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
  const area = input.areaCode;
  const where = and(
    eq(tradeListings.tradeKey, kind.key),
    eq(tradeListings.status, GOODS_STATUS.PUT_AWAY),
    input.searchKey ? ilike(tradeListings.name, likeContains(input.searchKey)) : undefined,
    a !== undefined ? gte(tradeListings.platformPriceFen, a) : undefined,
    b !== undefined ? lte(tradeListings.platformPriceFen, b) : undefined,
    area ? or(eq(tradeListings.cityCode, area), eq(tradeListings.districtCode, area), eq(tradeListings.provinceCode, area)) : undefined,
  );
  const dir = input.isAsc === false ? desc : asc;
  const col = input.orderBy === 'price' || input.orderBy === 'goodsPrice' ? tradeListings.platformPriceFen : input.orderBy === 'createTime' || input.orderBy === 'createdAt' ? tradeListings.createdAt : tradeListings.sort;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(tradeListings).where(where).orderBy(dir(col), asc(tradeListings.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(tradeListings).where(where),
  ]);
  const fields = await fieldsOf(db, rows.map((r) => r.id));
  const records = rows.map((r) => ({
    id: r.id,
    name: r.name,
    goodsPriceFen: r.platformPriceFen,
    goodsPrice: tradePriceText(r.platformPriceFen),
    fieldList: (fields.get(r.id) ?? []).map((f) => ({ fieldCode: f.fieldCode, fieldName: f.fieldName, fieldValueCn: f.fieldValueCn || f.fieldValue })),
  }));
  return pageOf(records, n, input.page, input.limit);
}

