import { and, asc, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { tradeDetailHref } from '@/lib/goodsRoute';
import type { TradeCard, TradeField } from '@/lib/contract/trade/api';
import { GOODS_STATUS, PRODUCT_TYPE, TRADE_KINDS, type TradeKey } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { tradePriceText } from '../catalog/price';
import { tradeFields, tradeListings } from './schema';

export type ListingRow = typeof tradeListings.$inferSelect;
export type FieldRow = typeof tradeFields.$inferSelect;
/** The four trade types (the listings table also holds the cart's service resources). */
export const TRADE_KEYS: string[] = TRADE_KINDS.map((k) => k.key);

/** The fields a card summarises, per type (inventory §5.2 "Cards"). */
const CARD_FIELDS: Record<string, string[]> = {
  GS: ['registration_time', 'registered_capital', 'taxpayer_type', 'company_industry'],
  SB: ['trademark_category', 'trademark_portfolio', 'registration_time'],
  ZL: ['patent_type', 'patent_status', 'patent_classification'],
  ZZ: ['qualification_registration_area', 'qualification_expire_date', 'safety_production_license', 'qualification_registered_capital'],
};

const YEAR_S = 365.25 * 86400;

function ageBucket(unixSeconds: number, now: Date) {
  const years = (now.getTime() / 1000 - unixSeconds) / YEAR_S;
  if (years < 1) return '1年以下';
  if (years < 2) return '1-2年';
  if (years < 3) return '2-3年';
  return '3年以上';
}

function capitalBucket(fen: number) {
  const wan = fen / 1_000_000;
  if (wan < 50) return '50万以下';
  if (wan < 100) return '50-100万';
  if (wan < 500) return '100-500万';
  if (wan < 1000) return '500-1000万';
  return '1000万以上';
}

/** One field as the card shows it. */
export function fieldText(f: FieldRow, now: Date): string {
  switch (f.fieldCode) {
    case 'registration_time':
      return f.fieldValueNum ? ageBucket(f.fieldValueNum, now) : f.fieldValueCn || f.fieldValue;
    case 'registered_capital':
    case 'qualification_registered_capital': {
      const fen = f.fieldValueNum ?? Number(f.fieldValue);
      return Number.isFinite(fen) && fen > 0 ? capitalBucket(fen) : '';
    }
    case 'qualification_registration_area':
      return (f.fieldValueCn || f.fieldValue).split(',')[0];
    case 'qualification_expire_date':
      return /^\d{4}/.test(f.fieldValue) ? `${f.fieldValue.slice(0, 4)}年` : f.fieldValueCn;
    case 'safety_production_license':
      return ['1', 'YES'].includes(f.fieldValue) ? '有安许证' : '无安许证';
    default:
      return f.fieldValueCn || f.fieldValue;
  }
}

export const toField = (f: FieldRow): TradeField => ({
  fieldCode: f.fieldCode,
  fieldName: f.fieldName,
  fieldValue: f.fieldValue,
  fieldValueCn: f.fieldValueCn,
  fieldValueList: f.fieldValueList,
});

export async function fieldsOf(db: DbLike, listingIds: string[], codes?: string[]) {
  const by = new Map<string, FieldRow[]>();
  if (!listingIds.length) return by;
  const rows = await db
    .select()
    .from(tradeFields)
    .where(and(inArray(tradeFields.listingId, listingIds), codes ? inArray(tradeFields.fieldCode, codes) : undefined))
    .orderBy(asc(tradeFields.sort), asc(tradeFields.id));
  for (const r of rows) by.set(r.listingId, [...(by.get(r.listingId) ?? []), r]);
  return by;
}

export function toTradeCard(l: ListingRow, fields: FieldRow[], now: Date): TradeCard {
  const wanted = CARD_FIELDS[l.tradeKey] ?? [];
  const shown = wanted.map((code) => fields.find((f) => f.fieldCode === code)).filter((f): f is FieldRow => !!f);
  const logo = l.tradeKey === 'SB' ? fields.find((f) => f.fieldCode === 'logo_image')?.fieldValueList?.[0] : undefined;
  return {
    id: l.id,
    productNo: l.productNo,
    name: l.tradeKey === 'GS' ? l.dzname || l.name : l.showName || l.name,
    dzname: l.dzname ?? '',
    tradeKey: l.tradeKey as TradeKey,
    dictCode: l.dictCode,
    typeCode: l.classCode1,
    classCode: l.classCode,
    classCodeLevel: l.classCodeLevel,
    goodsImg: logo || l.goodsImg,
    desc: shown.map((f) => fieldText(f, now)).filter(Boolean).join(' | '),
    fieldList: shown.map(toField),
    platformPriceFen: l.platformPriceFen,
    referencePriceFen: l.referencePriceFen,
    priceText: tradePriceText(l.platformPriceFen || l.referencePriceFen),
    status: l.status,
    locked: l.status === GOODS_STATUS.LOCKED,
    productType: PRODUCT_TYPE.TRANSACTION,
    href: tradeDetailHref(l.id, l.classCode1),
  };
}

export async function toTradeCards(db: DbLike, rows: ListingRow[], now: Date) {
  const keys = [...new Set(Object.values(CARD_FIELDS).flat()), 'logo_image'];
  const fields = await fieldsOf(db, rows.map((r) => r.id), keys);
  return rows.map((r) => toTradeCard(r, fields.get(r.id) ?? [], now));
}

/** What a list of saved listings shows of each (missing ids and service resources are left out). */
export async function tradeBriefs(db: DbLike, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db.select().from(tradeListings).where(and(inArray(tradeListings.id, ids), inArray(tradeListings.tradeKey, TRADE_KEYS)));
  return rows.map((t) => ({
    id: t.id,
    name: t.showName || t.name,
    img: t.goodsImg,
    className: t.className,
    priceText: tradePriceText(t.platformPriceFen),
    href: tradeDetailHref(t.id, t.classCode1),
  }));
}

/** Listings on sale, newest ids first (the sitemap). */
export async function tradesOnSale(db: DbLike, limit: number) {
  const classCodeOf = new Map<string, string>(TRADE_KINDS.map((k) => [k.dictCode, k.classCode]));
  const rows = await db
    .select({ id: tradeListings.id, dictCode: tradeListings.dictCode })
    .from(tradeListings)
    .where(and(eq(tradeListings.status, GOODS_STATUS.PUT_AWAY), inArray(tradeListings.dictCode, TRADE_KINDS.map((k) => k.dictCode))))
    .orderBy(desc(tradeListings.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, classCode: classCodeOf.get(r.dictCode) ?? '' }));
}

