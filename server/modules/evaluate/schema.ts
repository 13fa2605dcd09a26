import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One evaluation per order item: the primary key makes a second evaluation of the same item fail even when two
 * requests race (evaluations itself belongs to the catalog tables and has no unique key on the item).
 */
export const evaluationOrderItems = pgTable(
  'evaluation_order_items',
  {
    orderItemId: text('order_item_id').primaryKey(),
    evaluationId: text('evaluation_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    userId: text('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('evaluation_order_items_user_idx').on(t.userId, t.createdAt)],
);
