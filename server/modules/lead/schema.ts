import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Leads left by visitors. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Sales leads: credit-evaluation estimates, consult / subscribe boxes, empty-search subscriptions. The typed columns
 * are what sales filters on; payload keeps the submitted form as is.
 */
export const leads = pgTable(
  'leads',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    phone: text('phone').notNull(),
    name: text('name').notNull().default(''),
    userId: text('user_id'),
    /** Page path or URL the lead came from, and the channel code. */
    source: text('source').notNull().default(''),
    sourceChannel: text('source_channel').notNull().default(''),
    content: text('content').notNull().default(''),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    requireCode: text('require_code'),
    requireName: text('require_name'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    estimateFen: bigint('estimate_fen', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('NEW'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_kind_idx').on(t.kind, t.createdAt),
    index('leads_phone_idx').on(t.phone),
    index('leads_user_idx').on(t.userId),
  ],
);
