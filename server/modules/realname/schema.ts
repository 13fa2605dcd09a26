import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Real-name verifications; the newest SUCCESS row of a user is their verified identity. */
export const realnameVerifications = pgTable(
  'realname_verifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** AES-GCM encrypted ID number; the masked form is for display. */
    idNoEnc: text('id_no_enc').notNull(),
    idNoMasked: text('id_no_masked').notNull(),
    /** SHA-256 of the ID number (an identity can be bound to one account only). */
    idNoHash: text('id_no_hash').notNull(),
    phone: text('phone').notNull(),
    /** AUTHENTICATION_SUCCESS | AUTHENTICATION_FAIL */
    status: text('status').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    verifiedAt: ts('verified_at').notNull(),
  },
  (t) => [index('realname_user_idx').on(t.userId, t.verifiedAt), index('realname_idno_idx').on(t.idNoHash)],
);
