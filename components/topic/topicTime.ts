/** Plain rules of the topic pages (unit-tested). */
import { TOPIC_STATE_TEXT, type TopicState } from '@/lib/contract/topic/enums';

export type Countdown = { days: number; hh: string; mm: string; ss: string };

const two = (n: number) => String(n).padStart(2, '0');

/** The time left as days and zero-padded hours, minutes, seconds; never below zero (it stops at the end). */
export function countdownParts(msLeft: number): Countdown {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const days = Math.floor(total / 86400);
  return { days, hh: two(Math.floor((total % 86400) / 3600)), mm: two(Math.floor((total % 3600) / 60)), ss: two(total % 60) };
}

/**
 * What the countdown counts to, by the server's state: the start of an upcoming topic, the end of an ongoing one
 * with an end; nothing for an ended topic or an open-ended one.
 */
export function countdownTarget(state: TopicState, startsAt: string | null, endsAt: string | null): { label: string; at: number } | null {
  if (state === 'upcoming' && startsAt) return { label: '距开始', at: Date.parse(startsAt) };
  if (state === 'ongoing' && endsAt) return { label: '距结束', at: Date.parse(endsAt) };
  return null;
}

/** The line under the title when there is no countdown. */
export const stateText = (state: TopicState) => TOPIC_STATE_TEXT[state];

/** "11月25日–12月25日": the topic's dates in China time, for the head. */
export function dateRange(startsAt: string | null, endsAt: string | null): string {
  const fmt = (iso: string) => {
    const d = new Date(Date.parse(iso) + 8 * 3600_000);
    return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
  };
  if (startsAt && endsAt) return `${fmt(startsAt)}–${fmt(endsAt)}`;
  if (endsAt) return `${fmt(endsAt)}截止`;
  if (startsAt) return `${fmt(startsAt)}起`;
  return '长期有效';
}
