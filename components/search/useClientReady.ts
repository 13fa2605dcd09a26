import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** false on the server and during hydration, true afterwards: browser-only data (localStorage) renders after hydration. */
export function useClientReady(): boolean {
  return useSyncExternalStore(never, () => true, () => false);
}
