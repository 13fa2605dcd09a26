/**
 * Display rules for the machine values of a trading listing's fields (inventory catalog §8.4 field codes;
 * platform §1.11 spread/util, §7 SKU attribute display). The server sends display text (fieldValueCn) for
 * 基本信息; the subject pages (/detail/info/*) derive more from the raw values: ages, buckets, class names.
 */
import { chinaParts } from '@/lib/chinaTime';

export type TradeField = {
  fieldCode: string;
  fieldName?: string | null;
  fieldValue?: string | number | null;
  fieldValueCn?: string | null;
  fieldValueList?: unknown;
};

/** 经营范围 longer than this is collapsed behind 查看全部信息. */
export const SCOPE_COLLAPSE_CHARS = 40;

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const YUAN_WAN_FEN = 1_000_000; // 1万元 in fen

/** Registered capital (fen) as the trade filters bucket it: 50万以下 … 1000万以上. */
export function capitalBucket(fen: unknown): string {
  const n = Number(fen);
  if (str(fen) === '' || !Number.isFinite(n) || n < 0) return '';
  const wan = n / YUAN_WAN_FEN;
  if (wan < 50) return '50万以下';
  if (wan < 100) return '50-100万';
  if (wan < 500) return '100-500万';
  if (wan < 1000) return '500-1000万';
  return '1000万以上';
}

/** Qualification registered capital (fen) as the SKU attribute shows it: 100万以下 … 1000万以上. */
export function qualificationCapitalBucket(fen: unknown): string {
  const n = Number(fen);
  if (str(fen) === '' || !Number.isFinite(n) || n < 0) return '';
  const wan = n / YUAN_WAN_FEN;
  if (wan < 100) return '100万以下';
  if (wan < 500) return '100-500万';
  if (wan < 1000) return '500-1000万';
  return '1000万以上';
}

/** 5000000000 fen -> '5000万元'; 1234500000 -> '1234.5万元'; below 1万 in yuan. */
export function formatCapital(fen: unknown): string {
  const n = Number(fen);
  if (str(fen) === '' || !Number.isFinite(n) || n < 0) return '';
  if (n < YUAN_WAN_FEN) return `${Math.round(n / 100)}元`;
  const wan = Math.round((n / YUAN_WAN_FEN) * 100) / 100;
  return `${String(wan)}万元`;
}

