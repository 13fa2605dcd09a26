import Result from 'pg/lib/result';
import pgUtils from 'pg/lib/utils';

// Two steps node-postgres takes for every statement, named ones included, that do work nothing here uses (issue 30,
// ADR 0080). Both are replaced only for the case the app sends; anything else goes through pg's own code.
//
// 1. A result's row description: Result.addFields builds a template object with one key per column (a dictionary-mode
//    object for a wide row, then copied), which only object-mode rows use. Drizzle reads its selects as arrays, with
//    type parsers of its own. In that case addFields here keeps what array rows use (the columns and their parsers,
//    found exactly as pg finds them) and skips the template.
// 2. A query's config: normalizeQueryConfig copies it with its property descriptors and prototype (so that pg never
//    changes its caller's object), a slow path of V8's. Drizzle's configs are fresh object literals; such an object is
//    copied here with a spread, the same copy for an object whose own properties are plain values.

/** pg's own functions (what any other case uses; the tests' reference). */
export const pgOwn = { addFields: Result.prototype.addFields, normalizeQueryConfig: pgUtils.normalizeQueryConfig };

function addFields(this: PgResultInternals, fields: PgFieldDescription[]) {
  // Without its own type parsers (drizzle always passes them) pg's module-wide ones apply: pg's own code does that.
  if (!this.rowAsArray || !this._types) return pgOwn.addFields.call(this, fields);
  this.fields = fields;
  const parsers = new Array<(value: string) => unknown>(fields.length);
  for (let i = 0; i < fields.length; i++) parsers[i] = this._types.getTypeParser(fields[i].dataTypeID, fields[i].format || 'text');
  this._parsers = parsers;
}

function normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown) {
  if (config === null || typeof config !== 'object' || Object.getPrototypeOf(config) !== Object.prototype) return pgOwn.normalizeQueryConfig(config, values, callback);
  const copy: Record<string, unknown> = { ...config };
  if (values) {
    if (typeof values === 'function') copy.callback = values;
    else copy.values = values;
  }
  if (callback) copy.callback = callback;
  return copy;
}

/** Installs both on pg's modules (once per process). */
export function installPgHotPaths(): void {
  if (Result.prototype.addFields !== pgOwn.addFields) return;
  Result.prototype.addFields = addFields;
  pgUtils.normalizeQueryConfig = normalizeQueryConfig;
}
