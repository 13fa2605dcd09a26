import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * false on the server and through hydration, true right after: pages paint the request's data (cookies, SSR props)
 * first (same HTML on both sides) and switch to the browser's stores once hydrated.
 */
export function useClientReady(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