/** A date, a unix time in seconds or milliseconds, or 'YYYY-MM-DD'. */
export function toDate(v: unknown): Date | null {
  const s = str(v);
  if (!s) return null;
  let d: Date;
  if (/^\d+$/.test(s)) {
    const n = Number(s);
    d = new Date(n < 1e11 ? n * 1000 : n);
  } else {
    d = new Date(s.length === 10 ? `${s}T00:00:00+08:00` : s);
  }
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Whole years between two dates (anniversaries passed). */
export function fullYears(from: Date, now: Date): number {
  // Anniversaries by the China calendar, whatever the device's zone.
  const [f, n] = [chinaParts(from), chinaParts(now)];
  let years = n.y - f.y;
  const before = n.m < f.m || (n.m === f.m && n.d < f.d);
  if (before) years -= 1;
  return Math.max(0, years);
}

/** Time since registration as the filters bucket it: 1年以下, 1-2年, 2-3年, 3年以上. */
export function yearsBucket(registered: unknown, now: Date = new Date()): string {
  const d = toDate(registered);
  if (!d) return '';
  const years = (now.getTime() - d.getTime()) / (365.25 * 86_400_000);
  if (years < 1) return '1年以下';
  if (years < 2) return '1-2年';
  if (years < 3) return '2-3年';
  return '3年以上';
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' in China time. */
export function formatDate(v: unknown): string {
  const d = toDate(v);
  if (!d) return '';
  const cn = new Date(d.getTime() + 8 * 3_600_000);
  return `${cn.getUTCFullYear()}-${pad2(cn.getUTCMonth() + 1)}-${pad2(cn.getUTCDate())}`;
}

/** The 45 classes of the Nice classification, by their short Chinese names. */
export const TRADEMARK_CLASSES = [
  '化学原料', '颜料油漆', '日化用品', '燃料油脂', '医药', '金属材料', '机械设备', '手工器械', '科学仪器', '医疗器械',
  '灯具空调', '运输工具', '军火烟火', '珠宝钟表', '乐器', '办公用品', '橡胶制品', '皮革皮具', '建筑材料', '家具',
  '厨房洁具', '绳网袋篷', '纱线丝', '布料床单', '服装鞋帽', '纽扣拉链', '地毯席垫', '健身器材', '食品', '方便食品',
  '农林生鲜', '啤酒饮料', '酒', '烟草烟具', '广告销售', '金融物管', '建筑修理', '通讯服务', '运输贮藏', '材料加工',
  '教育娱乐', '网站服务', '餐饮住宿', '医疗园艺', '社会服务',
] as const;

/** '35' / '第35类' / 35 -> '第35类 广告销售'; anything else is shown as given. */
export function trademarkClassLabel(v: unknown): string {
  const s = str(v);
  const m = /^(?:第)?(\d{1,2})(?:类)?$/.exec(s);
  if (!m) return s;
  const n = Number(m[1]);
  return n >= 1 && n <= 45 ? `第${n}类 ${TRADEMARK_CLASSES[n - 1]}` : s;
}

/** safety_production_license: a yes/no value as 有安许证 / 无安许证. */
export function licenseLabel(v: unknown): string {
  const s = str(v).toLowerCase();
  if (!s) return '';
  if (['1', 'true', 'yes', 'y', '有', '有安许证'].includes(s)) return '有安许证';
  if (['0', 'false', 'no', 'n', '无', '无安许证'].includes(s)) return '无安许证';
  return str(v);
}

/** qualification_expire_date: the year the qualification expires ('2027年'). */
export function expireYear(v: unknown): string {
  const d = toDate(v);
  if (!d) return str(v);
  return `${formatDate(d).slice(0, 4)}年`;
}

/**
 * A machine value shown when the listing carries no display text for it. The server normally sends
 * fieldValueCn; these keep the page right when it does not.
 */
export function formatFieldValue(code: string, value: unknown): string {
  const s = str(value);
  if (!s) return '';
  switch (code) {
    case 'registered_capital':
      return formatCapital(s) || s;
    case 'qualification_registered_capital':
      return qualificationCapitalBucket(s) || s;
    case 'registration_time':
      return yearsBucket(s) || s;
    case 'trademark_category':
      return trademarkClassLabel(s);
    case 'safety_production_license':
      return licenseLabel(s);
    case 'qualification_expire_date':
      return expireYear(s);
    case 'patent_date_of_application':
    case 'effective_date':
      return /^\d+$/.test(s) ? formatDate(s) : s;
    default:
      return s;
  }
}

export const EMPTY_VALUE = '/';

/** The value of one field: its display text, else its formatted machine value, else '/'. */
export function fieldText(fields: readonly TradeField[] | null | undefined, code: string): string {
  const f = fields?.find((x) => x.fieldCode === code);
  if (!f) return EMPTY_VALUE;
  return str(f.fieldValueCn) || formatFieldValue(code, f.fieldValue) || EMPTY_VALUE;
}

/** The raw (machine) value of one field, '' when absent. */
export function fieldRaw(fields: readonly TradeField[] | null | undefined, code: string): string {
  return str(fields?.find((x) => x.fieldCode === code)?.fieldValue);
}

/** The list value of one field (e.g. the trademark logo paths). */
export function fieldList(fields: readonly TradeField[] | null | undefined, code: string): string[] {
  const v = fields?.find((x) => x.fieldCode === code)?.fieldValueList;
  return Array.isArray(v) ? v.map(str).filter(Boolean) : [];
}

/** Age since a date: '不足1年' or 'N年'. */
export function ageText(from: unknown, now: Date = new Date()): string {
  const d = toDate(from);
  if (!d) return '';
  const years = fullYears(d, now);
  return years < 1 ? '不足1年' : `${years}年`;
}

/** Protection left until a date: '已到期', '不足1年' or '约N年'. */
export function remainingText(until: unknown, now: Date = new Date()): string {
  const d = toDate(until);
  if (!d) return '';
  if (d.getTime() <= now.getTime()) return '已到期';
  const years = fullYears(now, d);
  return years < 1 ? '不足1年' : `约${years}年`;
}

/** '服装，鞋；帽子、围巾' -> ['服装', '鞋', '帽子', '围巾']. */
export function splitItems(text: unknown): string[] {
  const s = str(text);
  if (!s || s === EMPTY_VALUE) return [];
  return s
    .split(/[,，、;；\n]/)
    .map((x) => x.trim())
    .filter(Boolean);
}
