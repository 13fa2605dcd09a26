import { useEffect, useRef } from 'react';
import { openSheetEntry } from '@/lib/sheetHistory';

/** While `open`, the browser's back (or a phone's back gesture) calls `close` instead of leaving the page. */
export function useBackCloses(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const release = openSheetEntry(() => closeRef.current());
    return release;
  }, [open]);
}
