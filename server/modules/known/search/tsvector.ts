import { customType } from 'drizzle-orm/pg-core';

/**
 * A `tsvector` column (PostgreSQL and PGlite alike) for the 必懂 search. Written with query.ts documentVector (an SQL
 * expression, never a value built in JavaScript), indexed with GIN:
 *
 *   searchVector: tsvector('search_vector').notNull(),
 *   …
 *   (t) => [index('known_posts_search_idx').using('gin', t.searchVector)]
 *
 * Read back (rarely useful) it is the vector's text form, e.g. `'发票':3A '注册':1A`.
 */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
