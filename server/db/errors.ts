/** A PostgreSQL unique violation (23505). node-postgres and PGlite both expose the code, sometimes on a cause. */
export function isUniqueViolation(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e: unknown = err; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
