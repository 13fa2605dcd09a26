import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

// 面谈记录: appointments a planner proposes to a customer. Tables of this module only.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One appointment. status 0 待确认, 1 已确认, 2 已完成, 3 已取消 (lib/contract/interview/enums.ts); every change is one
 * conditional UPDATE on the status, so two changes racing cannot both win. planner_id / customer_id are users.id of
 * the auth module (no foreign key: modules seed apart).
 */
export const interviews = pgTable(
  'interviews',
  {
    id: text('id').primaryKey(),
    plannerId: text('planner_id').notNull(),
    customerId: text('customer_id').notNull(),
    /** 0 去店面谈 (the customer comes to the store), 1 到访面谈 (the planner visits). */
    inviteType: integer('invite_type').notNull(),
    inviteTime: ts('invite_time').notNull(),
    inviteAddress: text('invite_address').notNull(),
    topic: text('topic').notNull(),
    note: text('note').notNull().default(''),
    accompanyName: text('accompany_name').notNull().default(''),
    status: integer('status').notNull().default(0),
    /** 'customer' | 'planner', once cancelled. */
    cancelledBy: text('cancelled_by'),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    completedAt: ts('completed_at'),
    cancelledAt: ts('cancelled_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('interviews_customer_idx').on(t.customerId, t.status, t.inviteTime),
    index('interviews_planner_idx').on(t.plannerId, t.status, t.inviteTime),
    // A double tap cannot propose the same meeting twice: one live appointment per planner, customer and time.
    uniqueIndex('interviews_live_uq').on(t.plannerId, t.customerId, t.inviteTime).where(sql`status in (0, 1)`),
  ],
);
