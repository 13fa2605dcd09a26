import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The local bank-verification provider's own books (it plays the card network's four-element check, like the
 * sandbox pay gateway plays a gateway): each verification request, the code it texted to the reserved phone (hashed)
 * and the tries spent on it.
 */
export const bankVerifyLocalRequests = pgTable(
  'bank_verify_local_requests',
  {
    requestId: text('request_id').primaryKey(),
    cardNoHash: text('card_no_hash').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('bank_verify_local_card_idx').on(t.cardNoHash)],
);
