import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    path: text('path').notNull(),
    title: text('title'),
    referrer: text('referrer'),
    deviceId: text('device_id'),
    userId: text('user_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt), index('page_views_path_idx').on(t.path)],
);
