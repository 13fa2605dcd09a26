import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/pageLoader';

export type Loaded<T> = {
  data: T | null;
  loading: boolean;
  /** The failure message ('' while fine). */
  error: string;
  reload: () => Promise<T | null>;
  setData: (next: T | null) => void;
};

/**
 * One remote read for a page: the server-rendered answer first (when there is one), a client load otherwise,
 * and again whenever `key` changes (null: nothing to load). Answers for an older key are dropped.
 */
export function useLoad<T>(fetcher: () => Promise<T>, key: string | null, initial?: T | null): Loaded<T> {
  const [data, setData] = useState<T | null>(initial ?? null);
  const [loading, setLoading] = useState(initial == null && key !== null);
  const [error, setError] = useState('');
  const fetchRef = useRef(fetcher);
  const gen = useRef(0);
  const loadedKey = useRef(initial != null ? key : null);
  useEffect(() => {
    fetchRef.current = fetcher;
  }, [fetcher]);

  const reload = useCallback(async () => {
    const g = ++gen.current;
    setLoading(true);
    setError('');
    try {
      const d = await fetchRef.current();
      if (g === gen.current) setData(d);
      return d;
    } catch (e) {
      if (g === gen.current) setError(errorText(e));
      return null;
    } finally {
      if (g === gen.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    // A null key: nothing to load (the page explains what is missing).
    if (key === null || loadedKey.current === key) return;
    loadedKey.current = key;
    void reload();
  }, [key, reload]);

  return { data, loading, error, reload, setData };
}
