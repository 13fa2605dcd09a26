import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// Search words of the search page. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").

/** Search words in buckets TOP_HIGHLIGHT / TOP / HOT. is_jump_link: 0 search, 1 route, 2 URL, 3 image. */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: text('id').primaryKey(),
    bucket: text('bucket').notNull(),
    name: text('name').notNull(),
    isJumpLink: integer('is_jump_link').notNull().default(0),
    wapRoute: text('wap_route').notNull().default(''),
    url: text('url').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    allSearchTimes: integer('all_search_times').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('search_keywords_bucket_idx').on(t.bucket, t.sort)],
);
