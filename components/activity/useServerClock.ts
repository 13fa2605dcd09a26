import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clockOffset, countdownTarget, countdownText, splitCountdown, type Countdown } from './activityRules';
import type { CampaignStatus } from '@/lib/contract/activity/enums';

/**
 * The server's clock on this device: every answer's serverTime sets the offset, so a phone whose clock is wrong still
 * counts down to the right second.
 */
export function useServerClock(serverTimeIso: string | null) {
  const offset = useRef(0);
  const learn = useCallback((iso: string) => {
    offset.current = clockOffset(iso, Date.now());
  }, []);
  useEffect(() => {
    if (serverTimeIso) learn(serverTimeIso);
  }, [serverTimeIso, learn]);
  const now = useCallback(() => Date.now() + offset.current, []);
  return useMemo(() => ({ now, learn }), [now, learn]);
}

/**
 * A countdown to `target` (server ms) ticking each second; at zero it stops there (never negative) and calls
 * `onZero` once. null target: nothing counts.
 */
export function useCountdown(target: number | null, now: () => number, onZero?: () => void): Countdown | null {
  const [left, setLeft] = useState<{ target: number; ms: number } | null>(null);
  const zero = useRef(onZero);
  useEffect(() => {
    zero.current = onZero;
  }, [onZero]);
  useEffect(() => {
    if (target === null) return;
    let fired = false;
    const tick = () => {
      const ms = Math.max(0, target - now());
      setLeft({ target, ms });
      if (ms === 0) {
        window.clearInterval(id);
        if (!fired) {
          fired = true;
          zero.current?.();
        }
      }
    };
    const id = window.setInterval(tick, 1000);
    const first = window.setTimeout(tick, 0);
    return () => {
      window.clearInterval(id);
      window.clearTimeout(first);
    };
  }, [target, now]);
  // A count of an earlier target is not shown (the server moved the campaign on).
  return left === null || target === null || left.target !== target ? null : splitCountdown(left.ms);
}

/**
 * Re-renders every second and answers the server's time now (several countdowns on one page share it). The first
 * frame shows `start` (the server time the page was rendered with), so the browser hydrates the server's markup as is.
 */
export function useTick(now: () => number, start: number): number {
  const [t, setT] = useState(start);
  useEffect(() => {
    const tick = () => setT(now());
    const first = window.setTimeout(tick, 0);
    const id = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
    };
  }, [now]);
  return t;
}

/**
 * A campaign's countdown text on a shared tick (`now`, from useTick): 距开始/距结束 HH:MM:SS, its done label at zero,
 * 已结束 after. At zero `onZero` runs once per target, so the page asks the server (it alone says what changed).
 */
export function useCampaignCountdownText(w: { status: CampaignStatus; startAt: string; endAt: string }, now: number, onZero: () => void): string {
  const target = countdownTarget(w);
  const left = target ? target.at - now : 0;
  const firedAt = useRef(0);
  useEffect(() => {
    if (target && left <= 0 && firedAt.current !== target.at) {
      firedAt.current = target.at;
      onZero();
    }
  }, [target, left, onZero]);
  if (!target) return '已结束';
  const cd = splitCountdown(left);
  return cd.done ? target.doneLabel : `${target.label} ${countdownText(cd)}`;
}
