import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The platform's own content beside the documents and the help centre: job openings (加入我们), qualification
 * documents (证照资质中心) and assurance texts (服务保障). Seeded (platformSeed.ts); an entry taken offline
 * (`online` false) is neither listed nor read.
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cmsJobs = pgTable('cms_jobs', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  department: text('department').notNull(),
  city: text('city').notNull(),
  salary: text('salary').notNull(),
  experience: text('experience').notNull(),
  education: text('education').notNull(),
  headcount: integer('headcount').notNull().default(1),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  summary: text('summary').notNull().default(''),
  duties: jsonb('duties').$type<string[]>().notNull().default([]),
  requirements: jsonb('requirements').$type<string[]>().notNull().default([]),
  benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
  address: text('address').notNull().default(''),
  online: boolean('online').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type CmsJobRow = typeof cmsJobs.$inferSelect;

export const cmsQualifications = pgTable('cms_qualifications', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  number: text('number').notNull(),
  holder: text('holder').notNull(),
  issuer: text('issuer').notNull(),
  validity: text('validity').notNull(),
  image: text('image').notNull(),
  note: text('note').notNull().default(''),
  online: boolean('online').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const cmsAssurances = pgTable('cms_assurances', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  icon: text('icon').notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[] }[]>().notNull().default([]),
  online: boolean('online').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
