import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

// The CMS dictionary. Tables of this module only (docs/ARCHITECTURE.md "Modules own their tables").

/** CMS dictionary: a tree of codes with four free extension columns (meaning per code family, see enums.ts DICT). */
export const dictCodes = pgTable(
  'dict_codes',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    ext1: text('ext1'),
    ext2: text('ext2'),
    ext3: text('ext3'),
    ext4: text('ext4'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('dict_codes_parent_idx').on(t.parentCode, t.sort)],
);
