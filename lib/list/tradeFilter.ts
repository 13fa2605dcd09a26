/**
 * The trade list's filters (inventory §5.2) as plain data: selection per tab, dropdown titles, URL form and the
 * get_jy_list request they become. Money in fen, typed prices in yuan ×100.
 */
import { q1 } from '@/lib/query';
import { yuanToFen } from '@/lib/money';
import type { FieldFilter, JyListInput, TradeFilter, TradeFilterOption } from '@/lib/contract/trade/api';

export type AreaNode = { code: string; name: string };
/** null province = 全国; null city = 不限 (whole province); no districts = 不限 (whole city). */
export type RegionSel = { province: AreaNode | null; city: AreaNode | null; districts: AreaNode[] };

export type TradeSel = {
  region: RegionSel;
  priceMin: string;
  priceMax: string;
  /** Code of a price preset. */
  pricePreset: string;
  /** 1-based index of the 排序 option; 0 = default. */
  sort: number;
  /** Chip filters: filter code -> option codes. */
  chips: Record<string, string[]>;
  /** 更多: group code -> option codes. */
  more: Record<string, string[]>;
};

export const EMPTY_REGION: RegionSel = { province: null, city: null, districts: [] };
export const EMPTY_SEL: TradeSel = { region: EMPTY_REGION, priceMin: '', priceMax: '', pricePreset: '', sort: 0, chips: {}, more: {} };

/** Chip filters whose values are the option codes (the rest send ext2, or the name when matched by name). */
const BY_CODE = new Set(['CONDITION-JY-ZZ-LB', 'CONDITION-JY-GS-HY', 'CONDITION-JY-SB-FL']);
/** 更多 groups that allow several options. */
const MULTI_GROUPS = new Set(['JY-GS-GD-FDZC']);
const NAME_LENGTH = 'CONDITION-JY-SB-GD-ZFCD';
const CAPITAL = 'JY-GS-GD-ZCZB';
const AGE_GROUPS = new Set(['CONDITION-JY-SB-GD-ZCNX', 'JY-GS-GD-JYSJ']);

export const isMultiGroup = (code: string) => MULTI_GROUPS.has(code);

/** "a-b" / "a-" / "-b" / "a" -> numbers (undefined for an open side). */
export function parseRange(ext2: string): { start?: number; end?: number } {
  const s = (ext2 || '').trim();
  if (!s) return {};
  if (!s.includes('-')) {
    const n = Number(s);
    return Number.isFinite(n) ? { start: n, end: n } : {};
  }
  const [a, b] = s.split('-');
  const num = (v: string) => (v.trim() === '' || !Number.isFinite(Number(v)) ? undefined : Number(v));
  return { start: num(a), end: num(b) };
}

const YEAR_S = 365.25 * 86_400;

/**
 * Age "a-b" years -> registration time in unix seconds: registered between b and a years ago. "3-" (3 years or
 * more) has no lower time bound; the item's name is used when ext2 is missing ("1年以下", "5年以上").
 */
export function ageToTimeRange(opt: Pick<TradeFilterOption, 'ext2' | 'name'>, nowS: number): { start?: number; end?: number } {
  let { start: a, end: b } = parseRange(opt.ext2);
  if (a === undefined && b === undefined) {
    const m = opt.name.match(/(\d+)(?:\s*-\s*(\d+))?\s*年(以下|以内|以上)?/);
    if (!m) return {};
    if (m[2]) [a, b] = [Number(m[1]), Number(m[2])];
    else if (m[3] === '以上') a = Number(m[1]);
    else [a, b] = [0, Number(m[1])];
  }
  return {
    ...(b !== undefined ? { start: Math.round(nowS - b * YEAR_S) } : {}),
    ...(a !== undefined && a > 0 ? { end: Math.round(nowS - a * YEAR_S) } : a === 0 ? { end: Math.round(nowS) } : {}),
  };
}

/** A typed price bound in fen (exact); nothing when empty or not an amount. */
const boundFen = (v: string) => yuanToFen(v) ?? undefined;

function chipValue(filter: TradeFilter, opt: TradeFilterOption): string {
  if (BY_CODE.has(filter.code)) return opt.code;
  if (filter.ext3 === '1') return opt.name;
  return opt.ext2 || opt.code;
}

