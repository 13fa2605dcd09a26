import { useEffect, useState } from 'react';
import { notCompleteNum } from '@/services/interview';

/** The 面谈记录 badge of the 我的 page: appointments waiting for my confirmation (undefined until known, or on failure). */
export function useInterviewBadge(loggedIn: boolean): number | undefined {
  const [n, setN] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    notCompleteNum().then(
      (v) => live && setN(v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return loggedIn ? n : undefined;
}
