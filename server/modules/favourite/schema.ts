import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// A user's saved items. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's saved goods / trade listings / planners / combos. */
export const favourites = pgTable(
  'favourites',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('favourites_target_uq').on(t.userId, t.targetType, t.targetId),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
);
