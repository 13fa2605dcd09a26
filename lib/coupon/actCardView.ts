/** 活动卡 on screen (inventory my §3): face value, threshold, price, stamps and links. Pure, unit-tested. */
import { ACT_CARD_FROM_PAGE, ACT_CARD_TYPE, USER_ACT_CARD_STATE } from '@/lib/contract/coupon/actCardEnums';
import { USE_TYPE } from '@/lib/contract/coupon/enums';
import { chinaDate } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import { goodsDetailHref } from '@/lib/goodsRoute';
import type { ActCard, UserActCard } from '@/lib/contract/coupon/actCard';

/** Yuan without trailing zeros, ≥ 10000 yuan as "x万" with at most two decimals (formatPrice). */
export function cardAmount(fen: number): string {
  const yuan = fen / 100;
  if (yuan >= 10000) return `${Number((yuan / 10000).toFixed(2))}万`;
  return String(Number(yuan.toFixed(2)));
}

export type CardFaceView = { value: string; unit: string; prefix: string; threshold: string };

/** The big value on the left: ¥100 for 满减卡, 9.5折 for 折扣卡; under it 满X元可用 / 无门槛. */
export function cardFace(c: { cardType: number; rebateFen: number; rebateNeedFen: number; discount: number }): CardFaceView {
  const threshold = c.rebateNeedFen > 0 ? `满${cardAmount(c.rebateNeedFen)}${c.rebateNeedFen >= 1_000_000 ? '' : '元'}可用` : '无门槛';
  if (c.cardType === ACT_CARD_TYPE.DISCOUNT) return { value: String(Number((c.discount / 100).toFixed(2))), unit: '折', prefix: '', threshold };
  return { value: cardAmount(c.rebateFen), unit: '', prefix: '¥', threshold };
}

/** The buy button of 活动卡专区: "19.9元抢", or why it cannot be bought. */
export function buyText(c: Pick<ActCard, 'priceFen' | 'canBuy' | 'whyNot'>): string {
  return c.canBuy ? `${cardAmount(c.priceFen)}元抢` : c.whyNot;
}

/** 立即购买：19.90元 (the confirmation's bottom bar). */
export const buyNowText = (priceFen: number) => `立即购买：${fenToYuan(priceFen)}元`;

/** The validity of a held card in China time: 2026.01.01-2026.03.31. */
export const heldValidity = (c: Pick<UserActCard, 'validateDateStart' | 'validateDateEnd'>) => `${chinaDate(c.validateDateStart, '.')}-${chinaDate(c.validateDateEnd, '.')}`;

/** The corner stamp of a card in 失效卡: 已使用 when no use is left, else 已过期 / 已作废; none while usable. */
export function cardStamp(c: Pick<UserActCard, 'state' | 'stateLabel'>): string | undefined {
  return c.state === USER_ACT_CARD_STATE.USABLE ? undefined : c.stateLabel;
}

/** Expiring within 48 h (the inventory's intended warning colour). */
export const expiresSoon = (validTo: string, nowMs: number) => {
  const left = Date.parse(validTo) - nowMs;
  return left > 0 && left <= 48 * 3600 * 1000;
};

/** Where 去使用 leads: the goods of a goods card, otherwise the home page to pick services. */
export function cardUseHref(c: Pick<UserActCard, 'useLimit' | 'scopeCode'>): string {
  return c.useLimit === USE_TYPE.GOODS && c.scopeCode ? goodsDetailHref({ productId: c.scopeCode }) : '/';
}

/** The normal cashier for a card purchase (its result page then leads back to the cards). */
export function cardCashierHref(cusOrderId: string): string {
  return `/pay/payType?${new URLSearchParams({ cusOrderId, fromPage: ACT_CARD_FROM_PAGE }).toString()}`;
}

export const cardDetailHref = (id: string) => `/my/coupon/act-card-details?id=${encodeURIComponent(id)}`;
export const heldDetailHref = (userCardId: string) => `/my/coupon/act-card-details?userCardId=${encodeURIComponent(userCardId)}`;
export const MY_CARDS_HREF = '/my/coupon?tabActive=1';
