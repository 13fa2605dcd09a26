/** Activity-card rules (inventory my §3, §15 ActivityCard), pure functions: sale state, validity, texts, usability. */
import { ACT_CARD_SALE, USER_ACT_CARD_STATE, VALIDATE_TYPE, type ActCardSale, type UserActCardState } from '@/lib/contract/coupon/actCardEnums';
import { USE_TYPE } from '@/lib/contract/coupon/enums';
import { fenToYuan } from '@/lib/format';
import type { Line } from '../order/pricing';
import { scopedFen, type Template } from './rules';

const DAY_MS = 86_400_000;

export type CardDef = {
  id: string;
  name: string;
  cardType: number;
  rebateFen: number;
  rebateNeedFen: number;
  discountPermille: number;
  useLimit: number;
  scopeCode: string | null;
  scopeName: string;
  times: number;
  stock: number;
  sold: number;
  perUserLimit: number;
  validateType: number;
  validDays: number | null;
  validFrom: Date | null;
  validTo: Date | null;
  saleFrom: Date;
  saleTo: Date;
  status: number;
};

export type HeldCard = { status: number; usedTimes: number; refundedTimes: number; totalTimes: number; validFrom: Date; validTo: Date };

/** Uses still open to the holder: neither taken (locked uses included) nor revoked by a refund. */
export const usesLeft = (h: Pick<HeldCard, 'usedTimes' | 'refundedTimes' | 'totalTimes'>) => Math.max(0, h.totalTimes - h.usedTimes - h.refundedTimes);

/** A card is on the shelf while listed (status 1), inside its sale window, its fixed validity not over, stock left. */
export function saleStateOf(c: CardDef, now: Date): ActCardSale {
  if (c.status !== 1 || now >= c.saleTo) return ACT_CARD_SALE.ENDED;
  if (c.validateType === VALIDATE_TYPE.WINDOW && (!c.validTo || now >= c.validTo)) return ACT_CARD_SALE.ENDED;
  if (now < c.saleFrom) return ACT_CARD_SALE.NOT_STARTED;
  if (c.sold >= c.stock) return ACT_CARD_SALE.SOLD_OUT;
  return ACT_CARD_SALE.ON_SALE;
}

/** Stock left as a whole percent, rounded up (剩余NN%); 0 when there is none. */
export const leftPercent = (stock: number, sold: number) => (stock <= 0 || sold >= stock ? 0 : Math.ceil(((stock - sold) * 100) / stock));

/** The validity a card bought now gets: N days from now, or its fixed window. */
export function validityOf(c: Pick<CardDef, 'validateType' | 'validDays' | 'validFrom' | 'validTo'>, now: Date): { from: Date; to: Date } {
  if (c.validateType === VALIDATE_TYPE.DAYS) return { from: now, to: new Date(now.getTime() + Math.max(1, c.validDays ?? 1) * DAY_MS) };
  return { from: c.validFrom ?? now, to: c.validTo ?? now };
}

/** A date in China time as YYYY.MM.DD (the coupons' serviceLife format). */
export function dotDate(d: Date): string {
  const b = new Date(d.getTime() + 8 * 3600 * 1000);
  return `${b.getUTCFullYear()}.${String(b.getUTCMonth() + 1).padStart(2, '0')}.${String(b.getUTCDate()).padStart(2, '0')}`;
}

/** 自购买之日起N天, or the fixed window's dates. */
export function validityText(c: Pick<CardDef, 'validateType' | 'validDays' | 'validFrom' | 'validTo'>): string {
  if (c.validateType === VALIDATE_TYPE.DAYS) return `自购买之日起${c.validDays ?? 1}天`;
  return c.validFrom && c.validTo ? `${dotDate(c.validFrom)}-${dotDate(c.validTo)}` : '';
}

