import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const fen = (name: string) => bigint(name, { mode: 'number' });

/** A coupon customers can receive. couponType 1 满减 (reduce_fen), 2 折扣 (discount per-mille). useType 1 全场, 2 品类, 3 商品. */
export const couponTemplates = pgTable('coupon_templates', {
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
  createdAt: ts('created_at').notNull().defaultNow(),
});

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
