import { bigint, boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** CMS documents addressed by category code (service agreement, privacy policy, rules, the about pages...). */
export const protocols = pgTable('protocols', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  categoryCode: text('category_code').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** 帮助中心 categories (inventory my.md §9), shown as tabs in `sort` order. */
export const helpCategories = pgTable('help_categories', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * A help question and its answer. `content` is HTML (sanitised before display); `contentText` is the same answer as
 * plain text, what search reads. linkType 1 opens the question page, 2 the route `wapRoute`, 3 the page `link`.
 * `common` puts it under 常见问题; an entry taken offline (`online` false) is neither listed nor found.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code')
      .notNull()
      .references(() => helpCategories.code),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    linkType: smallint('link_type').notNull().default(1),
    wapRoute: text('wap_route').notNull().default(''),
    link: text('link').notNull().default(''),
    common: boolean('common').notNull().default(false),
    online: boolean('online').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('help_articles_category_idx').on(t.categoryCode, t.sort)],
);

export type HelpArticleRow = typeof helpArticles.$inferSelect;

/** What 关于我们 lists: documents of `protocols` by category code, under a group heading, in `sort` order. */
export const aboutEntries = pgTable('about_entries', {
  code: text('code').primaryKey(),
  groupName: text('group_name').notNull(),
  sort: integer('sort').notNull().default(0),
});
