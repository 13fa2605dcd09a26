import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * 资讯 (information articles, spec §7 "Content and misc"): short business-services articles shown as the home's
 * 资讯精选 cards, the /found list and search, and /found/detail/<id>. `paragraphs` is the body as plain text
 * paragraphs (no HTML is ever stored or rendered). `category` is one of ARTICLE_CATEGORIES (service.ts).
 */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    paragraphs: text('paragraphs').array().notNull().default([]),
    coverUrl: text('cover_url').notNull(),
    category: text('category').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    views: integer('views').notNull().default(0),
    /** Title and summary in the search form (server/text/searchForm.ts), what the keyword search reads (service.ts). */
    searchPlain: text('search_plain').notNull().default(''),
  },
  (t) => [index('articles_published_idx').on(t.publishedAt, t.id), index('articles_category_idx').on(t.category, t.publishedAt)],
);

export type ArticleRow = typeof articles.$inferSelect;
