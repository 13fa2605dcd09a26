import { describe, expect, it } from 'vitest';
import pg from 'pg';
import Result from 'pg/lib/result';
import pgUtils from 'pg/lib/utils';
import { installPgHotPaths, pgOwn } from '@/server/db/pgHotPaths';

// pg's Result as a query makes it (row mode, the query's type parsers), fed a row description and data rows as pg's
// protocol reader hands them over.
type Parsed = { addFields(f: unknown[]): void; parseRow(cells: (string | null)[]): unknown; _prebuiltEmptyResultObject: unknown };
const ResultClass = Result as unknown as new (rowMode: string | undefined, types: unknown) => Parsed;

// Like drizzle's: timestamps, dates and intervals kept as text, everything else pg's own parsers.
const drizzleTypes = {
  getTypeParser: (oid: number, format: string) => ([1184, 1114, 1082, 1186].includes(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format as 'text')),
};
const { INT4, INT8, TEXT, BOOL, JSONB, TIMESTAMPTZ, NUMERIC, FLOAT8 } = pg.types.builtins;
const fields = [
  ['id', TEXT],
  ['n', INT4],
  ['big', INT8],
  ['ok', BOOL],
  ['meta', JSONB],
  ['at', TIMESTAMPTZ],
  ['price', NUMERIC],
  ['ratio', FLOAT8],
  ['id', TEXT], // a name twice, as a join of two tables' ids sends it
].map(([name, dataTypeID]) => ({ name, dataTypeID, format: 'text', tableID: 0, columnID: 0, dataTypeSize: -1, dataTypeModifier: -1 }));
const rows: (string | null)[][] = [
  ['a', '7', '9007199254740993', 't', '{"x":[1,2]}', '2026-12-04 10:00:00+00', '12.50', '0.25', 'b'],
  [null, null, null, null, null, null, null, null, null],
  ['', '-1', '0', 'f', 'null', '1970-01-01 00:00:00+00', '0', 'NaN', ''],
];

const parsedWith = (addFields: (this: Parsed, f: unknown[]) => void, rowMode: string | undefined, types: unknown = drizzleTypes) => {
  const r = new ResultClass(rowMode, types);
  addFields.call(r, fields);
  return { result: r, rows: rows.map((cells) => r.parseRow(cells)) };
};

installPgHotPaths();

it('installs on pg’s modules once', () => {
  expect(Result.prototype.addFields).not.toBe(pgOwn.addFields);
  expect(pgUtils.normalizeQueryConfig).not.toBe(pgOwn.normalizeQueryConfig);
  const installed = [Result.prototype.addFields, pgUtils.normalizeQueryConfig];
  installPgHotPaths();
  expect([Result.prototype.addFields, pgUtils.normalizeQueryConfig]).toEqual(installed);
});

describe('array rows without pg’s object template', () => {

  it('parses array rows cell for cell as pg’s own addFields does', () => {
    const theirs = parsedWith(pgOwn.addFields as never, 'array');
    const ours = parsedWith(Result.prototype.addFields as never, 'array');
    expect(ours.rows).toStrictEqual(theirs.rows);
    expect(ours.rows[0]).toEqual(['a', 7, '9007199254740993', true, { x: [1, 2] }, '2026-12-04 10:00:00+00', '12.50', 0.25, 'b']);
    // The template only object rows use is not built.
    expect(ours.result._prebuiltEmptyResultObject).toBeNull();
  });

  it('leaves object rows, and results without their own parsers, to pg', () => {
    for (const [mode, types] of [
      [undefined, drizzleTypes],
      ['array', null],
    ] as const) {
      const theirs = parsedWith(pgOwn.addFields as never, mode, types);
      const ours = parsedWith(Result.prototype.addFields as never, mode, types);
      expect(ours.rows).toStrictEqual(theirs.rows);
      expect(ours.result._prebuiltEmptyResultObject).toStrictEqual(theirs.result._prebuiltEmptyResultObject);
    }
  });
});

describe('a query’s config copied with a spread', () => {
  const normalize = (...args: unknown[]) => (pgUtils.normalizeQueryConfig as (...a: unknown[]) => unknown)(...args);
  const theirs = (...args: unknown[]) => (pgOwn.normalizeQueryConfig as (...a: unknown[]) => unknown)(...args);
  const cb = () => {};

  it('copies a plain config as pg does, never changing the caller’s object', () => {
    const types = { getTypeParser: () => String };
    for (const args of [
      [{ name: 's1', text: 'select $1', rowMode: 'array', types, values: [1] }],
      [{ text: 'select 1' }, [2]],
      [{ text: 'select 1' }, cb],
      [{ text: 'select 1' }, [3], cb],
      [{ text: 'select 1', values: [4] }, undefined, cb],
    ]) {
      const before = structuredClone({ ...(args[0] as object), types: undefined });
      const ours = normalize(...args);
      expect(ours).toStrictEqual(theirs(...args));
      expect(ours).not.toBe(args[0]);
      expect({ ...(args[0] as object), types: undefined }).toStrictEqual(before);
    }
  });

  it('leaves strings, class instances and objects without a prototype to pg', () => {
    class Config {
      text = 'select 1';
      get name() {
        return 'named';
      }
    }
    const bare = Object.assign(Object.create(null), { text: 'select 2' });
    expect(normalize('select 3', [1])).toStrictEqual(theirs('select 3', [1]));
    const copy = normalize(new Config()) as Config;
    expect(Object.getPrototypeOf(copy)).toBe(Config.prototype);
    expect(copy.name).toBe('named');
    expect(Object.getPrototypeOf(normalize(bare))).toBeNull();
  });
});
