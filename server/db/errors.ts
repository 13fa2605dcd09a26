/** A PostgreSQL unique violation (23505). node-postgres and PGlite both expose the code, sometimes on a cause. */
export function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** A statement failed by its failUnless(…, reason) check (server/db/oneStatement.ts): P0001 with that message. */
export function isFailedCheck(err: unknown, reason: string): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === 'P0001' && (e as { message?: unknown }).message === reason) return true;
  }
  return false;
}
