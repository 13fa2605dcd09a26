import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * false on the server and through hydration, true right after: the city pages paint the request's cookies
 * first (same HTML on both sides) and switch to the browser's stores once hydrated.
 */
export function useClientReady(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
