import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    /**
     * Keyed hash of the ID number (secrets/keys.ts idNoHashes; rows from before ADR 0003 carry the legacy hash). One
     * SUCCESS row per hash: the unique index below holds "one ID, one account" under any concurrency.
     */
    idNoHash: text('id_no_hash').notNull(),
    phone: text('phone').notNull(),
    /** AUTHENTICATION_SUCCESS | AUTHENTICATION_FAIL */
    status: text('status').notNull(),
    /** Who answered: `local` (the stand-in, which checks the number only) or the real provider (`tencent`). */
    provider: text('provider').notNull().default('local'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    verifiedAt: ts('verified_at').notNull(),
  },
  (t) => [
    index('realname_user_idx').on(t.userId, t.verifiedAt),
    index('realname_idno_idx').on(t.idNoHash),
    uniqueIndex('realname_idno_success_uq').on(t.idNoHash).where(sql`${t.status} = 'AUTHENTICATION_SUCCESS'`),
  ],
);
