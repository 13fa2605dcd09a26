import { ClockCircleOutline, SoundOutline } from 'antd-mobile-icons';
import type { Countdown } from './activityRules';
import styles from './activity.module.css';

type Target = { label: string; doneLabel: string } | null;

/**
 * The digits of a countdown ('00' until loaded). `days` always shows the day box (the overlay's DD 天); 'auto' shows
 * 29天 only past a day, the way countdownText reads.
 */
function Digits({ c, days }: { c: Countdown | null; days: boolean | 'auto' }) {
  const z = '00';
  const showDays = days === true || (days === 'auto' && !!c && Number(c.day) > 0);
  return (
    <span className={styles.digits} role="timer" aria-live="off">
      {showDays ? (
        <>
          <span className={styles.digit}>{days === 'auto' ? Number(c?.day ?? 0) : (c?.day ?? z)}</span>天{' '}
        </>
      ) : null}
      <span className={styles.digit}>{c?.hour ?? z}</span>:<span className={styles.digit}>{c?.min ?? z}</span>:<span className={styles.digit}>{c?.sec ?? z}</span>
    </span>
  );
}

/**
 * 限时直降's strip: the clock, HH : MM : SS to the start (coming) or the end (live), and the welcome line. At zero it
 * says 已开始 / 已结束 and stays there while the server is asked again.
 */
export function CountdownStrip({ c, target, note, ended, flush = false }: { c: Countdown | null; target: Target; note: string; ended: boolean; flush?: boolean }) {
  const done = !!c?.done;
  return (
    // `flush`: below a bar of tabs, not pulled up over a banner (where it hid under the tabs).
    <div className={flush ? `${styles.strip} ${styles.stripFlush}` : styles.strip} aria-label="活动倒计时">
      <ClockCircleOutline />
      {ended || !target ? (
        <span data-testid="campaign-state">活动已结束</span>
      ) : done ? (
        <span data-testid="campaign-state">{target.doneLabel}</span>
      ) : (
        <>
          <span data-testid="campaign-state">{target.label}</span>
          <Digits c={c} days="auto" />
        </>
      )}
      <span className={styles.stripNote}>
        <SoundOutline /> {note}
      </span>
    </div>
  );
}

/** 独家专售's overlay: 距本场结束还剩 DD 天 HH : MM : SS. */
export function CountdownOverlay({ c, target, ended }: { c: Countdown | null; target: Target; ended: boolean }) {
  if (ended || !target) return <div className={styles.overlay}>本场活动已结束</div>;
  if (c?.done) return <div className={styles.overlay}>{target.doneLabel}</div>;
  return (
    <div className={styles.overlay} aria-label="活动倒计时">
      {target.label === '距开始' ? '距本场开始还有 ' : '距本场结束还剩 '}
      <Digits c={c} days />
    </div>
  );
}
