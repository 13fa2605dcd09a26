import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the local SMS provider "sent": the message text as a phone would show it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: text('phone').notNull(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.id)],
);
