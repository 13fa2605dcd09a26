import { useSyncExternalStore } from 'react';
import { parseReadIds, READ_KEY } from './foundText';

/**
 * The articles opened this session (sessionStorage `foundRead`): their titles show grey in the lists. One copy for
 * every 发现 page, so the kept-alive list greys a card the moment it is tapped.
 */
let ids: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();
const NONE: ReadonlySet<string> = new Set();

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function current(): ReadonlySet<string> {
  ids ??= new Set(parseReadIds(session()?.getItem(READ_KEY) ?? null));
  return ids;
}

export function markRead(id: string): void {
  const now = current();
  if (now.has(id)) return;
  ids = new Set([...now, id]);
  try {
    session()?.setItem(READ_KEY, JSON.stringify([...ids]));
  } catch {
    // Storage refused: the grey title lasts until the page reloads.
  }
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

/** The read ids: none on the server and through hydration (same HTML), the session's afterwards. */
export const useReadIds = (): ReadonlySet<string> => useSyncExternalStore(subscribe, current, () => NONE);
