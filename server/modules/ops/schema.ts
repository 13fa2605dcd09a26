import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The operator desk (issue 27 §5). Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The platform's own staff: accounts of their own, apart from customers and planners, so no customer or planner
 * session can ever be an operator's. The first is made from the command line or the environment (ops/accounts.ts),
 * never by a public endpoint. A disabled operator's sessions stop at once.
 */
export const operators = pgTable('operators', {
  id: text('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  disabledAt: ts('disabled_at'),
});

/** An operator's login (password + SMS code): only the token's hash is kept; the cookie holds the token. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: text('operator_id').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every decision the platform takes, whoever takes it (an operator at the desk, or a script with X-Operator-Token):
 * who, when, what on which object, and the object's state before and after. Written after the decision commits;
 * never updated or deleted by the application.
 */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: ts('at').notNull().defaultNow(),
    /** 'operator' (a desk session) or 'token' (X-Operator-Token). */
    actorKind: text('actor_kind').notNull(),
    actorId: text('actor_id').notNull(),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** What was decided, in words (the reason, the amount). */
    summary: text('summary').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [
    index('operator_audit_at_idx').on(t.at),
    index('operator_audit_object_idx').on(t.objectType, t.objectId),
    index('operator_audit_actor_idx').on(t.actorId, t.at),
  ],
);
