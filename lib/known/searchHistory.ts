/**
 * The 必懂 search history of visitors (inventory known.md §13a): localStorage `knownHistory`, newest first, no
 * repeats (a repeat moves to the front), at most 10. Logged-in users' history lives on the server instead.
 * Pure list rules plus a thin storage wrapper; unit-tested (tests/unit/knownFeedSearch.test.ts).
 */
import { SEARCH_TABS, type SearchTab } from '@/lib/contract/known/enums';

export const KNOWN_HISTORY_KEY = 'knownHistory';
export const HISTORY_MAX = 10;
/** The longest keyword the search accepts (the contract's limit). */
export const KEYWORD_MAX = 50;

export function pushHistory(list: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...list];
  return [k, ...list.filter((x) => x !== k)].slice(0, HISTORY_MAX);
}

export const removeHistory = (list: readonly string[], keyword: string) => list.filter((x) => x !== keyword);

export function parseHistory(raw: string | null | undefined): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    return v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readHistory(s: Storage | null = storage()): string[] {
  try {
    return parseHistory(s?.getItem(KNOWN_HISTORY_KEY));
  } catch {
    return [];
  }
}

export function writeHistory(list: readonly string[], s: Storage | null = storage()): void {
  try {
    s?.setItem(KNOWN_HISTORY_KEY, JSON.stringify(list.slice(0, HISTORY_MAX)));
  } catch {
    // storage full or disabled: the history is only a convenience
  }
}

/** A search tab from the query, 问题 when unknown. */
export function searchTabOf(v: string | undefined): SearchTab {
  return SEARCH_TABS.some((t) => t.key === v) ? (v as SearchTab) : 'question';
}

/** The result page of a keyword on a tab. */
export const resultHref = (keyword: string, tab: SearchTab) =>
  `/known/search/result?keyword=${encodeURIComponent(keyword.trim())}&type=${tab}`;

/** The input page, keeping the keyword and the tab. */
export const searchHref = (tab: SearchTab, keyword = '') =>
  `/known/search?type=${tab}${keyword ? `&keyword=${encodeURIComponent(keyword)}` : ''}`;
