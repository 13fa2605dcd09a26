import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, SQL } from 'drizzle-orm';
import { alias, boolean, integer, jsonb, numeric, pgEnum, pgSchema, pgTable, pgView, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sqlText, installSqlText } from '@/server/db/sqlText';
import { asOneStatement } from '@/server/db/oneStatement';
import { cusOrders, orders } from '@/server/db/schema';

// sqlText must give drizzle's own text and parameters for every query it builds, and give up where it cannot.

const mood = pgEnum('mood', ['sad', 'ok']);
const items = pgTable('items', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  qty: integer('qty').notNull().default(0),
  price: numeric('price', { precision: 12, scale: 2 }),
  meta: jsonb('meta').$type<{ tags: string[] }>(),
  live: boolean('live').notNull().default(true),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  made: text('made').$defaultFn(() => 'by-default'),
  mood: mood('mood'),
});
const audit = pgSchema('audit');
const logs = audit.table('logs', { id: integer('id').primaryKey(), itemId: text('item_id'), note: text('note') });
const liveItems = pgView('live_items').as((qb) => qb.select().from(items).where(eq(items.live, true)));

const db = drizzle.mock();
const dialect = (db as unknown as { dialect: Parameters<typeof installSqlText>[0] }).dialect;
const own = dialect.sqlToQuery.bind(dialect);
const names = new WeakMap<object, string>();
const both = (q: { getSQL(): SQL }) => ({ drizzle: own(q.getSQL()), fast: sqlText(dialect, names, q.getSQL()) });

const at = new Date('2026-12-03T10:00:00Z');
const other = alias(items, 'other');
const sub = db.select({ id: items.id }).from(items).where(gt(items.qty, 3));

const same: Record<string, { getSQL(): SQL }> = {
  'select all': db.select().from(items),
  'select with where, order, limit': db
    .select({ id: items.id, n: items.name })
    .from(items)
    .where(and(eq(items.name, 'a"b'), or(gt(items.qty, 2), isNull(items.price)), inArray(items.id, ['x', 'y', 'z'])))
    .orderBy(desc(items.at), asc(items.id))
    .limit(10)
    .offset(20),
  'join with an alias': db.select({ a: items.id, b: other.id }).from(items).innerJoin(other, eq(other.name, items.name)),
  'schema table': db.select().from(logs).where(eq(logs.itemId, 'i1')),
  'aggregate and sql alias': db
    .select({ c: count(), s: sql<number>`sum(${items.qty})`.as('s') })
    .from(items)
    .groupBy(items.name),
  'subselect in where': db.select().from(items).where(inArray(items.id, sub)),
  'insert with defaults and json': db.insert(items).values([
    { id: 'a', name: 'A', meta: { tags: ['x', "y'z"] }, at },
    { id: 'b', name: 'B', qty: 3, price: '12.50', made: 'given', mood: 'ok', at },
  ]),
  'insert on conflict, returning': db
    .insert(items)
    .values({ id: 'c', name: 'C', at })
    .onConflictDoUpdate({ target: items.id, set: { qty: sql`${items.qty} + 1` } })
    .returning({ id: items.id }),
  'update with sql and null': db
    .update(items)
    .set({ qty: sql`${items.qty} - ${2}`, price: null, at })
    .where(eq(items.id, 'a')),
  'delete returning': db.delete(logs).where(gt(logs.id, 5)).returning(),
  'raw sql with a list and values': {
    getSQL: () => sql`select ${items.id} from ${items} where ${items.id} in ${['p', 'q']} and ${items.qty} > ${1} and ${items.at} < ${at} and ${sql.raw('true')} and ${sql.identifier('x"y')} is null`,
  },
  'an alias without a field alias, wrapped like a subselect': { getSQL: () => sql`select ${new SQL.Aliased(sql`${items.qty} + ${1}`, undefined as never)}` },
  'one statement of app writes': {
    getSQL: () =>
      asOneStatement(
        [
          db.insert(cusOrders).values({
            id: 'co_1',
            cusOrderNo: 'C1',
            userId: 'u1',
            status: 1,
            payType: 1,
            totalFen: 100,
            discountFen: 0,
            payableFen: 100,
            depositFen: 0,
            idempotencyKey: 'k',
            remark: '',
            agreementIds: '',
            createdAt: at,
            submittedAt: at,
            updatedAt: at,
          } as never),
          { cte: 'gone', write: db.delete(orders).where(eq(orders.cusOrderId, 'co_0')).returning({ id: orders.id }) },
        ],
        sql`select (select count(*)::int from gone) as n`,
      ),
  },
};

describe('sqlText', () => {
  for (const [name, q] of Object.entries(same)) {
    it(`builds drizzle's text and parameters: ${name}`, () => {
      const { drizzle: d, fast } = both(q);
      expect(fast).toBeDefined();
      expect(fast!.sql).toBe(d.sql);
      expect(fast!.params).toEqual(d.params);
    });
  }

  const givesUp: Record<string, { getSQL(): SQL }> = {
    'a placeholder': db.select().from(items).where(eq(items.id, sql.placeholder('id'))),
    'inlined parameters': { getSQL: () => sql`select ${1}, ${'a'}`.inlineParams() },
    'a view': db.select().from(liveItems),
    'a subquery in from': db.select().from(sub.as('s')),
    'an enum': { getSQL: () => sql`select ${mood}` },
  };
  for (const [name, q] of Object.entries(givesUp)) {
    it(`gives up on ${name}, which drizzle's builder then builds`, () => {
      expect(both(q).fast).toBeUndefined();
    });
  }

  it('installed on a dialect, every builder gets the same text, through the fast path or drizzle', () => {
    const db2 = drizzle.mock();
    const d2 = (db2 as unknown as { dialect: Parameters<typeof installSqlText>[0] }).dialect;
    const before = [...Object.values(same), ...Object.values(givesUp)].map((q) => d2.sqlToQuery(q.getSQL()));
    installSqlText(d2, true);
    const after = [...Object.values(same), ...Object.values(givesUp)].map((q) => d2.sqlToQuery(q.getSQL()));
    expect(after.map((q) => [q.sql, q.params])).toEqual(before.map((q) => [q.sql, q.params]));
  });

  it('the check throws when the two differ', () => {
    const d3 = { ...dialect, escapeName: dialect.escapeName, casing: dialect.casing, sqlToQuery: (q: SQL) => ({ ...own(q), sql: 'other' }) };
    installSqlText(d3, true);
    expect(() => d3.sqlToQuery(sql`select ${1}`)).toThrow(/differs/);
  });
});
