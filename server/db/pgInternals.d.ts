// The parts of node-postgres' own modules that server/db/pgHotPaths.ts replaces (pg ships no types for lib/).
type PgFieldDescription = { name: string; dataTypeID: number; format?: string };
type PgResultInternals = {
  rowAsArray: boolean;
  fields: PgFieldDescription[];
  _parsers: ((value: string) => unknown)[] | undefined;
  _types: { getTypeParser(oid: number, format: string): (value: string) => unknown } | undefined;
  addFields(fields: PgFieldDescription[]): void;
};

declare module 'pg/lib/result' {
  const Result: { prototype: PgResultInternals };
  export default Result;
}

declare module 'pg/lib/utils' {
  const utils: { normalizeQueryConfig(config: unknown, values?: unknown, callback?: unknown): unknown };
  export default utils;
}
