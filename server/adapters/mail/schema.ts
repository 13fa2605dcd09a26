import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type MailAttachment = { filename: string; contentType: string; storageKey: string; sha256: string; size: number };

/** What the local mail provider "sent". */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** What the mail is about, e.g. invoice:<id>. */
    ref: text('ref'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.id), index('mail_outbox_ref_idx').on(t.ref)],
);