/** 全场通用, "<name>"-可用, 仅限指定品类使用 / 仅限指定商品使用 (inventory §3). */
export function scopeText(useLimit: number, scopeName: string): string {
  if (useLimit === USE_TYPE.SITE) return '全场通用';
  if (scopeName) return `"${scopeName}"-可用`;
  return useLimit === USE_TYPE.CATEGORY ? '仅限指定品类使用' : '仅限指定商品使用';
}

/** '' when the user may buy one more; otherwise what stops it. */
export function whyNotBuy(c: CardDef, now: Date, bought: number): string {
  const state = saleStateOf(c, now);
  if (state === ACT_CARD_SALE.SOLD_OUT) return '活动卡已抢光';
  if (state === ACT_CARD_SALE.ENDED) return '活动已结束';
  if (state === ACT_CARD_SALE.NOT_STARTED) return '活动未开始';
  if (bought >= c.perUserLimit) return `每人限购${c.perUserLimit}张`;
  return '';
}

/**
 * 退款规则：未使用的次数按比例退款，已使用的次数不退. What a bought card's purchase may refund in all: its price times the
 * uses not taken over all uses, rounded down to the fen, so money back never exceeds what the uses left are worth.
 */
export function cardRefundCapFen(priceFen: number, totalTimes: number, usedTimes: number): number {
  if (totalTimes <= 0 || priceFen <= 0) return 0;
  const left = Math.min(totalTimes, Math.max(0, totalTimes - usedTimes));
  return Math.floor((priceFen * left) / totalTimes);
}

/**
 * How many uses `refundedFen` (all refunded of the purchase so far) takes away from the card: every use whose value
 * was refunded even in part (rounded up), and all the uses left once the whole cap was refunded, so a card is never
 * both refunded and usable. Never more than the uses not taken.
 */
export function revokedUsesFor(refundedFen: number, priceFen: number, totalTimes: number, usedTimes: number): number {
  const open = Math.max(0, totalTimes - usedTimes);
  if (refundedFen <= 0 || priceFen <= 0) return 0;
  if (refundedFen >= cardRefundCapFen(priceFen, totalTimes, usedTimes)) return open;
  return Math.min(open, Math.ceil((refundedFen * totalTimes) / priceFen));
}

/** A held card: 已作废, 已用完 (every use taken, locked ones included, or refunded), 已过期, or 可使用. */
export function heldStateOf(h: HeldCard, now: Date): UserActCardState {
  if (h.status !== 1) return USER_ACT_CARD_STATE.REVOKED;
  if (usesLeft(h) <= 0) return USER_ACT_CARD_STATE.USED_UP;
  if (now >= h.validTo) return USER_ACT_CARD_STATE.EXPIRED;
  return USER_ACT_CARD_STATE.USABLE;
}

/** The card as a coupon template, so the coupons' scope, discount and allocation rules price it. */
export function templateOf(c: Pick<CardDef, 'id' | 'name' | 'cardType' | 'rebateFen' | 'rebateNeedFen' | 'discountPermille' | 'useLimit' | 'scopeCode' | 'scopeName'>): Template {
  return {
    id: c.id,
    name: c.name,
    couponType: c.cardType,
    reduceFen: c.rebateFen,
    discountPermille: c.discountPermille,
    fullFen: c.rebateNeedFen,
    useType: c.useLimit,
    scopeCode: c.scopeCode,
    scopeName: c.scopeName,
  };
}

/** '' when the card can discount these lines now; else the reason (shown after the card's name). */
export function cardUnusableReason(h: HeldCard, t: Template, lines: Line[], now: Date): string {
  if (h.status !== 1) return '活动卡已作废';
  if (usesLeft(h) <= 0) return '活动卡次数已用完';
  if (now < h.validFrom) return '活动卡未到使用时间';
  if (now >= h.validTo) return '活动卡已过期';
  const scoped = scopedFen(t, lines);
  if (scoped <= 0) return t.useType === USE_TYPE.GOODS ? '仅限指定商品使用' : '仅限指定品类使用';
  if (scoped < t.fullFen) return `未满${fenToYuan(t.fullFen)}元`;
  return '';
}