/** Is there a listing with this id (any kind, service resources included, on sale or not)? */
export async function tradeListingExists(db: DbLike, id: string): Promise<boolean> {
  const [row] = await db.select({ id: tradeListings.id }).from(tradeListings).where(eq(tradeListings.id, id)).limit(1);
  return !!row;
}

/** The category codes (levels 1 and 2) of a listing, or undefined when there is no such listing. */
export async function listingClassCodes(db: DbLike, id: string) {
  const [row] = await db
    .select({ classCode1: tradeListings.classCode1, classCode2: tradeListings.classCode2 })
    .from(tradeListings)
    .where(eq(tradeListings.id, id))
    .limit(1);
  return row;
}

/**
 * The status of the listing whose id is `id` (a column or expression of another module's query), as an SQL value:
 * null when there is no such listing (any kind, service resources included).
 */
export const listingStatusOf = (id: SQLWrapper) =>
  sql<string | null>`(select ${tradeListings.status} from ${tradeListings} where ${tradeListings.id} = ${id})`;

/** Listing rows by id (any kind, service resources included; on sale or not), in no particular order. */
export async function listingsByIds(db: DbLike, ids: string[]): Promise<ListingRow[]> {
  return ids.length ? db.select().from(tradeListings).where(inArray(tradeListings.id, ids)) : [];
}
