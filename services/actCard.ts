/**
 * 活动卡 (spec §7 "Marketing cards"; inventory my §3): the cards on sale, buying one (a normal order the cashier
 * pays), the user's cards and their purchases. Amounts are integer fen; `discount` is per mille (850 = 8.5折).
 */
import { http, type Http } from '@/lib/http';
import type { ActCard, ActCardOrder, ActCardOrderPage, ActCardPage, AddActCardOrderResult, UserActCardDetail, UserActCardPage } from '@/lib/contract/coupon/actCard';
import type { ActCardCondition } from '@/lib/contract/coupon/actCardEnums';

export type { ActCard, ActCardOrder, ActCardOrderPage, ActCardPage, AddActCardOrderResult, ActCardUse, UserActCard, UserActCardDetail, UserActCardPage } from '@/lib/contract/coupon/actCard';

/** GET act_card_list: 活动卡专区 (no login needed; with one, boughtCount is the caller's). */
export const actCardList = (q: { page: number; limit?: number; type?: 1 | 2 }, client: Http = http) => client.get<ActCardPage>('/marking/v1/act_card_list', q);

/** GET act_card_detail_one {id}: one card (also one no longer sold; canBuy / whyNot say so). 404 unknown. */
export const actCardDetailOne = (id: string, client: Http = http) => client.get<ActCard>('/marking/v1/act_card_detail_one', { id });

/** POST add_order {id, serialNo?}: the order buying the card (20102 sold out / ended, 409 每人限购N张). */
export const addActCardOrder = (input: { id: string; serialNo?: string }, client: Http = http) => client.post<AddActCardOrderResult>('/marking/v1/add_order', input);

/** GET user_act_card_list: condition 1 可使用, 2 失效 (used up, expired, revoked). */
export const userActCardList = (q: { condition: ActCardCondition; page: number; limit?: number }, client: Http = http) =>
  client.get<UserActCardPage>('/marking/v1/user_act_card_list', q);

/** GET user_card_detail_one {userCardId}: one of the user's cards with its uses (404 someone else's). */
export const userCardDetailOne = (userCardId: string, client: Http = http) => client.get<UserActCardDetail>('/marking/v1/user_card_detail_one', { userCardId });

/** GET act_card_order {cusOrderId}: the user's card purchase (404 anything else). */
export const actCardOrder = (cusOrderId: string, client: Http = http) => client.get<ActCardOrder>('/marking/v1/act_card_order', { cusOrderId });

/** GET act_card_order_list: the user's card purchases awaiting payment. */
export const actCardOrderList = (q: { page: number; limit?: number }, client: Http = http) => client.get<ActCardOrderPage>('/marking/v1/act_card_order_list', q);
