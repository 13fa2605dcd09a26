import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// 通知 (issue 27 §2). Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One notice per event and person, written in the transaction of the event (so it exists exactly when the event
 * does). `dedupe_key` is the event's own identity (e.g. `aftersale.offer:<sheet>:<revision>`): a retried or concurrent
 * event inserts nothing the second time (ON CONFLICT DO NOTHING on user + key). The table is its own outbox:
 * `pushed_at` is null until a flush has published it on the event stream and sent its SMS (at most once, claimed by
 * one conditional UPDATE), so a notice committed just before the process died is delivered by the next flush.
 */
export const notices = pgTable(
  'notices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    category: text('category').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    dedupeKey: text('dedupe_key').notNull(),
    /** An SMS template sent too when flushed (the few events a person must not miss), or null. */
    sms: text('sms'),
    readAt: ts('read_at'),
    pushedAt: ts('pushed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notices_user_key_uq').on(t.userId, t.dedupeKey),
    index('notices_user_idx').on(t.userId, t.createdAt),
    index('notices_unread_idx').on(t.userId, t.category).where(sql`read_at is null`),
    index('notices_unpushed_idx').on(t.createdAt).where(sql`pushed_at is null`),
  ],
);

/** A group a person turned off in 设置 (one row per user and category): no notice of it is written for them. */
export const noticeMutes = pgTable(
  'notice_mutes',
  {
    userId: text('user_id').notNull(),
    category: text('category').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);
