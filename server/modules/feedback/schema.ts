import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// 我要吐槽. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A customer's feedback (inventory my §15 "Feedback"): plain text, up to three of their own uploads, where it came from,
 * and the platform's one reply (status OPEN → REPLIED, set once by a conditional update).
 */
export const feedbacks = pgTable(
  'feedbacks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    typeCode: text('type_code').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    contactPhone: text('contact_phone').notNull().default(''),
    terminalCode: text('terminal_code').notNull().default(''),
    platformCode: text('platform_code').notNull().default(''),
    equipment: text('equipment').notNull().default(''),
    status: text('status').notNull().default('OPEN'),
    replyContent: text('reply_content'),
    replierName: text('replier_name'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedbacks_user_idx').on(t.userId, t.createdAt), index('feedbacks_status_idx').on(t.status, t.createdAt)],
);
