import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// Applications to the platform (商户入驻, 加入我们, 我要合作). Tables of this module only.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * 商户入驻 applications. A user has at most one live application (审核中 or 已通过): a partial unique index, so two
 * submissions at once save one. A refused application stays as it was; resubmitting adds a new row.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    /** COMPANY | PERSONAL */
    subjectType: text('subject_type').notNull(),
    name: text('name').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    /** [{ code, name }] of first-level service categories, as they were named when submitted. */
    categories: jsonb('categories').$type<{ code: string; name: string }[]>().notNull(),
    licenceImage: text('licence_image').notNull(),
    intro: text('intro').notNull().default(''),
    /** PENDING | APPROVED | REJECTED */
    status: text('status').notNull().default('PENDING'),
    reason: text('reason').notNull().default(''),
    decidedBy: text('decided_by').notNull().default(''),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('merchant_applications_live_uq').on(t.userId).where(sql`${t.status} in ('PENDING', 'APPROVED')`),
    index('merchant_applications_user_idx').on(t.userId, t.createdAt),
    index('merchant_applications_status_idx').on(t.status, t.createdAt),
  ],
);
export type MerchantApplicationRow = typeof merchantApplications.$inferSelect;

/** Applications to the platform's job openings (cms_jobs); one per user and job. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    jobId: text('job_id').notNull(),
    /** The opening as it was when applied for. */
    position: text('position').notNull(),
    department: text('department').notNull().default(''),
    city: text('city').notNull().default(''),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note').notNull(),
    /** SUBMITTED | VIEWED | INTERVIEW | CLOSED; the operator moves it forward (JOB_APPLY_NEXT). */
    status: text('status').notNull().default('SUBMITTED'),
    /** The operator's note on the current status, shown to the applicant. */
    statusNote: text('status_note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_applications_user_job_uq').on(t.userId, t.jobId),
    index('job_applications_user_idx').on(t.userId, t.createdAt),
    index('job_applications_status_idx').on(t.status, t.createdAt),
  ],
);
export type JobApplicationRow = typeof jobApplications.$inferSelect;

/** 我要合作 proposals. */
export const cooperationProposals = pgTable(
  'cooperation_proposals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    company: text('company').notNull(),
    contactName: text('contact_name').notNull(),
    phone: text('phone').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    /** PENDING | CONTACTED | CLOSED; the operator moves it forward (COOPERATION_NEXT). */
    status: text('status').notNull().default('PENDING'),
    /** The operator's note on the current status, shown to the proposer. */
    statusNote: text('status_note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cooperation_proposals_user_idx').on(t.userId, t.createdAt), index('cooperation_proposals_status_idx').on(t.status, t.createdAt)],
);
export type CooperationProposalRow = typeof cooperationProposals.$inferSelect;

/** Submissions per user, kind and China calendar day: one atomic upsert takes a slot inside the saving transaction. */
export const applyQuota = pgTable(
  'apply_quota',
  {
    userId: text('user_id').notNull(),
    kind: text('kind').notNull(),
    day: text('day').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.day] })],
);
