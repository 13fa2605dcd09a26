import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/**
 * A coupon customers can receive. couponType 1 满减 (reduce_fen), 2 折扣 (discount per-mille). useType 1 全场, 2 品类,
 * 3 商品. total_count -1 = 不限量; otherwise received_count never passes it (one conditional UPDATE, and the check).
 * Receivable from valid_from until receive_to (when set) or valid_to.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    couponType: integer('coupon_type').notNull(),
    reduceFen: fen('reduce_fen').notNull().default(0),
    discountPermille: integer('discount_permille').notNull().default(1000),
    /** Threshold on the scoped amount; 0 = 无门槛. */
    fullFen: fen('full_fen').notNull().default(0),
    useType: integer('use_type').notNull(),
    /** Category code (any level) for useType 2; goods id for useType 3. */
    scopeCode: text('scope_code'),
    scopeName: text('scope_name').notNull().default(''),
    /** Fixed window, or valid_days after receiving (then valid_from/to bound the receiving period). */
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    validDays: integer('valid_days'),
    totalCount: integer('total_count').notNull(),
    receivedCount: integer('received_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    /** The rules text the coupon centre shows in its popover. */
    remark: text('remark').notNull().default(''),
    /** End of receiving when earlier than valid_to (a coupon grabbed until a date, used later). */
    receiveTo: ts('receive_to'),
    /** Who may receive it: 0 everyone, 1 新客 only (no paid order yet; COUPON_AUDIENCE). */
    audience: integer('audience').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('coupon_templates_count_ck', sql`${t.receivedCount} >= 0 and (${t.totalCount} = -1 or ${t.receivedCount} <= ${t.totalCount})`),
    check('coupon_templates_audience_ck', sql`${t.audience} in (0, 1)`),
  ],
);

/** How many of a coupon a user has received: the per-user limit, reserved in one statement (ADR 0004). */
export const couponQuota = pgTable(
  'coupon_quota',
  {
    userId: text('user_id').notNull(),
    templateId: text('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] }), check('coupon_quota_taken_ck', sql`${t.taken} >= 0`)],
);

/** A coupon held by a user. status 1 未使用, 2 已锁定 (unpaid order), 3 已使用, 4 作废. Expiry is read from valid_to. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    templateId: text('template_id').notNull().references(() => couponTemplates.id),
    status: integer('status').notNull().default(1),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    cusOrderId: text('cus_order_id'),
    discountFen: fen('discount_fen').notNull().default(0),
    receivedAt: ts('received_at').notNull().defaultNow(),
    lockedAt: ts('locked_at'),
    usedAt: ts('used_at'),
  },
  (t) => [index('user_coupons_user_idx').on(t.userId, t.status), index('user_coupons_order_idx').on(t.cusOrderId)],
);

// ───────────────────────────── activity cards (活动卡) ─────────────────────────────

/**
 * An activity card on sale. card_type 1 满减卡 (rebate_fen off when the scoped amount ≥ rebate_need_fen), 2 折扣卡
 * (discount per mille); use_limit 1 全场, 2 品类 (scope_code a category code), 3 商品 (scope_code a goods id).
 * validate_type 1: valid_days from the purchase; 2: the fixed window valid_from–valid_to. Sold between sale_from and
 * sale_to while sold < stock, at most per_user_limit per user (act_card_quota).
 */
export const actCards = pgTable(
  'act_cards',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    cardCode: text('card_code').notNull().unique(),
    cardType: integer('card_type').notNull(),
    rebateFen: fen('rebate_fen').notNull().default(0),
    rebateNeedFen: fen('rebate_need_fen').notNull().default(0),
    discountPermille: integer('discount_permille').notNull().default(1000),
    useLimit: integer('use_limit').notNull(),
    scopeCode: text('scope_code'),
    scopeName: text('scope_name').notNull().default(''),
    /** Uses each card gives. */
    times: integer('times').notNull(),
    priceFen: fen('price_fen').notNull(),
    stock: integer('stock').notNull(),
    sold: integer('sold').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    validateType: integer('validate_type').notNull(),
    validDays: integer('valid_days'),
    validFrom: ts('valid_from'),
    validTo: ts('valid_to'),
    saleFrom: ts('sale_from').notNull(),
    saleTo: ts('sale_to').notNull(),
    remark: text('remark').notNull().default(''),
    img: text('img').notNull().default(''),
    /** 1 上架, 0 下架. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [check('act_cards_sold_ck', sql`${t.sold} >= 0 and ${t.sold} <= ${t.stock}`)],
);

/** Cards a user holds or is buying, per card: the per-user limit, reserved in one statement (ADR 0004). */
export const actCardQuota = pgTable(
  'act_card_quota',
  {
    userId: text('user_id').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => actCards.id),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cardId] }), check('act_card_quota_taken_ck', sql`${t.taken} >= 0`)],
);

/** The order that buys a card. status 1 待支付, 2 已发放, 3 已取消 (order cancelled or expired), 4 已退款 (card revoked). */
export const actCardPurchases = pgTable(
  'act_card_purchases',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => actCards.id),
    cusOrderId: text('cus_order_id').notNull().unique(),
    cusOrderNo: text('cus_order_no').notNull(),
    priceFen: fen('price_fen').notNull(),
    status: integer('status').notNull().default(1),
    userCardId: text('user_card_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    closedAt: ts('closed_at'),
  },
  (t) => [index('act_card_purchases_user_idx').on(t.userId, t.status, t.createdAt)],
);

/**
 * A card a user holds: used_times of total_times (locked uses included), refunded_times revoked by refunds of its
 * purchase (never usable again); status 1 正常, 2 已作废 (every use left was refunded). Usable: total − used − refunded.
 */
export const userActCards = pgTable(
  'user_act_cards',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    cardId: text('card_id')
      .notNull()
      .references(() => actCards.id),
    /** The purchase that granted it (null for a card given by the platform); one card per purchase. */
    purchaseId: text('purchase_id').unique(),
    totalTimes: integer('total_times').notNull(),
    usedTimes: integer('used_times').notNull().default(0),
    refundedTimes: integer('refunded_times').notNull().default(0),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    status: integer('status').notNull().default(1),
    grantedAt: ts('granted_at').notNull().defaultNow(),
  },
  (t) => [index('user_act_cards_user_idx').on(t.userId, t.status, t.validTo), check('user_act_cards_times_ck', sql`${t.usedTimes} >= 0 and ${t.refundedTimes} >= 0 and ${t.usedTimes} + ${t.refundedTimes} <= ${t.totalTimes}`)],
);

/** One use of a card on a customer order. status 1 锁定 (unpaid), 2 已使用, 3 已释放 (order cancelled), 4 已退回 (order refunded). */
export const actCardUses = pgTable(
  'act_card_uses',
  {
    id: text('id').primaryKey(),
    userCardId: text('user_card_id')
      .notNull()
      .references(() => userActCards.id),
    userId: text('user_id').notNull(),
    cusOrderId: text('cus_order_id').notNull(),
    discountFen: fen('discount_fen').notNull(),
    status: integer('status').notNull().default(1),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
    endedAt: ts('ended_at'),
  },
  (t) => [
    // One card per order: at most one live (locked or used) use of any card.
    uniqueIndex('act_card_uses_order_live_uq').on(t.cusOrderId).where(sql`${t.status} in (1, 2)`),
    index('act_card_uses_card_idx').on(t.userCardId, t.createdAt),
  ],
);
