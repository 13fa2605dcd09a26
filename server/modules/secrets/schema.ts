import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-only secrets generated on first start (HMAC keys of the payment gateway's notifications and the e-sign
 * callbacks; the app key behind tickets, upload policies and data at rest). Kept in the database so every instance sharing it uses the same value; never sent to a browser.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
