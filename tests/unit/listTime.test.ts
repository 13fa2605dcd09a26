import { describe, expect, it } from 'vitest';
import { listTime } from '@/lib/chinaTime';

/** An instant given as a China wall-clock time ('2026-11-21 09:05:00' at UTC+8). */
const cn = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}+08:00`);

describe('listTime: the one formatter of times in lists (China time, `now` passed in)', () => {
  const now = cn('2026-11-21 15:30:00');

  it('under a minute is 刚刚', () => {
    expect(listTime(now, now)).toBe('刚刚');
    expect(listTime(now - 59_999, now)).toBe('刚刚');
  });

  it('earlier today: N分钟前, then N小时前 (whole units, rounded down)', () => {
    expect(listTime(now - 60_000, now)).toBe('1分钟前');
    expect(listTime(now - 59 * 60_000 - 59_000, now)).toBe('59分钟前');
    expect(listTime(now - 3_600_000, now)).toBe('1小时前');
    expect(listTime(cn('2026-11-21 00:00:00'), now)).toBe('15小时前');
  });

  it('yesterday is 昨天 HH:mm, earlier this year MM-DD, before this year YYYY-MM-DD', () => {
    expect(listTime(cn('2026-11-20 23:59:00'), now)).toBe('昨天 23:59');
    expect(listTime(cn('2026-11-20 00:00:00'), now)).toBe('昨天 00:00');
    expect(listTime(cn('2026-11-19 23:59:59'), now)).toBe('11-19');
    expect(listTime(cn('2026-01-01 00:00:00'), now)).toBe('01-01');
    expect(listTime(cn('2025-12-31 23:59:59'), now)).toBe('2025-12-31');
    expect(listTime(cn('2019-03-08 12:00:00'), now)).toBe('2019-03-08');
  });

  it('days begin at midnight in China, while UTC still says yesterday', () => {
    // 00:30 in China is 16:30 UTC of the day before
    const justAfterMidnight = cn('2026-11-21 00:30:00');
    expect(new Date(justAfterMidnight).toISOString()).toBe('2026-11-20T16:30:00.000Z');
    // 00:05 China: the same China day, though UTC puts it on the 20th
    expect(listTime(cn('2026-11-21 00:05:00'), justAfterMidnight)).toBe('25分钟前');
    // 23:50 China on the 20th: 40 minutes ago, but yesterday, and UTC puts it on the same day as now
    expect(listTime(cn('2026-11-20 23:50:00'), justAfterMidnight)).toBe('昨天 23:50');
    // 08:30 China (00:30 UTC): 07:00 China is 23:00 UTC the day before, yet today in China
    expect(listTime(cn('2026-11-21 07:00:00'), cn('2026-11-21 08:30:00'))).toBe('1小时前');
  });

  it('a time ahead of the clock (a phone set a few minutes, or days, behind) is 刚刚', () => {
    expect(listTime(now + 5 * 60_000, now)).toBe('刚刚');
    expect(listTime(now + 3 * 86_400_000, now)).toBe('刚刚');
  });

  it('crosses the year in China time: 1 January shows the 31st as 昨天 and the 30th with its year', () => {
    const newYear = cn('2026-01-01 00:10:00'); // still 2025-12-31 in UTC
    expect(listTime(cn('2025-12-31 22:00:00'), newYear)).toBe('昨天 22:00');
    expect(listTime(cn('2025-12-30 22:00:00'), newYear)).toBe('2025-12-30');
    expect(listTime(cn('2026-01-01 00:00:00'), newYear)).toBe('10分钟前');
    // on 31 December (China) an instant of 1 January UTC-midnight-ish stays in the old year
    expect(listTime('2025-01-01T15:00:00.000Z', cn('2025-12-31 23:00:00'))).toBe('01-01');
  });

  it('reads ISO strings, epoch ms (number or digits), Dates and zone-less China texts', () => {
    const iso = new Date(now - 5 * 60_000).toISOString();
    expect(listTime(iso, now)).toBe('5分钟前');
    expect(listTime(String(now - 5 * 60_000), now)).toBe('5分钟前');
    expect(listTime(new Date(now - 5 * 60_000), new Date(now))).toBe('5分钟前');
    expect(listTime('2026-11-20 08:15:00', now)).toBe('昨天 08:15');
  });

  it('shows nothing for nothing, and text that is no time as given', () => {
    expect(listTime(null, now)).toBe('');
    expect(listTime(undefined, now)).toBe('');
    expect(listTime('', now)).toBe('');
    expect(listTime('很久以前', now)).toBe('很久以前');
  });
});
