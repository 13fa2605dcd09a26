import { CAMPAIGN_STATUS, SALE_STATUS, type CampaignStatus, type SaleStatus } from '@/lib/contract/activity/enums';

// What only the server decides, from its own clock: whether a campaign has started, and whether a product can be
// grabbed now. Pure functions (tests/unit/activityStatus.test.ts).

type Window = { startAt: Date; endAt: Date };

export function campaignStatusOf(c: Window, now: Date): CampaignStatus {
  if (now.getTime() < c.startAt.getTime()) return CAMPAIGN_STATUS.NOT_STARTED;
  if (now.getTime() >= c.endAt.getTime()) return CAMPAIGN_STATUS.ENDED;
  return CAMPAIGN_STATUS.ONGOING;
}

/** Ended and not started come first: a sold-out product of an ended campaign is 已结束. */
export function saleStatusOf(c: Window, p: { stock: number; sold: number }, now: Date): SaleStatus {
  const s = campaignStatusOf(c, now);
  if (s === CAMPAIGN_STATUS.ENDED) return SALE_STATUS.ENDED;
  if (s === CAMPAIGN_STATUS.NOT_STARTED) return SALE_STATUS.NOT_STARTED;
  return p.sold >= p.stock ? SALE_STATUS.SOLD_OUT : SALE_STATUS.ON_SALE;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `yyyy-MM-dd HH:mm:ss` in Beijing time (the original's endTime). */
export function beijingTime(d: Date): string {
  const b = new Date(d.getTime() + 8 * 3600_000);
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}:${pad(b.getUTCSeconds())}`;
}
