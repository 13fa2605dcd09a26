import type { Logger, LoggerOptions } from 'pino';

/** What the logs know of the request running now (server/log/core.mjs). */
export type RequestContext = {
  id: string;
  method?: string;
  /** The route template: Hono's route path for /api, the Next page for pages; unset until known. */
  route?: string | null;
  /** The user's id, hashed with a server secret (server/log/index.ts hashUserId). */
  user?: string;
  ip?: string;
  /** The envelope code when the API answered through its error handler. */
  code?: number;
  /** Who made the context and writes its access line: the HTTP server, or the API when it was reached without one. */
  owner: 'http' | 'api';
  /**
   * How many notice writes this request has built so far (server/modules/notice/notify.ts): the API's middleware
   * flushes the notice outbox after a request that wrote one. Kept here so a request has one async context, not two.
   */
  noticesWritten?: number;
  /**
   * How many transactions this request has open (server/db/pipelined.ts): while one is, the request's statements
   * outside it go to the pool, not to a pipelined connection where they could wait behind its own lock.
   */
  transactionsOpen?: number;
  /** The request's statements keep the pool, never a pipelined connection (server/db/pipelined.ts keepPool: the chat). */
  pooled?: boolean;
};

export const LEVELS: readonly string[];
export const SECRET_KEYS: readonly string[];
export const PHONE_KEYS: readonly string[];
export const REDACT_PATHS: readonly string[];
export function slowRequestMs(env?: Record<string, string | undefined>): number;
export function levelFromEnv(env?: Record<string, string | undefined>): string;
export function maskPhone(value: unknown): string;
export function maskPhones<T>(text: T): T;
export function errSerializer(err: unknown): unknown;
export function loggerOptions(env?: Record<string, string | undefined>, store?: () => RequestContext | undefined): LoggerOptions;
export function getLogger(): Logger;
export function currentRequest(): RequestContext | undefined;
export function outsideRequests<T>(fn: () => T): T;
export function attachContext(req: object, ctx: RequestContext): void;
export function contextOf(req: unknown): RequestContext | undefined;
export function runWithRequest<T>(ctx: RequestContext, fn: () => T): T;
export function setLogCapture(stream: { write(line: string): unknown } | null): () => void;
