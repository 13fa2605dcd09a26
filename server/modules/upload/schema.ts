import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One uploaded image; `attachedTo` says which refund or evaluation uses it (set once, by its uploader). */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull().default(''),
    /** aftersale | evaluate | other: what the uploader said it is for. */
    purpose: text('purpose').notNull().default('other'),
    /** e.g. aftersale:<id>, evaluation:<id>, evaluation_reply:<id>; null while unused. */
    attachedTo: text('attached_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), index('uploads_attached_idx').on(t.attachedTo)],
);
