import * as drizzle from 'drizzle-orm';
import type { Column, SQL, Table as TableType } from 'drizzle-orm';
import { PrebuiltChunk } from './prebuiltChunk';

// A query's text and parameters, built from drizzle's SQL tree in one pass (issue 30, ADR 0072). Drizzle's own
// builder (SQL.toQuery) allocates a { sql, params } object per chunk, copies its config per nested SQL and tests each
// chunk against up to nine kinds with `is()`, which walks the prototype chain on every miss: ~10 % of an order's CPU.
// This one appends to one string and one array, tests kinds with instanceof and remembers each table's and column's
// quoted name. It handles the kinds the app's queries use and gives up (undefined) on anything else, which drizzle's
// own builder then does: placeholders, views, subqueries, enums, inlined parameters, an entity of another copy of
// drizzle, a call from drizzle-kit (invokeSource). The text and parameters it returns are drizzle's, character for
// character: the tests compare the two on every query of the integration suite (DB_SQL_TEXT_CHECK=1).

/** What a builder walks with: the dialect's quoting and casing, and the names already quoted. */
export type SqlTextDialect = {
  escapeName(name: string): string;
  casing: { getColumnCasing(column: Column): string };
};

// Drizzle's classes held here once: an import's binding can be a getter (CommonJS interop, two levels deep for
// drizzle-orm's index), read on every test of every chunk.
const { Column: ColumnClass, entityKind, Name, Param, Placeholder, SQL: SQLClass, StringChunk, Subquery, Table, View } = drizzle;
const Aliased = SQLClass.Aliased;

/** A parameter of a text built once (compileText): a value given per call by name (with the column that encodes it), or one fixed by the text. */
export type Slot = { name: string; encoder?: { mapToDriverValue(v: unknown): unknown } } | { value: unknown };

/** `slots`: compiling (compileText): the text is cut at each parameter instead of numbering it, and placeholders are slots. */
type Walk = { dialect: SqlTextDialect; text: string; params: unknown[]; names: WeakMap<object, string>; slots?: Slot[]; cuts?: number[] };

const GIVE_UP = Symbol('give up');
const IS_ALIAS = Symbol.for('drizzle:IsAlias');
// Table.Symbol.Schema and .Name (internal in drizzle's types; the symbols are global).
const SCHEMA = Symbol.for('drizzle:Schema');
const NAME = Symbol.for('drizzle:Name');

/** The kinds drizzle's builder treats as something other than a query builder to wrap in parentheses. */
const OWN_KINDS = new Set(['StringChunk', 'Name', 'SQL', 'SQL.Aliased', 'Table', 'Column', 'Param', 'Placeholder', 'View', 'Subquery']);
const foreignKinds = new WeakMap<object, boolean>();

/**
 * An entity of one of those kinds that is not of this copy of drizzle (not an instance of its classes), or a pgEnum
 * (a function): where drizzle's `is()` would see it by its kind and this builder cannot.
 */
function isForeign(v: unknown): boolean {
  if (typeof v === 'function') return true;
  if (v === null || typeof v !== 'object') return false;
  const ctor = (v as { constructor?: unknown }).constructor;
  if (typeof ctor !== 'function' || !(entityKind in ctor)) return false;
  let known = foreignKinds.get(ctor);
  if (known === undefined) {
    known = false;
    for (let k: unknown = ctor; typeof k === 'function' && entityKind in k; k = Object.getPrototypeOf(k)) {
      if (OWN_KINDS.has((k as unknown as Record<symbol, string>)[entityKind])) known = true;
    }
    foreignKinds.set(ctor, known);
  }
  return known;
}

function tableText(w: Walk, t: TableType): string {
  let s = w.names.get(t);
  if (s === undefined) {
    const t2 = t as unknown as Record<symbol, string | boolean | undefined>;
    const schema = t2[SCHEMA] as string | undefined;
    const name = t2[NAME] as string;
    s = schema === undefined || t2[IS_ALIAS] ? w.dialect.escapeName(name) : w.dialect.escapeName(schema) + '.' + w.dialect.escapeName(name);
    w.names.set(t, s);
  }
  return s;
}

function columnText(w: Walk, c: Column): string {
  let s = w.names.get(c);
  if (s === undefined) {
    const col = w.dialect.escapeName(w.dialect.casing.getColumnCasing(c));
    const t = c.table as unknown as Record<symbol, string | boolean | undefined>;
    const schema = t[SCHEMA] as string | undefined;
    const table = w.dialect.escapeName(t[NAME] as string);
    s = t[IS_ALIAS] || schema === undefined ? table + '.' + col : w.dialect.escapeName(schema) + '.' + table + '.' + col;
    w.names.set(c, s);
  }
  return s;
}

