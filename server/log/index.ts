/**
 * The server's logger (docs/ARCHITECTURE.md "Logs", ADR 0044): `log` is the one pino logger of the process
 * (server/log/core.mjs, shared with scripts/start.mjs), every line written during a request carries its id. Write
 * `log.warn({ where: 'order-sweeper', err }, 'pass failed')`: a short English message, the component in `where`,
 * an error as `err` (its stack is kept, its message's SQL parameters are not); never a body, a query, headers, a
 * token, a password, a code or a whole phone number (maskPhone it).
 */
import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { contextOf, currentRequest, getLogger, maskPhone, maskPhones, outsideRequests, runWithRequest, setLogCapture, slowRequestMs, type RequestContext } from './core.mjs';

export { contextOf, currentRequest, maskPhone, maskPhones, outsideRequests, runWithRequest, setLogCapture, slowRequestMs, type RequestContext };

/** The process's logger (the same object in every bundle of this process, and in scripts/start.mjs). */
export const log: Logger = getLogger();

/** The id of the request running now, if any (error reports made outside the API's handler use it). */
export const currentRequestId = (): string | undefined => currentRequest()?.id;

/** Per app key: the HMAC key derived from it, and the hashes of the users of the last moments (up to HASHED_KEPT). */
const byAppKey = new Map<string, { key: Buffer; seen: Map<string, string> }>();
const HASHED_KEPT = 10_000;
/**
 * A user id as the logs show it: 16 hex characters of an HMAC-SHA256 under a key derived from the server's app key
 * (server/modules/secrets), so the same user reads the same in every line and process, and nobody without the
 * secret can turn it back into the id (or confirm a guess). The same users are asked for again and again (every
 * request of a customer): each hash is remembered, and all are forgotten at once when HASHED_KEPT are kept.
 */
export function hashUserId(userId: string, appKey: string): string {
  let k = byAppKey.get(appKey);
  if (!k) byAppKey.set(appKey, (k = { key: createHmac('sha256', appKey).update('crisps log user id v1').digest(), seen: new Map() }));
  let h = k.seen.get(userId);
  if (h === undefined) {
    if (k.seen.size >= HASHED_KEPT) k.seen.clear();
    h = createHmac('sha256', k.key).update(userId).digest('hex').slice(0, 16);
    k.seen.set(userId, h);
  }
  return h;
}

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
