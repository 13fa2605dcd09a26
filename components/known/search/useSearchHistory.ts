import { useCallback, useEffect, useState } from 'react';
import { knownClearHistory, knownKeywords, type Keywords } from '@/services/known';
import { toast } from '@/lib/toast';
import { useKnownLogin } from '../common/useKnownLogin';
import { isSessionError, knownErrorText } from '../common/knownErrors';
import { pushHistory, readHistory, removeHistory, writeHistory } from '@/lib/known/searchHistory';

/**
 * 历史记录 and 热门搜索 of /known/search: a logged-in user's history is the server's (it records each search and
 * clears it all at once); a visitor's is this browser's localStorage `knownHistory`. `initial` is what the server
 * rendered (hot keywords, and a logged-in user's history); the browser reads them again once the session is known.
 */
export function useSearchHistory(initial: Keywords | null = null) {
  const { isLogin, booted } = useKnownLogin();
  const [hot, setHot] = useState<string[]>(initial?.hot ?? []);
  const [history, setHistory] = useState<string[]>(initial?.history ?? []);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!booted) return;
    let live = true;
    knownKeywords().then(
      (k) => {
        if (!live) return;
        setHot(k.hot);
        setHistory(isLogin ? k.history : readHistory());
        setReady(true);
      },
      () => {
        if (!live) return;
        setHistory(isLogin ? [] : readHistory());
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [booted, isLogin]);

  /** Remembers a keyword before its search runs (the server records a logged-in user's own). */
  const remember = useCallback(
    (keyword: string) => {
      if (isLogin) return;
      const next = pushHistory(readHistory(), keyword);
      writeHistory(next);
      setHistory(next);
    },
    [isLogin],
  );

  /** Deletes one keyword (visitors only: the server clears its history only all at once). */
  const forget = useCallback((keyword: string) => {
    const next = removeHistory(readHistory(), keyword);
    writeHistory(next);
    setHistory(next);
  }, []);

  const clear = useCallback(async () => {
    if (!isLogin) {
      writeHistory([]);
      setHistory([]);
      return;
    }
    try {
      await knownClearHistory();
      setHistory([]);
    } catch (e) {
      if (!isSessionError(e)) toast.error(knownErrorText(e));
    }
  }, [isLogin]);

  return { hot, history, ready, canForgetOne: !isLogin, remember, forget, clear };
}
