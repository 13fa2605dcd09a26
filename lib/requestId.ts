/**
 * The request id: one short token per request, echoed in the X-Request-Id response header and attached to every
 * error report of that request, so a user's report, a log line and a Sentry event can be matched. An incoming id is
 * kept only when it is sane (a proxy or the browser may set one); anything else gets a fresh random id.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id';
const SANE = /^[A-Za-z0-9_-]{1,64}$/;

/** The given id when it is 1–64 characters of [A-Za-z0-9-_]; else undefined. */
export function saneRequestId(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && SANE.test(v) ? v : undefined;
}

/** A fresh random id (a UUID without dashes: 32 hex characters). */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '');
}

/** The request's id: the incoming header when sane, else a new one. */
export const requestIdOf = (incoming: unknown): string => saneRequestId(incoming) ?? newRequestId();
