/**
 * Pure rules of the 发现 (news) pages (inventory §16): texts, the heat badge, dates, the card layout, the search
 * highlight and the API keyword. No React, no browser: unit-tested in node (tests/unit/foundText.test.ts).
 */
import { ARTICLE_KEYWORD_MAX } from '@/lib/contract/article/enums';

/** The byline of every article. The original drew a fake pen name per id from a fixed list; we show one source. */
export const FOUND_AUTHOR = '薯片资讯';
export const FOUND_LOGO = '/images/logo.svg';

/** The pull-to-refresh texts of every list (inventory §0 list conventions): one copy, in lib/known/knownText. */
export { PULL_TEXTS } from '@/lib/known/knownText';

/** The heat badge: the read count, "10w+" above 99999. */
export function heatText(views: number): string {
  if (!Number.isFinite(views) || views < 0) return '0';
  return views > 99_999 ? '10w+' : String(Math.floor(views));
}

/** '2026-11-20' (or an ISO time's date) → '2026.11.20'. */
export const dotDate = (date: string): string => date.slice(0, 10).replace(/-/g, '.');

/**
 * Card layout of the list: a large picture under the title for every fifth card (the 5th, 10th, …), text left and
 * a small picture right otherwise; a card without a picture is text only.
 */
export function cardLayout(index: number, coverUrl: string): 'large' | 'side' | 'text' {
  if (!coverUrl) return 'text';
  return index % 5 === 4 ? 'large' : 'side';
}

/** The key of the 全部 tab (no category; no category code is "all"). */
export const ALL_TAB = 'all';
/** The tabs of /found: 全部, then every category the API answers (no code of our own). */
export function foundTabs(categories: readonly { code: string; name: string }[]): { key: string; title: string }[] {
  return [{ key: ALL_TAB, title: '全部' }, ...categories.map((c) => ({ key: c.code, title: c.name }))];
}

/** The category of a query value: one of the answered codes, else '' (全部). */
export const tabOf = (wanted: string | undefined, categories: readonly { code: string }[]) =>
  wanted && categories.some((c) => c.code === wanted) ? wanted : '';

/** The search box takes 100 characters (as the original); the API searches the first ARTICLE_KEYWORD_MAX of them. */
export const FOUND_INPUT_MAX = 100;
export const apiKeyword = (keyword: string): string => keyword.trim().slice(0, ARTICLE_KEYWORD_MAX).trim();

/** The search results of a keyword. */
export const kwordHref = (keyword: string) => `/found/kword?keyword=${encodeURIComponent(keyword.trim())}`;

export type TextPart = { text: string; hit: boolean };

/**
 * `text` cut into plain and matching parts (case-insensitive, the keyword taken literally), for rendering matches as
 * <mark> elements: never HTML. Joining the parts gives `text` back.
 */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const kw = keyword.trim();
  if (!kw || !text) return text ? [{ text, hit: false }] : [];
  const lower = text.toLowerCase();
  const needle = kw.toLowerCase();
  // Lower-casing may change a string's length (rare letters): then match on the original text only.
  const sameLength = lower.length === text.length && needle.length === kw.length;
  const hay = sameLength ? lower : text;
  const pin = sameLength ? needle : kw;
  const parts: TextPart[] = [];
  let at = 0;
  for (let i = hay.indexOf(pin); i !== -1; i = hay.indexOf(pin, i + pin.length)) {
    if (i > at) parts.push({ text: text.slice(at, i), hit: false });
    parts.push({ text: text.slice(i, i + pin.length), hit: true });
    at = i + pin.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

/** Session key of the articles opened this session (their titles turn grey). */
export const READ_KEY = 'foundRead';
/** Parses the stored ids (a JSON array of strings); anything else is none. */
export function parseReadIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-500) : [];
  } catch {
    return [];
  }
}
