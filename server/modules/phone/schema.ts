import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Hidden-number phone bindings. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Hidden-number bindings: the customer calls relay_number, the relay rings the planner until expires_at. */
export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: text('id').primaryKey(),
    customerUserId: text('customer_user_id'),
    customerId: text('customer_id'),
    customerPhone: text('customer_phone'),
    /** Visitors call too (no login needed): their anonymous id. */
    anonymousId: text('anonymous_id'),
    plannerId: text('planner_id').notNull(),
    relayNumber: text('relay_number'),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    requireCode: text('require_code'),
    requireName: text('require_name'),
    /** The answer given: 1 callable, 0 planner disabled, 3 planner resigned. */
    status: integer('status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at'),
  },
  (t) => [
    index('phone_calls_planner_idx').on(t.plannerId, t.createdAt),
    index('phone_calls_relay_idx').on(t.relayNumber, t.expiresAt),
    // The relay adapter reads the live bindings (status 1 with a number, not expired) on every call.
    index('phone_calls_live_idx').on(t.expiresAt).where(sql`${t.status} = 1 and ${t.relayNumber} is not null`),
    index('phone_calls_customer_idx').on(t.customerUserId),
  ],
);
