/**
 * The server's logger (docs/ARCHITECTURE.md "Logs", ADR 0044): `log` is the one pino logger of the process
 * (server/log/core.mjs, shared with scripts/start.mjs), every line written during a request carries its id. Write
 * `log.warn({ where: 'order-sweeper', err }, 'pass failed')`: a short English message, the component in `where`,
 * an error as `err` (its stack is kept, its message's SQL parameters are not); never a body, a query, headers, a
 * token, a password, a code or a whole phone number (maskPhone it).
 */
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { contextOf, currentRequest, getLogger, maskPhone, maskPhones, runWithRequest, setLogCapture, slowRequestMs, type RequestContext } from './core.mjs';

export { contextOf, currentRequest, maskPhone, maskPhones, runWithRequest, setLogCapture, slowRequestMs, type RequestContext };

/** The process's logger (the same object in every bundle of this process, and in scripts/start.mjs). */
export const log: Logger = getLogger();

/** The id of the request running now, if any (error reports made outside the API's handler use it). */
export const currentRequestId = (): string | undefined => currentRequest()?.id;

const keys = new Map<string, Buffer>();
/**
 * A user id as the logs show it: 16 hex characters of an HMAC-SHA256 under a key derived from the server's app key
 * (server/modules/secrets), so the same user reads the same in every line and process, and nobody without the
 * secret can turn it back into the id (or confirm a guess).
 */
export function hashUserId(userId: string, appKey: string): string {
  let key = keys.get(appKey);
  if (!key) keys.set(appKey, (key = createHmac('sha256', appKey).update('crisps log user id v1').digest()));
  // The users of the last moments are asked for again and again (every request of a customer): remembered, per key
  // (a Buffer of the key's own), up to HASHED_KEPT of them, then forgotten all at once.
  let seen = hashed.get(key);
  if (!seen) hashed.set(key, (seen = new Map()));
  let h = seen.get(userId);
  if (h === undefined) {
    if (seen.size >= HASHED_KEPT) seen.clear();
    h = createHmac('sha256', key).update(userId).digest('hex').slice(0, 16);
    seen.set(userId, h);
  }
  return h;
}
const HASHED_KEPT = 10_000;
const hashed = new WeakMap<Buffer, Map<string, string>>();

/** drizzle's query logger: the statement (placeholders, never the parameters) at debug, only when LOG_LEVEL=debug. */
export function sqlLogger(): { logQuery(query: string, params: unknown[]): void } | undefined {
  if (!log.isLevelEnabled('debug')) return undefined;
  return { logQuery: (sql, params) => log.debug({ sql, params: params.length }, 'sql') };
}

/** An error that keeps only `err`'s stack frames, under another name and message (one that must not be logged). */
export function framesOnly(err: Error, name: string, message: string): Error {
  const frames = (err.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return Object.assign(new Error(message), { name, stack: [`${name}: ${message}`, ...frames].join('\n') });
}
