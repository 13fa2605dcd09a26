/** First screens of 活动卡 (inventory my §3): 活动卡专区, a card's page, 失效卡 and the card cashier (/my/coupon/pay). */
import { errorText, notFound, optional, pageError, readFailure, redirectTo, type PageAnswer, type PageLoadContext } from '@/lib/pageLoader';
import { ACT_CARD_BANNER_SLOT, ACT_CARD_CONDITION, ACT_CARD_PURCHASE } from '@/lib/contract/coupon/actCardEnums';
import type { AdItem } from '@/services/home';
import { findAdvertising } from '@/services/home';
import {
  actCardDetailOne,
  actCardList,
  actCardOrder,
  actCardOrderList,
  userActCardList,
  userCardDetailOne,
  type ActCard,
  type ActCardOrder,
  type ActCardOrderPage,
  type ActCardPage,
  type UserActCardDetail,
  type UserActCardPage,
} from '@/services/actCard';
import { cardCashierHref, heldDetailHref } from '@/lib/coupon/actCardView';

export const ZONE_PAGE_SIZE = 15;
export const MY_CARDS_PAGE_SIZE = 10;

export type ZoneData = { first: ActCardPage | null; banners: AdItem[] };

/** 活动卡专区: the first page of cards on sale and the slot's banners (none when the slot is empty or failed). */
export async function loadActCardZone({ client }: PageLoadContext): Promise<ZoneData> {
  const [first, ads] = await Promise.all([optional(actCardList({ page: 1, limit: ZONE_PAGE_SIZE }, client)), optional(findAdvertising([ACT_CARD_BANNER_SLOT], client))]);
  return { first, banners: ads?.[ACT_CARD_BANNER_SLOT] ?? [] };
}

export type CardPageData = { kind: 'sale'; card: ActCard } | { kind: 'held'; held: UserActCardDetail };

/** A card on sale (?id=) for the purchase confirmation, or one the user holds (?userCardId=) with its uses. */
export async function loadActCardPage({ client, query }: PageLoadContext): Promise<PageAnswer<CardPageData>> {
  const userCardId = query.userCardId;
  const id = query.id;
  if (!userCardId && !id) return notFound();
  try {
    if (userCardId) return { kind: 'held', held: await userCardDetailOne(userCardId, client) };
    return { kind: 'sale', card: await actCardDetailOne(id, client) };
  } catch (err) {
    if (readFailure(err).notFound) return notFound();
    throw err;
  }
}

/** The user's cards of one condition (1 usable for 我的优惠券's 活动卡 tab, 2 for 失效卡); null when it failed. */
export const loadHeldCards = (client: PageLoadContext['client'], condition: 1 | 2): Promise<UserActCardPage | null> =>
  optional(userActCardList({ condition, page: 1, limit: MY_CARDS_PAGE_SIZE }, client));

export type InvalidCardsData = { first: UserActCardPage | null };
export async function loadInvalidCards({ client }: PageLoadContext): Promise<InvalidCardsData> {
  return { first: await loadHeldCards(client, ACT_CARD_CONDITION.UNUSABLE) };
}

export type CardPayData = { order: ActCardOrder | null; pending: ActCardOrderPage | null };

/**
 * /my/coupon/pay: a card purchase awaiting payment goes to the normal cashier, a paid one to its card; a closed one
 * says so. Without an order: the user's card purchases awaiting payment.
 */
export async function loadCardPay({ client, query }: PageLoadContext): Promise<PageAnswer<CardPayData> | ReturnType<typeof pageError>> {
  const cusOrderId = query.cusOrderId;
  if (!cusOrderId) return { order: null, pending: await optional(actCardOrderList({ page: 1, limit: MY_CARDS_PAGE_SIZE }, client)) };
  let order: ActCardOrder;
  try {
    order = await actCardOrder(cusOrderId, client);
  } catch (err) {
    if (readFailure(err).notFound) return pageError('订单不存在或不是活动卡订单');
    return pageError(errorText(err, '获取订单失败'));
  }
  if (order.status === ACT_CARD_PURCHASE.UNPAID) return redirectTo(cardCashierHref(order.cusOrderId));
  if (order.status === ACT_CARD_PURCHASE.GRANTED && order.userCardId) return redirectTo(heldDetailHref(order.userCardId));
  return { order, pending: null };
}
