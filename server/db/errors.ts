type DriverError = { code?: unknown; message?: unknown; constraint?: unknown; cause?: unknown };

/** The error and its causes, each once: node-postgres and PGlite put PostgreSQL's fields on the error, drizzle on a cause. */
export function* errorCauses(err: unknown): Generator<DriverError> {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as DriverError).cause) {
    seen.add(e);
    yield e as DriverError;
  }
}

/** A PostgreSQL unique violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of errorCauses(err)) if (e.code === '23505') return true;
  return false;
}

/** A statement failed by its failUnless(…, reason) check (server/db/oneStatement.ts): P0001 with that message. */
export function isFailedCheck(err: unknown, reason: string): boolean {
  for (const e of errorCauses(err)) if (e.code === 'P0001' && e.message === reason) return true;
  return false;
}
