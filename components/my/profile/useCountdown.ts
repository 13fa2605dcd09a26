import { useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_S, countdownLabel } from '@/components/common/smsCountdown';

/** The 获取验证码 button's 60 s: `start` when a code is asked for, `stop` when the send failed. */
export function useCountdown(seconds = SMS_COUNTDOWN_S) {
  const [left, setLeft] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  useEffect(() => () => clearInterval(timer.current), []);
  const stop = () => {
    clearInterval(timer.current);
    timer.current = undefined;
    setLeft(0);
  };
  const start = () => {
    clearInterval(timer.current);
    setLeft(seconds);
    timer.current = setInterval(() => setLeft((n) => (n <= 1 ? (clearInterval(timer.current), 0) : n - 1)), 1000);
  };
  return { left, label: countdownLabel(left), start, stop };
}
