import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FieldFilter, TradeFilter, TradeFilterOption } from '@/lib/contract/trade/api';
import { TRADE_KINDS } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { notFound } from '../../http/errors';
import { tradeFields, tradeListings } from './schema';
import { dictChildren, type DictRow } from '../dict/service';

export type TradeKind = (typeof TRADE_KINDS)[number];

/** Region filters match the listing's province / city / district columns. */
export const REGION_FIELDS = ['registration_area', 'qualification_registration_area'];
/** Chip filters that allow several choices (inventory §5.2). */
const MULTI_CODES = ['CONDITION-JY-SB-FL', 'JY-GS-GD-FDZC'];

/** The tab of a trade list: CONDITION-JY-GS, CATE-JYZY-GS or the FL code; none = 公司. */
export function tradeKindOf(code?: string): TradeKind {
  if (!code) return TRADE_KINDS[0];
  const k = TRADE_KINDS.find((t) => t.condition === code || t.dictCode === code || t.classCode === code || t.key === code);
  if (!k) throw notFound('交易类型不存在');
  return k;
}

function kindOf(code: string, name: string): TradeFilter['kind'] {
  if (code.endsWith('-DQ')) return 'region';
  if (code.endsWith('-JG') || name === '价格') return 'price';
  if (code.endsWith('-PX') || name === '排序') return 'sort';
  if (code.endsWith('-GD') || name === '更多') return 'more';
  return 'chips';
}

const option = (r: DictRow, kids: TradeFilterOption[] = []): TradeFilterOption => ({
  id: r.code,
  code: r.code,
  name: r.name,
  ext1: r.ext1 ?? '',
  ext2: r.ext2 ?? '',
  pcode: r.parentCode ?? '',
  children: kids,
});

/** The filter bar of a trade tab, from the dictionary (CONDITION-JY-<key> → filters → options; 更多 → groups → options). */
export async function tradeFilters(db: DbLike, kind: TradeKind): Promise<TradeFilter[]> {
  const defs = await dictChildren(db, [kind.condition]);
  const level2 = await dictChildren(db, defs.map((d) => d.code));
  const moreGroups = level2.filter((o) => defs.find((d) => d.code === o.parentCode && kindOf(d.code, d.name) === 'more'));
  const level3 = await dictChildren(db, moreGroups.map((g) => g.code));
  return defs.map((d) => {
    const kind = kindOf(d.code, d.name);
    const opts = level2.filter((o) => o.parentCode === d.code);
    return {
      code: d.code,
      name: d.name,
      ext1: d.ext1 ?? '',
      ext3: d.ext3 ?? '',
      kind,
      multi: MULTI_CODES.includes(d.code),
      children:
        kind === 'more'
          ? opts.map((g) => ({ ...option(g, level3.filter((o) => o.parentCode === g.code).map((o) => option(o))), multi: MULTI_CODES.includes(g.code) }))
          : opts.map((o) => option(o)),
    };
  });
}

const textArray = (vals: string[]) => sql`array[${sql.join(vals.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const YEAR_S = Math.round(365.25 * 86400);

/** A region code's level by its shape: 510000 province, 510100 city, 510104 district. */
function regionCond(code: string): SQL {
  if (code.endsWith('0000')) return eq(tradeListings.provinceCode, code);
  if (code.endsWith('00')) return eq(tradeListings.cityCode, code);
  return eq(tradeListings.districtCode, code);
}

/**
 * One field filter as SQL. MULTI: the field's value, display text or one of its list values is one of the chosen
 * (pages send codes, ext2 values or names); RANGE: its number lies in [start, end]; YEARS: a date field lies
 * start..end years back from now.
 */
export function fieldCondition(f: FieldFilter, now: Date): SQL | undefined {
  if (f.matchType === 'MATCH_TYPE_MULTI') {
    const vals = f.fieldValue.filter(Boolean);
    if (!vals.length) return undefined;
    if (REGION_FIELDS.includes(f.fieldCode)) return sql`(${sql.join(vals.map(regionCond), sql` or `)})`;
    return sql`exists (select 1 from ${tradeFields} where ${tradeFields.listingId} = ${tradeListings.id} and ${tradeFields.fieldCode} = ${f.fieldCode}
      and (${tradeFields.fieldValue} = any(${textArray(vals)}) or ${tradeFields.fieldValueCn} = any(${textArray(vals)})
        or coalesce(${tradeFields.fieldValueList}, '[]'::jsonb) ?| ${textArray(vals)}))`;
  }
  let { start, end } = f.fieldValue;
  if (f.matchType === 'MATCH_TYPE_YEARS') {
    const nowS = Math.floor(now.getTime() / 1000);
    [start, end] = [end === undefined ? undefined : nowS - end * YEAR_S, start === undefined ? undefined : nowS - start * YEAR_S];
  }
  if (start !== undefined && end !== undefined && start > end) [start, end] = [end, start];
  const bounds = (col: SQL | typeof tradeListings.nameLength) => [
    start !== undefined ? sql`${col} >= ${start}` : undefined,
    end !== undefined ? sql`${col} <= ${end}` : undefined,
  ];
  if (f.fieldCode === 'platformPrice' || f.fieldCode === 'platform_price') return and(...bounds(sql`${tradeListings.platformPriceFen}`));
  if (f.fieldCode === 'name_length') return and(...bounds(tradeListings.nameLength));
  const parts = bounds(sql`${tradeFields.fieldValueNum}`).filter(Boolean) as SQL[];
  if (!parts.length) return undefined;
  return sql`exists (select 1 from ${tradeFields} where ${tradeFields.listingId} = ${tradeListings.id} and ${tradeFields.fieldCode} = ${f.fieldCode}
    and ${sql.join(parts, sql` and `)})`;
}
