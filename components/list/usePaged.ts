import { useCallback, useEffect, useRef, useState } from 'react';
import type { Paged } from '@/services/goods';

export type PagedState<T> = {
  items: T[];
  total: number;
  /** The last page loaded (0: none yet). */
  page: number;
  hasMore: boolean;
  loading: boolean;
  /** The last load failed (the list keeps what it had). */
  failed: boolean;
};

const fromPage = <T,>(p: Paged<T> | null | undefined): PagedState<T> => ({
  items: p?.records ?? [],
  total: p?.totalCount ?? 0,
  page: p ? p.current || 1 : 0,
  hasMore: p ? p.records.length > 0 && (p.current || 1) < (p.totalPage || 0) : true,
  loading: false,
  failed: false,
});

const ignore = () => undefined;

/**
 * Page-by-page loading for infinite lists. `initial` is the server-rendered first page; a change of `queryKey`
 * (new filters, keyword, tab) starts over — from a new `initial` when a navigation brought one, otherwise by
 * loading page 1. Answers for an outdated query are dropped, so a slow old page never lands in a new list.
 */
export function usePaged<T>(fetchPage: (page: number) => Promise<Paged<T>>, queryKey: string, initial?: Paged<T> | null) {
  const [state, setState] = useState<PagedState<T>>(() => fromPage(initial));
  const [track, setTrack] = useState({ key: queryKey, initial, fetch: !initial });
  if (track.key !== queryKey) {
    const fresh = !!initial && initial !== track.initial;
    setTrack({ key: queryKey, initial, fetch: !fresh });
    setState(fresh ? fromPage(initial) : { ...fromPage<T>(null), loading: true });
  }

  const generation = useRef(0);
  const busy = useRef(false);
  const stateRef = useRef(state);
  const fetchRef = useRef(fetchPage);
  useEffect(() => {
    stateRef.current = state;
    fetchRef.current = fetchPage;
  });

  const load = useCallback(async (page: number, replace: boolean) => {
    const gen = generation.current;
    busy.current = true;
    try {
      const res = await fetchRef.current(page);
      if (gen !== generation.current) return;
      setState((s) => {
        const items = replace ? res.records : [...s.items, ...res.records];
        const current = res.current || page;
        return {
          items,
          total: res.totalCount,
          page: current,
          hasMore: res.records.length > 0 && current < res.totalPage && items.length < res.totalCount,
          loading: false,
          failed: false,
        };
      });
    } catch (err) {
      if (gen !== generation.current) return;
      setState((s) => ({ ...s, loading: false, failed: true }));
      throw err;
    } finally {
      if (gen === generation.current) busy.current = false;
    }
  }, []);

  // A new query (or a mount without a server page): forget pending answers, load page 1 when needed.
  useEffect(() => {
    generation.current += 1;
    busy.current = false;
    if (track.fetch) load(1, true).catch(ignore);
  }, [track, load]);

  /** Next page; resolves when done, rejects on failure (InfiniteScroll then offers its retry). */
  const loadMore = useCallback(async () => {
    if (busy.current || !stateRef.current.hasMore) return;
    setState((s) => ({ ...s, loading: true, failed: false }));
    await load(stateRef.current.page + 1, false);
  }, [load]);

  const refresh = useCallback(async () => {
    generation.current += 1;
    busy.current = false;
    setState((s) => ({ ...s, loading: !s.items.length, failed: false }));
    await load(1, true);
  }, [load]);

  return { ...state, loadMore, refresh };
}
