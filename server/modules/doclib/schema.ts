import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The document library (/docPage/page): a document's text, rendered to PDF on request; forwards are counted. */
export const libraryDocuments = pgTable('library_documents', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  /** Paragraphs; one starting with "# " is a heading. */
  paragraphs: text('paragraphs').array().notNull().default([]),
  forwardCount: integer('forward_count').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