/** sql.inlineParams() was called (a private field in drizzle's types). */
const inlines = (q: SQL): boolean => (q as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

function addParam(w: Walk, value: unknown) {
  if (w.slots) return addSlot(w, { value });
  w.params.push(value);
  w.text += '$' + w.params.length;
}

function addSlot(w: Walk, slot: Slot) {
  w.slots!.push(slot);
  w.cuts!.push(w.text.length);
}

function chunks(w: Walk, list: readonly unknown[]) {
  for (let i = 0; i < list.length; i++) chunk(w, list[i]);
}

/** One chunk, in the order drizzle's builder tests them (sql.ts buildQueryFromSourceParams). */
function chunk(w: Walk, c: unknown): void {
  if (c instanceof PrebuiltChunk) {
    const { parts, values } = c;
    for (let i = 0; i < values.length; i++) {
      w.text += parts[i];
      addParam(w, values[i]);
    }
    w.text += parts[values.length];
  } else if (c instanceof StringChunk) {
    const v = c.value;
    w.text += v.length === 1 ? v[0] : v.join('');
  } else if (c instanceof Name) {
    w.text += w.dialect.escapeName(c.value);
  } else if (c === undefined) {
    // nothing
  } else if (Array.isArray(c)) {
    w.text += '(';
    for (let i = 0; i < c.length; i++) {
      if (i > 0) w.text += ', ';
      chunk(w, c[i]);
    }
    w.text += ')';
  } else if (c instanceof SQLClass) {
    if (inlines(c)) throw GIVE_UP;
    chunks(w, c.queryChunks);
  } else if (c instanceof Table) {
    w.text += tableText(w, c);
  } else if (c instanceof ColumnClass) {
    w.text += columnText(w, c);
  } else if (c instanceof Param) {
    const value = c.value;
    if (value instanceof Placeholder && w.slots) return addSlot(w, { name: value.name, encoder: c.encoder });
    if (value instanceof Placeholder || isForeign(value)) throw GIVE_UP; // drizzle keeps a placeholder for execute()
    const mapped = value === null ? null : c.encoder.mapToDriverValue(value);
    if (mapped instanceof SQLClass) chunk(w, mapped);
    else if (isForeign(mapped)) throw GIVE_UP;
    else addParam(w, mapped);
  } else if (c instanceof Aliased && c.fieldAlias !== undefined) {
    w.text += w.dialect.escapeName(c.fieldAlias);
  } else if (c instanceof Placeholder && w.slots) {
    addSlot(w, { name: c.name });
  } else if (c instanceof Placeholder || c instanceof View || c instanceof Subquery || (!(c instanceof Aliased) && isForeign(c))) {
    throw GIVE_UP;
  } else if (c !== null && typeof (c as { getSQL?: unknown }).getSQL === 'function') {
    // a query builder (a subselect), or an alias without a field alias: drizzle's isSQLWrapper
    const wrapper = c as { getSQL(): SQL; shouldOmitSQLParens?: () => boolean };
    if (wrapper.shouldOmitSQLParens?.()) chunk(w, wrapper.getSQL());
    else {
      w.text += '(';
      chunk(w, wrapper.getSQL());
      w.text += ')';
    }
  } else addParam(w, c);
}

/** The text and parameters of `query`, or undefined where drizzle's own builder must make them. */
export function sqlText(dialect: SqlTextDialect, names: WeakMap<object, string>, query: SQL): { sql: string; params: unknown[] } | undefined {
  if (inlines(query)) return undefined;
  const w: Walk = { dialect, text: '', params: [], names };
  try {
    chunks(w, query.queryChunks);
  } catch (err) {
    if (err === GIVE_UP) return undefined;
    throw err;
  }
  return { sql: w.text, params: w.params };
}

/**
 * A query written with placeholders, as its text cut at each parameter (`parts`, one more than `slots`) and what each
 * parameter is; undefined where this builder gives up (compileText's callers then refuse the query).
 */
export function compileText(dialect: SqlTextDialect, query: SQL): { parts: string[]; slots: Slot[] } | undefined {
  if (inlines(query)) return undefined;
  const w: Walk = { dialect, text: '', params: [], names: new WeakMap(), slots: [], cuts: [] };
  try {
    chunks(w, query.queryChunks);
  } catch (err) {
    if (err === GIVE_UP) return undefined;
    throw err;
  }
  const parts: string[] = [];
  let from = 0;
  for (const at of w.cuts!) {
    parts.push(w.text.slice(from, at));
    from = at;
  }
  parts.push(w.text.slice(from));
  return { parts, slots: w.slots! };
}

type Dialect = SqlTextDialect & { sqlToQuery(query: SQL, invokeSource?: unknown): { sql: string; params: unknown[] } };

/**
 * The dialect builds its queries' texts with sqlText, and with its own builder where sqlText gives up. `check`: both
 * are built and a difference throws (the tests).
 */
export function installSqlText(dialect: Dialect, check = false): void {
  const own = dialect.sqlToQuery.bind(dialect);
  const names = new WeakMap<object, string>();
  dialect.sqlToQuery = (query, invokeSource) => {
    if (invokeSource !== undefined) return own(query, invokeSource);
    const fast = sqlText(dialect, names, query);
    if (!fast) return own(query);
    if (check) {
      const slow = own(query);
      if (slow.sql !== fast.sql || !sameParams(slow.params, fast.params)) {
        throw new Error(`sqlText differs from drizzle's builder:\n${slow.sql}\n${fast.sql}\n${String(slow.params.length)} vs ${String(fast.params.length)} parameters`);
      }
    }
    return fast;
  };
}

function sameParams(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i]) && JSON.stringify(a[i]) !== JSON.stringify(b[i])) return false;
  return true;
}

/**
 * A drizzle database builds its texts with sqlText (all its transactions share its dialect). DB_SQL_TEXT=0 leaves
 * drizzle's builder alone; DB_SQL_TEXT_CHECK=1 (the integration tests) builds every text both ways and compares.
 */
export function buildTextsInOnePass(db: object): void {
  if (process.env.DB_SQL_TEXT === '0') return;
  installSqlText((db as { dialect: Dialect }).dialect, process.env.DB_SQL_TEXT_CHECK === '1');
}
