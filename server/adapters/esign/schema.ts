import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The local e-sign provider's own books (it plays the outside provider, like the sandbox pay gateway): each sign
 * task and its state at the provider. status: OPEN → SIGNED | REJECTED. Callbacks are checked against this.
 */
export const esignLocalTasks = pgTable(
  'esign_local_tasks',
  {
    taskId: text('task_id').primaryKey(),
    contractId: text('contract_id').notNull(),
    documentSha256: text('document_sha256').notNull(),
    status: text('status').notNull().default('OPEN'),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [index('esign_local_tasks_contract_idx').on(t.contractId)],
);
