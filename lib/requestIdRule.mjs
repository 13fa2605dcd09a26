// The request id rule in plain JavaScript, so scripts/start.mjs (not bundled) and the app (lib/requestId.ts) share it.
// An incoming id is kept only when it is 1–64 characters of [A-Za-z0-9_-]; anything else (empty, oversized, other
// characters, an array of several) is replaced by a fresh random id: a UUID without dashes, 32 hex characters.

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE = /^[A-Za-z0-9_-]{1,64}$/;

/** The given id when it is sane; else undefined. A repeated header (array) keeps its first value. */
export function saneRequestId(value) {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && SANE.test(v) ? v : undefined;
}

/** A fresh random id (a UUID without dashes: 32 hex characters). */
export function newRequestId() {
  const u = globalThis.crypto.randomUUID(); // 8-4-4-4-12
  return u.slice(0, 8) + u.slice(9, 13) + u.slice(14, 18) + u.slice(19, 23) + u.slice(24);
}

/** The request's id: the incoming header when sane, else a new one. */
export const requestIdOf = (incoming) => saneRequestId(incoming) ?? newRequestId();
