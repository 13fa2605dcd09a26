import { useRouter } from 'next/router';
import { useCallback } from 'react';

/**
 * Writes list state (tab, filters) into the URL without re-rendering on the server, so reload, share and back
 * show the same list. `keep` are the page's own parameters that survive every change.
 */
export function useQuerySync(keep: Record<string, string>) {
  const router = useRouter();
  const keepKey = JSON.stringify(keep);
  return useCallback(
    (params: Record<string, string>) => {
      const base = JSON.parse(keepKey) as Record<string, string>;
      const query = Object.fromEntries(Object.entries({ ...base, ...params }).filter(([, v]) => v !== ''));
      void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
    },
    [router, keepKey],
  );
}
