/** The rows of a raw `db.execute(sql…)`: PGlite answers `{ rows }`, node-postgres' drizzle driver likewise, some an array. */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
