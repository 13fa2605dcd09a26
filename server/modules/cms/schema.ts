import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** CMS documents addressed by category code (service agreement, privacy policy, rules...). */
export const protocols = pgTable('protocols', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  categoryCode: text('category_code').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
