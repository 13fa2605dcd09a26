import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** 老板审批: a purchase an employee asks the boss to approve; the random `code` in the shared link is the capability. */
export const purchaseAudits = pgTable(
  'purchase_audits',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull().unique(),
    requesterId: text('requester_id').notNull(),
    requesterName: text('requester_name').notNull(),
    goodsId: text('goods_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** The price when asked (server side), for the total the boss approves. */
    unitPriceFen: integer('unit_price_fen').notNull(),
    note: text('note').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('purchase_audits_requester_idx').on(t.requesterId, t.createdAt)],
);
