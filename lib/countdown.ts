// A countdown's parts and how people read it: the campaign pages' and the campaign checkout's one formatter.

export type Countdown = { day: string; hour: string; min: string; sec: string; done: boolean };
const pad = (n: number) => String(n).padStart(2, '0');

/** Time left, never negative: at zero it stays at 00 and `done`. */
export function splitCountdown(ms: number): Countdown {
  const s = Math.max(0, Math.floor(ms / 1000));
  const day = Math.floor(s / 86400);
  const hour = Math.floor((s % 86400) / 3600);
  return { day: pad(day), hour: pad(hour), min: pad(Math.floor((s % 3600) / 60)), sec: pad(s % 60), done: s === 0 };
}

/** A countdown as people read it: 29天 21:47:59 past a day, 21:47:59 within one (never 717:47:59). */
export function countdownText(c: Countdown): string {
  const clock = `${c.hour}:${c.min}:${c.sec}`;
  return Number(c.day) > 0 ? `${Number(c.day)}天 ${clock}` : clock;
}