/** Adds values to a multi field, merging repeats of one field code. */
function pushMulti(list: FieldFilter[], fieldCode: string, values: string[]) {
  if (!fieldCode || !values.length) return;
  const hit = list.find((f) => f.fieldCode === fieldCode && f.matchType === 'MATCH_TYPE_MULTI');
  if (hit && Array.isArray(hit.fieldValue)) hit.fieldValue = [...new Set([...hit.fieldValue, ...values])];
  else if (!list.some((f) => f.fieldCode === fieldCode)) list.push({ fieldCode, fieldValue: values, matchType: 'MATCH_TYPE_MULTI' });
}

function pushRange(list: FieldFilter[], fieldCode: string, range: { start?: number; end?: number }) {
  if (!fieldCode || (range.start === undefined && range.end === undefined) || list.some((f) => f.fieldCode === fieldCode)) return;
  list.push({ fieldCode, fieldValue: range, matchType: 'MATCH_TYPE_RANGE' });
}

/** The request part of a selection. */
export function selToInput(sel: TradeSel, filters: TradeFilter[], nowS = Math.floor(Date.now() / 1000)): Partial<JyListInput> {
  const out: Partial<JyListInput> = {};
  const fields: FieldFilter[] = [];
  for (const f of filters) {
    if (f.kind === 'region') {
      const r = sel.region;
      const codes = r.districts.length ? r.districts.map((d) => d.code) : r.city ? [r.city.code] : r.province ? [r.province.code] : [];
      pushMulti(fields, f.ext1 || 'registration_area', codes);
    } else if (f.kind === 'price') {
      const preset = f.children.find((o) => o.code === sel.pricePreset);
      if (preset) {
        const { start, end } = parseRange(preset.ext2);
        if (start !== undefined) out.platformPriceStart = start;
        if (end !== undefined) out.platformPriceEnd = end;
      } else {
        let min = boundFen(sel.priceMin);
        let max = boundFen(sel.priceMax);
        if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
        if (min !== undefined) out.platformPriceStart = min;
        if (max !== undefined) out.platformPriceEnd = max;
      }
    } else if (f.kind === 'sort') {
      if (sel.sort > 0) out.sortBy = sel.sort;
    } else if (f.kind === 'more') {
      for (const group of f.children) {
        const chosen = group.children.filter((o) => (sel.more[group.code] ?? []).includes(o.code));
        if (!chosen.length) continue;
        const field = group.ext1 || chosen[0].ext1;
        if (group.code === NAME_LENGTH) {
          const { start, end } = parseRange(chosen[0].ext2);
          if (start !== undefined) out.nameLengthStart = start;
          if (end !== undefined) out.nameLengthEnd = end;
        } else if (group.code === CAPITAL) pushRange(fields, field, parseRange(chosen[0].ext2));
        else if (AGE_GROUPS.has(group.code)) pushRange(fields, field, ageToTimeRange(chosen[0], nowS));
        else pushMulti(fields, field, chosen.map((o) => o.ext2 || o.code));
      }
    } else {
      const chosen = f.children.filter((o) => (sel.chips[f.code] ?? []).includes(o.code));
      if (!chosen.length) continue;
      const field = f.ext3 === '1' ? f.ext1 : chosen[0].ext1 || f.ext1;
      pushMulti(fields, field, chosen.map((o) => chipValue(f, o)));
    }
  }
  if (fields.length) out.fieldList = fields;
  return out;
}

/** Dropdown title of one filter: the choice, 多选 for several, else the filter's name. */
export function filterTitle(f: TradeFilter, sel: TradeSel): string {
  if (f.kind === 'region') {
    const r = sel.region;
    if (r.districts.length > 1) return '多选';
    return r.districts[0]?.name || r.city?.name || r.province?.name || f.name;
  }
  if (f.kind === 'price') {
    const preset = f.children.find((o) => o.code === sel.pricePreset);
    if (preset) return preset.name;
    if (sel.priceMin || sel.priceMax) return `${sel.priceMin || 0}元-${sel.priceMax ? `${sel.priceMax}元` : '不限'}`;
    return f.name;
  }
  if (f.kind === 'sort') return (sel.sort > 0 && f.children[sel.sort - 1]?.name) || f.name;
  if (f.kind === 'more') {
    const n = Object.values(sel.more).reduce((s, v) => s + v.length, 0);
    if (n > 1) return '多选';
    if (n === 1) {
      for (const g of f.children) {
        const hit = g.children.find((o) => (sel.more[g.code] ?? []).includes(o.code));
        if (hit) return hit.name;
      }
    }
    return f.name;
  }
  const chosen = sel.chips[f.code] ?? [];
  if (chosen.length > 1) return '多选';
  return f.children.find((o) => o.code === chosen[0])?.name || f.name;
}

