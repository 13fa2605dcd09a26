/**
 * The one display formatter of dates and times: China time (UTC+8, no daylight saving) whatever the zone of the
 * server or the browser. The API sends instants as ISO strings (UTC); pages show them through these functions:
 * `listTime` for the when of an item in a list (feeds, conversations, notices, comments, a row's "who · when" line;
 * components/common/ListTime), `chinaDateTime` where the time itself is read: details, labelled fields (申请时间：…),
 * money records (bills, withdrawals, orders, invoices, refunds) and the operator desk.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad2 = (n: number) => String(n).padStart(2, '0');

/** An ISO string, epoch ms (number or digits) or Date as a Date; null for nothing or nonsense. */
export function toInstant(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  const s = value.trim();
  // 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm[:ss]' without a zone are China time already.
  const local = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(s);
  const d = /^\d+$/.test(s) ? new Date(Number(s)) : new Date(local ? `${s.replace(' ', 'T')}${s.length === 10 ? 'T00:00:00' : ''}+08:00` : s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The calendar fields of an instant in China time. */
export function chinaParts(d: Date) {
  const c = new Date(d.getTime() + CHINA_OFFSET_MS);
  return { y: c.getUTCFullYear(), m: c.getUTCMonth() + 1, d: c.getUTCDate(), h: c.getUTCHours(), min: c.getUTCMinutes(), s: c.getUTCSeconds(), weekday: c.getUTCDay() };
}

/** Days since the epoch of the instant's calendar day in China time (two instants of one China day share it). */
export const chinaDayNumber = (d: Date) => Math.floor((d.getTime() + CHINA_OFFSET_MS) / 86_400_000);

type Input = string | number | Date | null | undefined;

/**
 * 'YYYY-MM-DD HH:mm' (or with seconds) in China time. Nothing gives ''; text that is no time is returned as given,
 * so a server that already formatted it is not mangled.
 */
export function chinaDateTime(value: Input, opts: { seconds?: boolean } = {}): string {
  const d = toInstant(value);
  if (!d) return typeof value === 'string' ? value : '';
  const p = chinaParts(d);
  const hm = `${pad2(p.h)}:${pad2(p.min)}${opts.seconds ? `:${pad2(p.s)}` : ''}`;
  return `${p.y}-${pad2(p.m)}-${pad2(p.d)} ${hm}`;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/**
 * The time of an item in a list, as people read it (issue 28), against `now` (pass the clock both the server and
 * the browser render with: components/common/ListClock):
 * - under a minute, or ahead of `now` (a skewed clock): 刚刚
 * - earlier today in China time: N分钟前, then N小时前
 * - yesterday in China time: 昨天 HH:mm
 * - earlier this year: MM-DD; before this year: YYYY-MM-DD
 * Nothing gives ''; text that is no time is returned as given.
 */
export function listTime(value: Input, now: number | Date): string {
  const d = toInstant(value);
  if (!d) return typeof value === 'string' ? value : '';
  const at = new Date(typeof now === 'number' ? now : now.getTime());
  const ago = at.getTime() - d.getTime();
  if (!(ago >= MINUTE_MS)) return '刚刚';
  const days = chinaDayNumber(at) - chinaDayNumber(d);
  if (days <= 0) return ago < HOUR_MS ? `${Math.floor(ago / MINUTE_MS)}分钟前` : `${Math.floor(ago / HOUR_MS)}小时前`;
  const p = chinaParts(d);
  if (days === 1) return `昨天 ${pad2(p.h)}:${pad2(p.min)}`;
  const md = `${pad2(p.m)}-${pad2(p.d)}`;
  return p.y === chinaParts(at).y ? md : `${p.y}-${md}`;
}

/** 'HH:mm' in China time (a lock that lifts today, say); nothing or no time gives ''. */
export function chinaClock(value: Input): string {
  const d = toInstant(value);
  if (!d) return '';
  const p = chinaParts(d);
  return `${pad2(p.h)}:${pad2(p.min)}`;
}

/** 'YYYY-MM-DD' in China time; `sep` '.' gives 'YYYY.MM.DD' (coupon validity). */
export function chinaDate(value: Input, sep = '-'): string {
  const d = toInstant(value);
  if (!d) return typeof value === 'string' ? value : '';
  const p = chinaParts(d);
  return [p.y, pad2(p.m), pad2(p.d)].join(sep);
}

/** 'YYYY年M月D日' in China time (documents). */
export function chinaDateCn(value: Input): string {
  const d = toInstant(value);
  if (!d) return '';
  const p = chinaParts(d);
  return `${p.y}年${p.m}月${p.d}日`;
}
