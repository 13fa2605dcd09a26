import { z } from 'zod';
import { intIn, limitField, looseId, optId, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';

/**
 * Activity cards (活动卡, spec §7 "Marketing cards"): requests and answers of /api/marking/v1/*. Amounts are integer
 * fen; `discount` is per mille (850 = 8.5折). A held card's `userCardId` is what checkout takes among couponUseCodes.
 */

const fen = z.number().int();
const at = z.string().meta({ description: 'ISO 8601' });

// ───────────────────────────── requests ─────────────────────────────

export const ActCardListQuery = z.object({
  page: pageField(),
  limit: limitField(15, 50),
  type: optional(intIn('活动卡类型', 1, 2)).meta({ description: '1 满减卡 2 折扣卡', type: 'integer' }),
});
export type ActCardListQuery = z.infer<typeof ActCardListQuery>;

export const ActCardDetailQuery = z.object({ id: looseId('活动卡') });
export type ActCardDetailQuery = z.infer<typeof ActCardDetailQuery>;

export const AddActCardOrderBody = z.object({
  id: looseId('活动卡'),
  serialNo: optId('下单流水号').meta({ description: '幂等键（get_payment_seriale_no）：同一键重复提交返回同一订单' }),
});
export type AddActCardOrderBody = z.infer<typeof AddActCardOrderBody>;

export const UserActCardListQuery = z.object({
  condition: optional(intIn('查询条件', 1, 2)).default(1).meta({ description: '1 可使用 2 失效（已用完、已过期、已作废）', type: 'integer' }),
  page: pageField(),
  limit: limitField(10, 50),
});
export type UserActCardListQuery = z.infer<typeof UserActCardListQuery>;

export const UserCardDetailQuery = z.object({ userCardId: looseId('活动卡') });
export type UserCardDetailQuery = z.infer<typeof UserCardDetailQuery>;

export const ActCardOrderQuery = z.object({ cusOrderId: looseId('订单') });
export type ActCardOrderQuery = z.infer<typeof ActCardOrderQuery>;

export const ActCardOrderListQuery = z.object({ page: pageField(), limit: limitField(10, 50) });
export type ActCardOrderListQuery = z.infer<typeof ActCardOrderListQuery>;

// ───────────────────────────── answers ─────────────────────────────

/** What a card gives, shared by the card on sale and the card held. */
const CardFace = z.object({
  cardName: z.string(),
  cardType: z.literal([1, 2]).meta({ description: '1 满减卡 2 折扣卡' }),
  typeName: z.string().meta({ example: '满减卡' }),
  rebateFen: fen.meta({ description: '满减卡：减多少' }),
  rebateNeedFen: fen.meta({ description: '满减卡：门槛；0 = 无门槛' }),
  discount: z.number().int().meta({ description: '折扣卡：千分比（850 = 8.5折）' }),
  useLimit: z.literal([1, 2, 3]).meta({ description: '1 全场通用 2 指定品类 3 指定商品' }),
  scopeCode: z.string().nullable(),
  productName: z.string().meta({ description: '品类或商品名（useLimit 2/3）' }),
  scopeText: z.string().meta({ example: '全场通用' }),
  remark: z.string(),
});

/** A card in 活动卡专区 (act_card_list, act_card_detail_one). */
export const ActCard = CardFace.extend({
  id: z.string(),
  cardCode: z.string(),
  availableTimes: z.number().int().meta({ description: '每张可使用次数' }),
  priceFen: fen,
  stock: z.number().int(),
  leftStock: z.number().int(),
  leftPercent: z.number().int().meta({ description: '剩余库存百分比（向上取整）' }),
  validateType: z.literal([1, 2]).meta({ description: '1 自购买之日起N天 2 固定有效期' }),
  validateDays: z.number().int().nullable(),
  validateDateStart: at.nullable(),
  validateDateEnd: at.nullable(),
  validityText: z.string().meta({ example: '自购买之日起30天' }),
  saleEnd: at,
  saleState: z.literal([1, 2, 3, 4]).meta({ description: '1 在售 2 已抢光 3 活动已结束 4 未开始' }),
  saleStateLabel: z.string(),
  perUserLimit: z.number().int(),
  /** The caller's purchases of this card (paid or awaiting payment); 0 without a login. */
  boughtCount: z.number().int(),
  canBuy: z.boolean(),
  /** Why it cannot be bought ('' when it can). */
  whyNot: z.string(),
  imgUrl: z.string(),
});
export type ActCard = z.infer<typeof ActCard>;
export const ActCardPage = pagedSchema(ActCard);
export type ActCardPage = z.infer<typeof ActCardPage>;

/** A card the user holds (user_act_card_list). */
export const UserActCard = CardFace.extend({
  userCardId: z.string(),
  cardId: z.string(),
  totalTimes: z.number().int(),
  availableTimes: z.number().int().meta({ description: '剩余可用次数（待支付订单占用的不计）' }),
  validateDateStart: at,
  validateDateEnd: at,
  state: z.literal([1, 2, 3, 4]).meta({ description: '1 可使用 2 已用完 3 已过期 4 已作废' }),
  stateLabel: z.string(),
  grantedAt: at,
  /** The order that bought it (null when the platform gave it). */
  cusOrderId: z.string().nullable(),
});
export type UserActCard = z.infer<typeof UserActCard>;
export const UserActCardPage = pagedSchema(UserActCard);
export type UserActCardPage = z.infer<typeof UserActCardPage>;

export const ActCardUse = z.object({
  id: z.string(),
  cusOrderId: z.string(),
  discountFen: fen,
  status: z.literal([1, 2, 3, 4]).meta({ description: '1 订单待支付 2 已使用 3 订单取消已退回 4 订单退款已退回' }),
  statusLabel: z.string(),
  createdAt: at,
  usedAt: at.nullable(),
});
export type ActCardUse = z.infer<typeof ActCardUse>;

/** One held card with its uses, newest first (user_card_detail_one). */
export const UserActCardDetail = UserActCard.extend({ uses: z.array(ActCardUse) });
export type UserActCardDetail = z.infer<typeof UserActCardDetail>;

/** add_order: the customer order that buys the card; the cashier pays it. */
export const AddActCardOrderResult = z.object({
  cusOrderId: z.string(),
  cusOrderNo: z.string(),
  payNowFen: fen,
  expiresAt: at.nullable(),
});
export type AddActCardOrderResult = z.infer<typeof AddActCardOrderResult>;

/** A card purchase (act_card_order, act_card_order_list). */
export const ActCardOrder = z.object({
  cusOrderId: z.string(),
  cusOrderNo: z.string(),
  priceFen: fen,
  status: z.literal([1, 2, 3, 4]).meta({ description: '1 待支付 2 已发放 3 已取消 4 已退款' }),
  statusLabel: z.string(),
  /** The payment deadline while 待支付. */
  expiresAt: at.nullable(),
  userCardId: z.string().nullable(),
  createdAt: at,
  card: ActCard,
});
export type ActCardOrder = z.infer<typeof ActCardOrder>;
export const ActCardOrderPage = pagedSchema(ActCardOrder);
export type ActCardOrderPage = z.infer<typeof ActCardOrderPage>;
