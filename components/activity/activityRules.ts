import { fenToYuan } from '@/lib/format';
import { CAMPAIGN_PRODUCT_TYPE, CAMPAIGN_STATUS, SALE_STATUS, type CampaignStatus } from '@/lib/contract/activity/enums';
import type { ActivityProduct } from '@/lib/contract/activity/api';
import { countdownText, splitCountdown, type Countdown } from '@/lib/countdown';

export { countdownText, splitCountdown, type Countdown };

// The campaign pages' rules as plain functions (tests/unit/activityRules.test.ts): prices, tags, links, countdowns.

/** Yuan without trailing zeros (9900 → 99, 1990 → 19.9), as the original's parseFloat showed them. */
const yuan = (fen: number) => fenToYuan(fen).replace(/\.?0+$/, '');

/** A price > 0 in yuan with 元; otherwise 面议 (inventory §4.0 parsePrice). */
export const priceText = (fen: number): string => (fen > 0 ? `${yuan(fen)}元` : '面议');

/** Recommend cards: the price with its unit when the campaign gives one (e.g. 元起), else 元; 面议 at ≤ 0. */
export const recoPriceText = (p: Pick<ActivityProduct, 'specialPriceFen' | 'specialUnit'>): string =>
  p.specialPriceFen > 0 ? `${yuan(p.specialPriceFen)}${p.specialUnit || '元'}` : '面议';

/** The first two tags, each cut to 6 characters + ... */
export const shownTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 2)
    .map((t) => (t.length > 6 ? `${t.slice(0, 6)}...` : t));

/** Where tapping a product goes in the browser: trade goods to their page, services to /detail. */
export function productHref(p: Pick<ActivityProduct, 'productId' | 'productType' | 'classCode'>): string {
  if (p.productType === CAMPAIGN_PRODUCT_TYPE.TRANSACTION) return `/detail/transactionDetails?productId=${encodeURIComponent(p.productId)}&type=${encodeURIComponent(p.classCode)}`;
  return `/detail?productId=${encodeURIComponent(p.productId)}`;
}

/** The checkout of one campaign unit: the server prices it from the product id alone. */
export const grabHref = (activityProductId: string) => `/order/confirmorder?activityProductId=${encodeURIComponent(activityProductId)}`;

/** Whether a campaign product can be grabbed now (what shows the 立即抢购 button): on sale at a campaign price. */
export const grabbable = (p: Pick<ActivityProduct, 'saleStatus' | 'specialPriceFen'>) => p.saleStatus === SALE_STATUS.ON_SALE && p.specialPriceFen > 0;

/**
 * Where any tap on a campaign product goes (its card, picture, title; issue 32): while it can be grabbed, where its
 * 立即抢购 goes — the checkout of the campaign unit at the campaign price, the per-user limit checked there — never the
 * ordinary goods page, which would sell it without the deal; otherwise (未开始, 已抢光, 已结束, 面议) its goods page.
 */
export const campaignHref = (p: Pick<ActivityProduct, 'id' | 'saleStatus' | 'specialPriceFen' | 'productId' | 'productType' | 'classCode'>): string =>
  grabbable(p) ? grabHref(p.id) : productHref(p);

/** The strip's line of a 场次: its title and 每人限购N件 when every product has the same limit (each card says its own). */
export function sessionNote(title: string, items: { perUserLimit: number }[]): string {
  const limits = new Set(items.map((p) => p.perUserLimit).filter((n) => n > 0));
  return limits.size === 1 ? `${title} · 每人限购${[...limits][0]}件` : title;
}


/** What a campaign's countdown counts to and says: to the start while coming, to the end while live, nothing after. */
export function countdownTarget(w: { status: CampaignStatus; startAt: string; endAt: string }): { at: number; label: string; doneLabel: string } | null {
  if (w.status === CAMPAIGN_STATUS.NOT_STARTED) return { at: Date.parse(w.startAt), label: '距开始', doneLabel: '已开始' };
  if (w.status === CAMPAIGN_STATUS.ONGOING) return { at: Date.parse(w.endAt), label: '距结束', doneLabel: '已结束' };
  return null;
}

/** The offset of the server's clock from this device's (server − device), from an answer's serverTime. */
export const clockOffset = (serverTimeIso: string, deviceNow: number): number => Date.parse(serverTimeIso) - deviceNow;

/** A 场次's label in the session bar: its start time (Beijing) and state. */
export const sessionLabel = (startTime: string, status: CampaignStatus): { time: string; state: string } => ({
  time: startTime.slice(11, 16),
  state: status === CAMPAIGN_STATUS.ONGOING ? '抢购中' : status === CAMPAIGN_STATUS.NOT_STARTED ? '即将开始' : '已结束',
});

/** Opacity of the header over a banner: scrollTop / (bannerHeight / 2), capped at 1 (inventory §4.0). */
export const headerOpacity = (scrollTop: number, bannerHeight: number) => (bannerHeight > 0 ? Math.min(1, Math.max(0, scrollTop / (bannerHeight / 2))) : 1);
