/**
 * The campaign calendar's month view (/activity/calendar): days in China time, Monday first, and which campaigns run on
 * each day. Campaign windows come as Beijing `yyyy-MM-dd HH:mm:ss` strings (startTime / endTime), so a day is covered
 * when its date lies between their date parts — compared as text, which orders ISO dates correctly.
 */

export type MonthKey = { year: number; month: number };
export type CalendarCampaign = { specCode: string; startTime: string; endTime: string };
export type DayCell = { date: string; day: number; inMonth: boolean; codes: string[] };

const pad = (n: number) => String(n).padStart(2, '0');
const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China date (yyyy-MM-dd) of an instant. */
export const chinaDateOf = (iso: string): string => new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** `?month=2026-11` when valid (2000–2099), else the month of `todayDate`. */
export function monthOf(query: string | undefined, todayDate: string): MonthKey {
  const m = /^(20\d\d)-(0[1-9]|1[0-2])$/.exec(query ?? '');
  if (m) return { year: Number(m[1]), month: Number(m[2]) };
  return { year: Number(todayDate.slice(0, 4)), month: Number(todayDate.slice(5, 7)) };
}

export const monthText = ({ year, month }: MonthKey) => `${year}-${pad(month)}`;
export const monthLabel = ({ year, month }: MonthKey) => `${year}年${month}月`;

export function shiftMonth({ year, month }: MonthKey, by: number): MonthKey {
  const i = year * 12 + (month - 1) + by;
  return { year: Math.floor(i / 12), month: (i % 12) + 1 };
}

/** The first and last date of the month, as yyyy-MM-dd. */
export function monthRange(key: MonthKey): { first: string; last: string } {
  const days = new Date(Date.UTC(key.year, key.month, 0)).getUTCDate();
  return { first: `${monthText(key)}-01`, last: `${monthText(key)}-${pad(days)}` };
}

/** Whether the campaign runs on `date` (yyyy-MM-dd, China time). */
export const runsOn = (c: CalendarCampaign, date: string) => c.startTime.slice(0, 10) <= date && date <= c.endTime.slice(0, 10);

/**
 * Whole weeks (Monday to Sunday) covering the month; days of the neighbouring months are there to fill the rows,
 * marked not in the month. Each day lists the campaigns running on it.
 */
export function monthGrid(key: MonthKey, campaigns: CalendarCampaign[]): DayCell[] {
  const first = new Date(Date.UTC(key.year, key.month - 1, 1));
  const lead = (first.getUTCDay() + 6) % 7; // Monday = 0
  const days = new Date(Date.UTC(key.year, key.month, 0)).getUTCDate();
  const total = Math.ceil((lead + days) / 7) * 7;
  const cells: DayCell[] = [];
  for (let i = 0; i < total; i++) {
    const d = new Date(Date.UTC(key.year, key.month - 1, 1 - lead + i));
    const date = d.toISOString().slice(0, 10);
    cells.push({ date, day: d.getUTCDate(), inMonth: d.getUTCMonth() === key.month - 1, codes: campaigns.filter((c) => runsOn(c, date)).map((c) => c.specCode) });
  }
  return cells;
}

/** The day selected at first: today when it is in the month, else the month's first day. */
export function firstSelected(key: MonthKey, todayDate: string): string {
  return todayDate.startsWith(monthText(key)) ? todayDate : monthRange(key).first;
}
