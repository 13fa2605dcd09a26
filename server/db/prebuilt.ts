import { getTableColumns, isSQLWrapper, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbLike } from './types';
import { compileText, type Slot, type SqlTextDialect } from './sqlText';
import { PrebuiltChunk } from './prebuiltChunk';

// A write's text built once (issue 30, ADR 0085). The payment's one statement was built by drizzle's builders on every
// order (~8 % of the server's JavaScript): a dozen updates and inserts, each walking its table's columns. A write
// written with placeholders (sql.placeholder('name')) is built and cut at its parameters on its first call; each call
// then gives the values, and the fragment goes into a statement like any write (oneStatement.ts), whose text and
// numbering the one-pass builder (sqlText.ts) makes as before.
//
// The text cannot depend on a call's values: `build` gets none, only a handle to build on. A part that varies (how many
// rows, whether a column is set) is a variant with its own key (prebuiltBy). With DB_SQL_TEXT_CHECK=1 (the integration
// tests) every call builds the text again and a difference throws.

type Compiled = { parts: string[]; slots: Slot[] };

/** Read once, as sqlText's switch is: process.env is a lookup into the process's environment on every read. */
const CHECKING = process.env.DB_SQL_TEXT_CHECK === '1';

const dialectOf = (db: DbLike) => (db as unknown as { dialect: SqlTextDialect }).dialect;

function compile(db: DbLike, build: (db: DbLike) => SQLWrapper, known: Compiled | undefined): Compiled {
  const got = compileText(dialectOf(db), build(db).getSQL());
  if (!got) throw new Error('prebuilt: a write the one-pass builder cannot make (a view, a subquery object or inlined parameters)');
  if (known && (known.parts.join('\u0000') !== got.parts.join('\u0000') || !sameSlots(known.slots, got.slots))) {
    throw new Error(`prebuilt: the text changed between two builds:\n${known.parts.join('$?')}\n${got.parts.join('$?')}`);
  }
  return got;
}

const sameSlot = (a: Slot, b: Slot) =>
  'value' in a ? 'value' in b && JSON.stringify(a.value) === JSON.stringify(b.value) : !('value' in b) && a.name === b.name && a.encoder === b.encoder;
const sameSlots = (a: readonly Slot[], b: readonly Slot[]) => a.length === b.length && a.every((s, i) => sameSlot(s, b[i]));

function fill(slots: readonly Slot[], values: Record<string, unknown>): unknown[] {
  const out = new Array<unknown>(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i];
    if ('value' in s) {
      out[i] = s.value;
      continue;
    }
    const v = values[s.name];
    if (v === undefined) throw new Error(`prebuilt: no value for ${s.name}`);
    const mapped = v === null || !s.encoder ? v : s.encoder.mapToDriverValue(v);
    if (mapped !== null && typeof mapped === 'object' && 'queryChunks' in mapped) throw new Error(`prebuilt: ${s.name} encodes to SQL`);
    out[i] = mapped;
  }
  return out;
}

const MAX_VARIANTS = 500;

/** prebuilt, in variants: `key` names what the text depends on besides the values (a count, a column set or not). */
export function prebuiltBy<K, V extends Record<string, unknown>>(key: (k: K) => string, build: (db: DbLike, k: K) => SQLWrapper): (db: DbLike, k: K, values: V) => PrebuiltChunk {
  const variants = new Map<string, Compiled>();
  return (db, k, values) => {
    const name = key(k);
    let compiled = variants.get(name);
    if (!compiled || CHECKING) {
      compiled = compile(db, (on) => build(on, k), compiled);
      // Variants are few (a count of rows, a column given or not); past MAX_VARIANTS the rarest shapes are built per call.
      if (variants.size < MAX_VARIANTS || variants.has(name)) variants.set(name, compiled);
    }
    return new PrebuiltChunk(compiled.parts, fill(compiled.slots, values));
  };
}

/** A write built once with placeholders; each call gives their values (`undefined` is refused; `null` is NULL). */
export function prebuilt<V extends Record<string, unknown>>(build: (db: DbLike) => SQLWrapper): (db: DbLike, values: V) => PrebuiltChunk {
  const one = prebuiltBy<null, V>(() => '', build);
  return (db, values) => one(db, null, values);
}

/**
 * A placeholder for a prebuilt write: its value is given per call by `name`; with `column`, encoded as that column
 * encodes (a date as its text, say). An SQL expression, so it fits where drizzle's types take no placeholder (`set`).
 */
export const ph = (name: string, column?: Column): SQL => (column ? sql`${sql.param(sql.placeholder(name), column)}` : sql`${sql.placeholder(name)}`);

type Insertable = Record<string, unknown>;
const insertsByTable = new WeakMap<PgTable, (db: DbLike, shape: string[][], values: Record<string, unknown>) => PrebuiltChunk>();

/**
 * An insert of `rows` into `table`, built once per shape: how many rows, and which columns each gives (a column left
 * undefined takes its default, as in drizzle's insert). A row with an SQL value is built for itself.
 */
export function insertRows<T extends PgTable>(db: DbLike, table: T, rows: readonly T['$inferInsert'][]): SQLWrapper {
  const list = rows as readonly Insertable[];
  const shape = list.map((r) => Object.keys(r).filter((k) => r[k] !== undefined));
  const values: Record<string, unknown> = {};
  for (let i = 0; i < list.length; i++) {
    for (const k of shape[i]) {
      const v = list[i][k];
      if (isSQLWrapper(v)) return db.insert(table).values(rows as T['$inferInsert'][]);
      values[`${k}_${i}`] = v;
    }
  }
  let by = insertsByTable.get(table);
  if (!by) {
    const columns = getTableColumns(table) as Record<string, Column>;
    by = prebuiltBy(
      (s: string[][]) => s.map((keys) => keys.join(',')).join('|'),
      (on, s) => on.insert(table).values(s.map((keys, i) => Object.fromEntries(keys.map((k) => [k, ph(`${k}_${i}`, columns[k])]))) as T['$inferInsert'][]),
    );
    insertsByTable.set(table, by);
  }
  return by(db, shape, values);
}
