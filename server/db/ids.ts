import { randomFillSync } from 'node:crypto';

// Random bytes for ids, drawn from a pool that the system's CSPRNG refills 4 KB at a time (issue 30: a native
// randomBytes call per id cost ~10 µs, 8 % of a signed call that runs no statement). Each byte is handed out once; the
// pool never leaves this module, only the text made from its bytes.
const POOL_BYTES = 4096;
const pool = Buffer.allocUnsafe(POOL_BYTES);
let next = POOL_BYTES;

/** `bytes` (at most 256) fresh random bytes as text in `encoding` (base64url for ids, hex for business numbers). */
export function randomText(bytes: number, encoding: 'base64url' | 'hex'): string {
  if (!Number.isInteger(bytes) || bytes < 1 || bytes > 256) throw new RangeError(`randomText: ${bytes} bytes`);
  if (next + bytes > POOL_BYTES) {
    randomFillSync(pool);
    next = 0;
  }
  const start = next;
  next += bytes;
  return pool.toString(encoding, start, next);
}

/** A new row id: the table's prefix ('as_', 'inv_' …) and random url-safe characters. */
export const newId = (prefix: string, bytes = 9) => prefix + randomText(bytes, 'base64url');
