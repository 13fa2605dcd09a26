import { useSyncExternalStore } from 'react';
import { MORE_PLATE_KEY } from '@/lib/known/boardRules';

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.localStorage.getItem(MORE_PLATE_KEY);
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === MORE_PLATE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves the hidden boards (localStorage `morePlate`) and tells every reader. */
export function writeMorePlate(value: string): void {
  try {
    window.localStorage.setItem(MORE_PLATE_KEY, value);
  } catch {
    // storage disabled: the choice lasts until the page is left
  }
  listeners.forEach((l) => l());
}

/** The stored hidden boards as raw text: null on the server and during hydration (every board shows first). */
export function useMorePlate(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
