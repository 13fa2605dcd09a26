import { useSyncExternalStore } from 'react';

/**
 * Whether this page load's state is in the stores yet. An external store rather than React state:
 * false on the server and through hydration (so the first client frame matches the server's),
 * flipped once by _app's boot effect.
 */
let booted = false;
const listeners = new Set<() => void>();

export function markBooted(): void {
  if (booted) return;
  booted = true;
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useBooted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => booted,
    () => false,
  );
}
