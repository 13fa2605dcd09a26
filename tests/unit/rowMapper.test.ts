import { describe, expect, it } from 'vitest';
import * as drizzle from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mapRow } from '@/server/db/rowMapper';

// Drizzle's own mapping (a runtime export it does not type), the reference every case is compared with.
type Field = { path: string[]; field: unknown };
const { mapResultRow, orderSelectedFields } = drizzle as unknown as {
  mapResultRow: (f: Field[], row: unknown[], joins?: Record<string, boolean>) => unknown;
  orderSelectedFields: (fields: Record<string, unknown>) => Field[];
};

const parent = pgTable('parents', { id: text('id').primaryKey(), at: timestamp('at', { withTimezone: true }), n: integer('n') });
const child = pgTable('children', { id: text('id').primaryKey(), parentId: text('parent_id'), meta: jsonb('meta') });

const both = (fields: Field[], row: unknown[], joins?: Record<string, boolean>) => {
  const mine = mapRow(fields, row, joins);
  expect(mine).toStrictEqual(mapResultRow(fields, row, joins));
  return mine;
};

describe('rows mapped by a plan', () => {
  it('maps a flat select list with its decoders, as drizzle does', () => {
    const fields = orderSelectedFields({ id: parent.id, at: parent.at, n: parent.n, twice: sql<number>`n * 2`.mapWith(Number) });
    const row = both(fields, ['p1', '2026-12-04 10:00:00+00', 3, '6']);
    expect(row).toEqual({ id: 'p1', at: new Date('2026-12-04T10:00:00Z'), n: 3, twice: 6 });
    expect(both(fields, ['p2', null, null, null])).toEqual({ id: 'p2', at: null, n: null, twice: null });
  });

  it('nests tables and keeps drizzle’s rule for a left join that matched nothing', () => {
    const fields = orderSelectedFields({ p: parent, c: child, extra: sql<string>`'x'` });
    const joins = { parents: true, children: false };
    const matched = both(fields, ['p1', null, 1, 'c1', 'p1', { a: 1 }, 'x'], joins);
    expect(matched).toEqual({ p: { id: 'p1', at: null, n: 1 }, c: { id: 'c1', parentId: 'p1', meta: { a: 1 } }, extra: 'x' });
    // The child's first column null: the whole child is null (its other columns are not looked at).
    expect(both(fields, ['p1', null, 1, null, null, null, 'x'], joins).c).toBeNull();
    expect(both(fields, ['p1', null, 1, null, 'p1', null, 'x'], joins).c).toBeNull();
    // A table that may not be null (the query's own) stays an object even when its first column is null.
    expect(both(fields, [null, null, null, 'c1', null, null, 'x'], joins).p).toEqual({ id: null, at: null, n: null });
    // Without the join map nothing is nulled.
    expect(both(fields, ['p1', null, 1, null, null, null, 'x']).c).toEqual({ id: null, parentId: null, meta: null });
  });

  it('nests a partial object and a column of another table inside it as drizzle does', () => {
    const fields = orderSelectedFields({ o: { id: parent.id, childId: child.id }, n: parent.n });
    const joins = { parents: true, children: false };
    for (const row of [['p1', 'c1', 2], [null, 'c1', 2], ['p1', null, 2], [null, null, null]]) both(fields, row, joins);
  });

  it('plans once per select list and gives each row an object of its own', () => {
    const fields = orderSelectedFields({ id: parent.id });
    const a = mapRow(fields, ['a'], undefined);
    const b = mapRow(fields, ['b'], undefined);
    expect(a).toEqual({ id: 'a' });
    expect(b).toEqual({ id: 'b' });
    expect(a).not.toBe(b);
  });
});
