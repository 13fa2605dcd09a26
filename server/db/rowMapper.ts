import { isDeepStrictEqual } from 'node:util';
import * as drizzle from 'drizzle-orm';

// Result rows mapped to objects by a plan made once per query (issue 30, ADR 0079). Drizzle's mapResultRow works out,
// for every cell of every row, what the cell's field is (up to four `is()` tests, each walking a prototype chain),
// walks its path with an iterator and keeps a map for left joins: ~4 % of an order's CPU, more for wide rows. The plan
// does that work once per select list; a row is then a loop over the cells. The result is drizzle's, value for value
// (its decoders run as before), including its rule for a left-joined table that matched nothing: the object becomes
// null when the first of its columns is null. The tests compare the two on every query of the integration suite
// (DB_SQL_TEXT_CHECK=1).

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
type Plan = {
  paths: string[][];
  decoders: Decoder[];
  /** The column's table when it takes part in drizzle's left-join rule (a table column two levels deep), else null. */
  tables: (string | null)[];
};
type Joins = Record<string, boolean> | undefined;

const { Column, SQL, Subquery, getTableName, is } = drizzle;
const drizzlesOwn = (drizzle as unknown as { mapResultRow: (f: Field[], row: unknown[], joins: Joins) => Record<string, unknown> }).mapResultRow;

const plans = new WeakMap<Field[], Plan>();

function planOf(fields: Field[]): Plan {
  let plan = plans.get(fields);
  if (plan) return plan;
  plan = { paths: [], decoders: [], tables: [] };
  for (const { path, field } of fields) {
    // The same tests, in the same order, as drizzle's mapResultRow.
    const f = field as { decoder: Decoder; _: { sql: { decoder: Decoder } }; sql: { decoder: Decoder }; table: drizzle.Table };
    const isColumn = is(field, Column);
    const decoder = isColumn ? (field as Decoder) : is(field, SQL) ? f.decoder : is(field, Subquery) ? f._.sql.decoder : f.sql.decoder;
    plan.paths.push(path);
    plan.decoders.push(decoder);
    plan.tables.push(isColumn && path.length === 2 ? getTableName(f.table) : null);
  }
  plans.set(fields, plan);
  return plan;
}

/** One row (an array of driver values, in the select list's order) as drizzle maps it. */
export function mapRow(fields: Field[], row: unknown[], joins: Joins): Record<string, unknown> {
  const { paths, decoders, tables } = planOf(fields);
  const result: Record<string, unknown> = {};
  let nullify: Record<string, string | false> | undefined;
  for (let i = 0; i < paths.length; i++) {
    const path = paths[i];
    let node = result;
    const last = path.length - 1;
    for (let j = 0; j < last; j++) {
      const key = path[j];
      if (!(key in node)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const raw = row[i];
    const value = raw === null ? null : decoders[i].mapFromDriverValue(raw);
    node[path[last]] = value;
    const table = tables[i];
    if (joins && table !== null) {
      nullify ??= {};
      const name = path[0];
      if (!(name in nullify)) nullify[name] = value === null ? table : false;
      else if (typeof nullify[name] === 'string' && nullify[name] !== table) nullify[name] = false;
    }
  }
  if (joins && nullify) {
    for (const name of Object.keys(nullify)) {
      const table = nullify[name];
      if (typeof table === 'string' && !joins[table]) result[name] = null;
    }
  }
  return result;
}

type PreparedQuery = { fields?: Field[]; customResultMapper?: (rows: unknown[][]) => unknown; joinsNotNullableMap?: Joins };
type Session = { prepareQuery(...args: unknown[]): PreparedQuery };

const patched = new WeakSet<object>();

/**
 * Every query of this database's sessions (the database's own, and each transaction's: the same class) maps its rows
 * with a plan. `check`: drizzle's own mapping runs too, and a difference throws (the tests).
 */
export function installRowPlans(db: object, check = false): void {
  const session = (db as { session?: object }).session;
  const proto = session && (Object.getPrototypeOf(session) as Session);
  if (!proto || typeof proto.prepareQuery !== 'function' || patched.has(proto)) return;
  patched.add(proto);
  const own = proto.prepareQuery;
  proto.prepareQuery = function (this: unknown, ...args: unknown[]) {
    const q = own.apply(this, args);
    // A query with a select list and no mapper of its own (a relational query brings one). The left-join map is set
    // on the query after it is made, so it is read when rows come.
    if (q.fields && !q.customResultMapper) {
      const fields = q.fields;
      q.customResultMapper = (rows) => {
        const joins = q.joinsNotNullableMap;
        const out = rows.map((row) => mapRow(fields, row, joins));
        if (check) {
          const theirs = rows.map((row) => drizzlesOwn(fields, row, joins));
          if (!isDeepStrictEqual(out, theirs)) throw new Error(`row plan differs from drizzle's mapping:\n${JSON.stringify(theirs[0])}\n${JSON.stringify(out[0])}`);
        }
        return out;
      };
    }
    return q;
  };
}

/** Rows mapped with plans unless DB_ROW_PLANS=0; DB_SQL_TEXT_CHECK=1 (the integration tests) checks each against drizzle's. */
export function mapRowsWithPlans(db: object): void {
  if (process.env.DB_ROW_PLANS === '0') return;
  installRowPlans(db, process.env.DB_SQL_TEXT_CHECK === '1');
}
