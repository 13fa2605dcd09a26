import { useCallback, useEffect, useRef, useState } from 'react';

/** The page shape every list endpoint of this area answers with. */
export type PageOf<T> = { records: T[]; totalCount: number; totalPage: number; current: number };

export type PagedList<T> = {
  items: T[];
  total: number;
  hasMore: boolean;
  /** The first page is loading (after a filter change). */
  loading: boolean;
  /** The first page failed. */
  failed: boolean;
  /** For antd-mobile InfiniteScroll: rejects on failure so it offers a retry. */
  loadMore: () => Promise<void>;
  /** Reload page 1 (PullToRefresh, retry). Resolves with the new first page (null on failure). */
  refresh: () => Promise<PageOf<T> | null>;
};

const hasNext = (p: PageOf<unknown>) => p.current < p.totalPage && p.records.length > 0;

/**
 * A server-rendered first page followed by pages fetched on scroll. When `filterKey` changes the list starts
 * again from page 1; answers for an older key are dropped, so fast filter changes never mix results.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<PageOf<T>>,
  filterKey: string,
  initial: PageOf<T> | null,
): PagedList<T> {
  const [items, setItems] = useState<T[]>(initial?.records ?? []);
  const [total, setTotal] = useState(initial?.totalCount ?? 0);
  const [hasMore, setHasMore] = useState(initial ? hasNext(initial) : true);
  const [loading, setLoading] = useState(!initial);
  const [failed, setFailed] = useState(false);
  const page = useRef(initial?.current ?? 0);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  // The latest fetcher (its filters) for loads started by effects and the list footer.
  useEffect(() => {
    fetchRef.current = fetchPage;
  }, [fetchPage]);
  // The key whose first page is shown or loading: the server rendered the first key's page already.
  const loadedKey = useRef(initial ? filterKey : null);

  const refresh = useCallback(async () => {
    const gen = ++generation.current;
    setLoading(true);
    setFailed(false);
    try {
      const p = await fetchRef.current(1);
      if (gen !== generation.current) return null;
      page.current = 1;
      setItems(p.records);
      setTotal(p.totalCount);
      setHasMore(hasNext(p));
      return p;
    } catch {
      if (gen === generation.current) {
        setFailed(true);
        setItems([]);
        setHasMore(false);
      }
      return null;
    } finally {
      if (gen === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (loadedKey.current === filterKey) return;
    loadedKey.current = filterKey;
    void refresh();
  }, [filterKey, refresh]);

  const loadMore = useCallback(async () => {
    const gen = generation.current;
    const next = page.current + 1;
    const p = await fetchRef.current(next);
    if (gen !== generation.current) return;
    page.current = next;
    setItems((prev) => [...prev, ...p.records]);
    setTotal(p.totalCount);
    setHasMore(hasNext(p));
  }, []);

  return { items, total, hasMore, loading, failed, loadMore, refresh };
}
