/**
 * 发现 search history (inventory §16c): localStorage `foundHistory`, a JSON array of words, newest first, without
 * repeats, at most FOUND_HISTORY_MAX (the original kept every word). The list rules are pure (pushHistory,
 * parseHistory); the storage calls take the Storage to use, so tests can pass their own.
 */
export const FOUND_HISTORY_KEY = 'foundHistory';
export const FOUND_HISTORY_MAX = 20;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** `word` first (moved up when already there), blank words ignored, at most `max` words. */
export function pushHistory(list: readonly string[], word: string, max = FOUND_HISTORY_MAX): string[] {
  const w = word.trim();
  if (!w) return list.slice(0, max);
  return [w, ...list.filter((x) => x !== w)].slice(0, max);
}

/** The stored value as a list: strings only, trimmed, no blanks or repeats, at most `max`; anything else is empty. */
export function parseHistory(raw: string | null | undefined, max = FOUND_HISTORY_MAX): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    if (!Array.isArray(v)) return [];
    const words = v.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean);
    return [...new Set(words)].slice(0, max);
  } catch {
    return [];
  }
}

function browserStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Disabled storage (private mode) just means no history.
    return null;
  }
}

export function readFoundHistory(store: Store | null = browserStore()): string[] {
  try {
    return parseHistory(store?.getItem(FOUND_HISTORY_KEY));
  } catch {
    return [];
  }
}

/** Saves `word` at the front and answers the new list (the old one when storage refuses). */
export function saveFoundKeyword(word: string, store: Store | null = browserStore()): string[] {
  const next = pushHistory(readFoundHistory(store), word);
  try {
    store?.setItem(FOUND_HISTORY_KEY, JSON.stringify(next));
  } catch {
    // Quota or disabled storage: history is a convenience, never an error for the user.
  }
  return next;
}

export function clearFoundHistory(store: Store | null = browserStore()): void {
  try {
    store?.removeItem(FOUND_HISTORY_KEY);
  } catch {
    // see saveFoundKeyword
  }
}
