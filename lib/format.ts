/** Display formatters of spec §9. Money crosses boundaries as integer fen; yuan exists only here. */

const toNumber = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : NaN;
};

/** Yuan and fen live in lib/money.ts; the formatter is re-exported here for the views that format everything. */
export { fenToYuan } from './money';

/** Counts of 10000 or more in ten-thousands with one decimal and suffix w (12345 -> '1.2w', 10000 -> '1w'). */
export function formatCount(count: unknown): string {
  const n = toNumber(count);
  if (Number.isNaN(n)) return '0';
  if (Math.abs(n) < 10_000) return String(n);
  const tenths = Math.round(n / 1000) / 10;
  return `${tenths.toFixed(1).replace(/\.0$/, '')}w`;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 3661 -> '01:01:01'. Hours are not wrapped at 24. */
export function secondsToHms(seconds: unknown): string {
  const n = toNumber(seconds);
  const s = Number.isNaN(n) || n < 0 ? 0 : Math.floor(n);
  return `${pad2(Math.floor(s / 3600))}:${pad2(Math.floor((s % 3600) / 60))}:${pad2(s % 60)}`;
}

export { maskPhone } from './maskPhone';

/** Keeps `head` leading and `tail` trailing characters and masks the rest one for one (by code point). */
export function maskString(value: string | null | undefined, head = 1, tail = 1, mask = '*'): string {
  const chars = Array.from(value || '');
  if (chars.length <= head + tail) return chars.join('');
  const middle = chars.length - head - tail;
  return chars.slice(0, head).join('') + mask.repeat(middle) + (tail > 0 ? chars.slice(-tail).join('') : '');
}

export { IMG_ENDPOINT, resizeImage, type ResizeMode } from './imageUrl';

/** Unread badge text: nothing at 0, '99+' above 99. */
export function badgeCount(n: number, cap = 99): string {
  if (!n || n <= 0) return '';
  return n > cap ? `${cap}+` : String(Math.floor(n));
}

/** Basis points as a percentage text: 9850 -> "98.5%"; nothing for nothing. */
export function bpToPercentText(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return '';
  return `${Number((bp / 100).toFixed(1))}%`;
}

/** 薯片分 as shown: the mean of the planner's reviews, '--' while nobody has reviewed them (0; ADR 0027). */
export const pointText = (point: number | null | undefined): string => (point && point > 0 ? String(point) : '--');

/**
 * A place from its levels, broadest first, as people write it: a municipality's city level repeats its province
 * (北京市 北京市) and is dropped, so 北京市 朝阳区 and 四川省 成都市 武侯区.
 */
export function placeText(...levels: (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const l of levels) if (l && l !== out[out.length - 1]) out.push(l);
  return out.join(' ');
}
