import { useEffect, useRef, useState } from 'react';
import { useClientReady } from '@/components/common/useClientReady';
import { serverNow, syncServerTime } from '@/lib/serverClock';

/**
 * Seconds left until `deadlineMs` (epoch ms from the server), on the server's clock (lib/serverClock: a phone 10
 * minutes fast still shows the time really left), ticking once a second; 0 once passed; null without a deadline and
 * during server rendering (the clock differs between server and browser).
 * `onExpire` runs once when the deadline passes while the page is open.
 */
export function useCountdown(deadlineMs: number | null | undefined, onExpire?: () => void): number | null {
  const ready = useClientReady();
  const [now, setNow] = useState(serverNow);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!deadlineMs) return;
    let fired = deadlineMs <= serverNow();
    // A page that asked nothing of the API yet (its data came with the page) learns the clock first.
    void syncServerTime().then(() => setNow(serverNow()));
    const id = setInterval(() => {
      const t = serverNow();
      setNow(t);
      if (t >= deadlineMs) {
        clearInterval(id);
        if (!fired) {
          fired = true;
          expire.current?.();
        }
      }
    }, 1000);
    return () => clearInterval(id);
  }, [deadlineMs]);

  if (!deadlineMs || !ready) return null;
  return Math.max(0, Math.floor((deadlineMs - now) / 1000));
}

/** 3725 → { h: '01', m: '02', s: '05' }. */
export function splitHms(seconds: number): { h: string; m: string; s: string } {
  const p = (n: number) => String(n).padStart(2, '0');
  return { h: p(Math.floor(seconds / 3600)), m: p(Math.floor((seconds % 3600) / 60)), s: p(seconds % 60) };
}
