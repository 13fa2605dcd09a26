import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The category tree and the hot questions of a category. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").

/** Product categories: a 3-level tree of FL codes (services and the four trade types). */
export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: integer('level').notNull(),
    parentCode: text('parent_code'),
    /** "L1,L2,L3" up to this node, and "n1/n2/n3". */
    levelCodes: text('level_codes').notNull(),
    levelNames: text('level_names').notNull(),
    /** 'service' | 'trade' */
    kind: text('kind').notNull().default('service'),
    sort: integer('sort').notNull().default(0),
    icon: text('icon'),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('categories_parent_idx').on(t.parentCode, t.sort), index('categories_level_idx').on(t.level, t.sort)],
);

/** Hot consult questions of a second-level category (content_type 1) shown on detail pages. */
export const categoryQuestions = pgTable(
  'category_questions',
  {
    id: text('id').primaryKey(),
    categoryCode: text('category_code').notNull(),
    contentType: integer('content_type').notNull().default(1),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('category_questions_cat_idx').on(t.categoryCode, t.contentType, t.sort)],
);
