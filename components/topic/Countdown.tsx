import { useEffect, useState } from 'react';
import { countdownParts } from './topicTime';
import styles from './topic.module.css';

/**
 * Counts down to `at` on the server's clock: the offset between the server time of the answer and this device's
 * clock is taken once, so a phone set to the wrong time still counts right. Renders the server's figure first.
 */
export function Countdown({ label, at, serverTime }: { label: string; at: number; serverTime: string }) {
  const server = Date.parse(serverTime);
  const [now, setNow] = useState(server);
  useEffect(() => {
    const offset = server - Date.now();
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [server]);
  const c = countdownParts(at - now);
  return (
    <p className={styles.countdown} aria-label={`${label}${c.days}天${c.hh}小时${c.mm}分${c.ss}秒`}>
      <span>{label}</span>
      {c.days > 0 ? (
        <>
          <b>{c.days}</b>天
        </>
      ) : null}
      <b>{c.hh}</b>:<b>{c.mm}</b>:<b>{c.ss}</b>
    </p>
  );
}
