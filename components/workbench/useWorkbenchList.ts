import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';

type Counted<T> = PageOf<T> & { counts: Record<string, number> };

/**
 * A workbench list with status tabs: the server-rendered first page of the first tab, pages fetched on scroll, the
 * tab kept in the URL (?status=) so coming back from a detail lands on it, and each tab's count from the latest page.
 */
export function useWorkbenchList<T, K extends string>(path: string, initialTab: K, first: Counted<T> | null, fetchPage: (tab: K, page: number) => Promise<Counted<T>>) {
  const router = useRouter();
  const [tab, setTabState] = useState<K>(initialTab);
  const [counts, setCounts] = useState<Record<string, number>>(first?.counts ?? {});
  const fetcher = useCallback(
    async (page: number) => {
      const p = await fetchPage(tab, page);
      setCounts(p.counts);
      return p;
    },
    [fetchPage, tab],
  );
  const list = usePagedList(fetcher, tab, first);
  const setTab = (key: K) => {
    setTabState(key);
    void router.replace({ pathname: path, query: { status: key } }, undefined, { shallow: true, scroll: false });
  };
  return { tab, setTab, counts, list };
}
