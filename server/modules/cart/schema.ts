import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One SKU in a user's cart (v4). Prices are never stored: the cart always shows today's SKU price. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    goodsId: text('goods_id').notNull(),
    skuId: text('sku_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    selected: boolean('selected').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_uq').on(t.userId, t.skuId), index('cart_items_user_idx').on(t.userId, t.createdAt)],
);
