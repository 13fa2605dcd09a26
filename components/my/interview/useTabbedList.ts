import { useCallback, useState } from 'react';
import { useRouter } from 'next/router';
import { usePagedList, type PageOf } from '@/components/planner/usePagedList';

/**
 * A paged list with the status tabs of 面谈 (both sides): the tab lives in the address (?status=), so a reload or
 * the back button keeps it; `replace` swaps one item after an action without reloading the page.
 */
export function useTabbedList<T extends { id: string }>(
  fetchPage: (status: number | '', page: number) => Promise<PageOf<T>>,
  initialTab: string,
  first: PageOf<T> | null,
) {
  const router = useRouter();
  const [tab, setTab] = useState(initialTab);
  const [patched, setPatched] = useState<Record<string, T>>({});
  const fetcher = useCallback((page: number) => fetchPage(tab === '' ? '' : Number(tab), page), [fetchPage, tab]);
  const list = usePagedList(fetcher, tab, first);

  const changeTab = (key: string) => {
    setTab(key);
    setPatched({});
    const query = { ...router.query };
    if (key) query.status = key;
    else delete query.status;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  };
  const refresh = async () => {
    setPatched({});
    await list.refresh();
  };
  const items = list.items.map((it) => patched[it.id] ?? it);
  const replace = (it: T) => setPatched((prev) => ({ ...prev, [it.id]: it }));

  return { tab, changeTab, list, items, refresh, replace };
}