export function isFilterActive(f: TradeFilter, sel: TradeSel): boolean {
  if (f.kind === 'region') return !!sel.region.province;
  if (f.kind === 'price') return !!(sel.pricePreset || sel.priceMin || sel.priceMax);
  if (f.kind === 'sort') return sel.sort > 0;
  if (f.kind === 'more') return Object.values(sel.more).some((v) => v.length);
  return (sel.chips[f.code] ?? []).length > 0;
}

/** A chip tap: multi toggles, single replaces (tapping the chosen one again clears it); '' is 不限. */
export function pickOption(current: string[], code: string, multi: boolean): string[] {
  if (!code) return [];
  if (multi) return current.includes(code) ? current.filter((c) => c !== code) : [...current, code];
  return current[0] === code ? [] : [code];
}

type Query = Record<string, string | string[] | undefined>;
const list = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * Deep link: areacode (+ area name), price "min-max" yuan, pricecode, sort (1-based), classCode + pcode (parallel
 * lists of option codes and the filter / 更多 group code each belongs to).
 */
export function selFromQuery(query: Query): TradeSel {
  const sel: TradeSel = { ...EMPTY_SEL, chips: {}, more: {} };
  const areaCode = q1(query.areacode);
  if (/^\d{6}$/.test(areaCode)) {
    const node = { code: areaCode, name: q1(query.area) || areaCode };
    if (areaCode.endsWith('0000')) sel.region = { province: node, city: null, districts: [] };
    else if (areaCode.endsWith('00')) sel.region = { province: { code: `${areaCode.slice(0, 2)}0000`, name: '' }, city: node, districts: [] };
    else sel.region = { province: { code: `${areaCode.slice(0, 2)}0000`, name: '' }, city: { code: `${areaCode.slice(0, 4)}00`, name: '' }, districts: [node] };
  }
  sel.pricePreset = q1(query.pricecode);
  if (!sel.pricePreset) {
    const [min = '', max = ''] = q1(query.price).split('-');
    sel.priceMin = min.replace(/\D/g, '').slice(0, 8);
    sel.priceMax = max.replace(/\D/g, '').slice(0, 8);
  }
  const sort = Number(q1(query.sort));
  sel.sort = Number.isInteger(sort) && sort > 0 ? sort : 0;
  const codes = list(q1(query.classCode));
  const parents = list(q1(query.pcode));
  codes.forEach((c, i) => {
    const p = parents[i];
    if (!p) return;
    const bucket = /-GD-/.test(p) ? sel.more : sel.chips;
    bucket[p] = [...(bucket[p] ?? []), c];
  });
  return sel;
}

export function selToQuery(sel: TradeSel): Record<string, string> {
  const out: Record<string, string> = {};
  const r = sel.region;
  const area = r.districts.length === 1 ? r.districts[0] : !r.districts.length ? r.city ?? r.province : null;
  if (area) {
    out.areacode = area.code;
    if (area.name) out.area = area.name;
  }
  if (sel.pricePreset) out.pricecode = sel.pricePreset;
  else if (sel.priceMin || sel.priceMax) out.price = `${sel.priceMin}-${sel.priceMax}`;
  if (sel.sort) out.sort = String(sel.sort);
  const pairs = [...Object.entries(sel.chips), ...Object.entries(sel.more)].flatMap(([p, cs]) => cs.map((c) => [c, p] as const));
  if (pairs.length) {
    out.classCode = pairs.map(([c]) => c).join(',');
    out.pcode = pairs.map(([, p]) => p).join(',');
  }
  return out;
}

/** "公司交易-区域:成都市-价格:5-10万" for a subscription lead. */
export function selSummary(tabName: string, sel: TradeSel, filters: TradeFilter[]): string {
  const parts = filters.filter((f) => isFilterActive(f, sel)).map((f) => `${f.name}:${filterTitle(f, sel)}`);
  return [tabName, ...parts].join('-');
}
