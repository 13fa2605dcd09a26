import { describe, expect, it } from 'vitest';
import { chinaDateOf, firstSelected, monthGrid, monthLabel, monthOf, monthRange, runsOn, shiftMonth } from '@/components/activity/calendarRules';

const c = (specCode: string, start: string, end: string) => ({ specCode, startTime: `${start} 10:00:00`, endTime: `${end} 22:00:00` });

describe('campaign calendar rules', () => {
  it('reads the China date of an instant', () => {
    expect(chinaDateOf('2026-11-30T17:00:00.000Z')).toBe('2026-12-01');
    expect(chinaDateOf('2026-11-30T15:59:59.000Z')).toBe('2026-11-30');
  });

  it('takes a valid ?month=, else the month of today', () => {
    expect(monthOf('2027-02', '2026-11-25')).toEqual({ year: 2027, month: 2 });
    for (const bad of ['2027-13', '27-02', '2027-2', '', undefined, '1999-01']) expect(monthOf(bad, '2026-11-25')).toEqual({ year: 2026, month: 11 });
    expect(monthLabel({ year: 2026, month: 11 })).toBe('2026年11月');
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(monthRange({ year: 2028, month: 2 })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('lays the month out in whole Monday-first weeks with the campaigns of each day', () => {
    // November 2026 starts on a Sunday: six days of October lead, and 30 + 6 = 36 → six weeks.
    const cells = monthGrid({ year: 2026, month: 11 }, [c('a', '2026-10-30', '2026-11-02'), c('b', '2026-11-30', '2026-12-10')]);
    expect(cells).toHaveLength(42);
    expect(cells[0]).toMatchObject({ date: '2026-10-26', inMonth: false, codes: [] });
    expect(cells[5]).toMatchObject({ date: '2026-10-31', inMonth: false, codes: ['a'] });
    expect(cells[6]).toMatchObject({ date: '2026-11-01', day: 1, inMonth: true, codes: ['a'] });
    expect(cells[8]).toMatchObject({ date: '2026-11-03', codes: [] });
    expect(cells[35]).toMatchObject({ date: '2026-11-30', codes: ['b'] });
    expect(cells[36]).toMatchObject({ date: '2026-12-01', inMonth: false, codes: ['b'] });
    expect(runsOn(c('x', '2026-11-05', '2026-11-05'), '2026-11-05')).toBe(true);
  });

  it('selects today in the current month, the first day in another', () => {
    expect(firstSelected({ year: 2026, month: 11 }, '2026-11-25')).toBe('2026-11-25');
    expect(firstSelected({ year: 2026, month: 12 }, '2026-11-25')).toBe('2026-12-01');
  });
});
