/** Numbers shown around the knowledge videos (inventory §7, §15c–15h): durations, play counts and 热度. */
import { secondsToHms } from '@/lib/format';

const HMS = /^\s*\d+(?::\d{1,2}){1,2}\s*$/;

/**
 * Always hh:mm:ss, as the original shows on course chapters and video cards: 65 -> '00:01:05'. A duration the
 * backend already sends as 'mm:ss' or 'h:mm:ss' is normalised the same way; anything unreadable shows '00:00:00'.
 */
export function formatDuration(seconds: unknown): string {
  if (typeof seconds === 'string' && HMS.test(seconds)) {
    const total = seconds
      .trim()
      .split(':')
      .reduce((sum, part) => sum * 60 + Number(part), 0);
    return secondsToHms(total);
  }
  return secondsToHms(seconds);
}

const toCount = (n: unknown): number => {
  const v = typeof n === 'string' && n.trim() !== '' ? Number(n) : typeof n === 'number' ? n : NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : 0;
};

/** 12399 -> '1.2', 10000 -> '1': ten-thousands cut (not rounded) to one decimal, so 19999 never reads as 2. */
const tenThousands = (n: number) => String(Math.floor(n / 1000) / 10);

/** Play counts ("{n} 次观看", "{n}次播放"): 9999 -> '9999', 12345 -> '1.2w', 10000 -> '1w'. */
export function formatViews(n: unknown): string {
  const v = toCount(n);
  return v >= 10_000 ? `${tenThousands(v)}w` : String(v);
}

/** 热度: 9999 -> '9999', 12345 -> '1.2万', 10000 -> '1万'. */
export function formatHeat(n: unknown): string {
  const v = toCount(n);
  return v >= 10_000 ? `${tenThousands(v)}万` : String(v);
}
