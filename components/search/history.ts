/**
 * Search history in localStorage, newest first, de-duplicated, at most 16 words. Goods keywords and order
 * numbers are kept apart (the original mixed them in one cookie); localStorage rather than a cookie because
 * 16 Chinese phrases URL-encoded can outgrow a cookie and need not travel with every request.
 */
export type HistoryKind = 'goods' | 'order';

export const HISTORY_MAX = 16;
export const HISTORY_KEYS: Record<HistoryKind, string> = {
  goods: 'searchHistory',
  order: 'orderSearchHistory',
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Disabled storage (private mode, blocked cookies) just means no history.
    return null;
  }
}

export function readHistory(kind: HistoryKind): string[] {
  const raw = storage()?.getItem(HISTORY_KEYS[kind]);
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    if (!Array.isArray(list)) return [];
    // Older entries were objects {name, isJumpLink}; keep accepting them.
    const words = list
      .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as { name?: unknown }).name ?? '') : ''))
      .map((w) => w.trim())
      .filter(Boolean);
    return [...new Set(words)].slice(0, HISTORY_MAX);
  } catch {
    return [];
  }
}

function write(kind: HistoryKind, words: string[]) {
  try {
    storage()?.setItem(HISTORY_KEYS[kind], JSON.stringify(words));
  } catch {
    // Quota or disabled storage: history is a convenience, never an error for the user.
  }
}

/** Puts `word` first (moving it up if already there) and returns the new list. Blank words are not stored. */
export function addHistory(kind: HistoryKind, word: string): string[] {
  const w = (word || '').trim();
  const current = readHistory(kind);
  if (!w) return current;
  const next = [w, ...current.filter((x) => x !== w)].slice(0, HISTORY_MAX);
  write(kind, next);
  return next;
}

export function removeHistory(kind: HistoryKind, word: string): string[] {
  const next = readHistory(kind).filter((x) => x !== word);
  write(kind, next);
  return next;
}

export function clearHistory(kind: HistoryKind): void {
  try {
    storage()?.removeItem(HISTORY_KEYS[kind]);
  } catch {
    // see write()
  }
}
