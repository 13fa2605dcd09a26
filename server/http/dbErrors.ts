/**
 * Sorts an unexpected error for the API's onError: is the database (or Redis) unreachable (answer busy, 503), did it refuse a
 * value (400), or is it another database or program error (500)? Works on node-postgres, PGlite and drizzle's
 * DrizzleQueryError (whose message holds the SQL and its parameters: never log it).
 */
import { BUSY_MSG } from './errors';

export type ErrorKind = 'busy' | 'bad_input' | 'db' | 'other';
export type Described = { kind: ErrorKind; code: string; msg: string };

/** Socket-level failures of reaching the database server. */
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
/**
 * SQLSTATEs of an unavailable server (admin/crash shutdown, cannot connect now, too many connections) and of a lock
 * waited for too long (55P03: a pipelined connection's lock_timeout, server/db/pipelined.ts): try again shortly.
 */
const BUSY_STATES = new Set(['57P01', '57P02', '57P03', '53300', '53000', '55P03']);
// The last line: ioredis once Redis cannot be reached (its retries per command spent, or its connection given up).
const BUSY_TEXT =
  /connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|cannot use a pool after calling end|pglite is closed|terminating connection|the database system is (starting up|shutting down)|connect ECONNREFUSED|Reached the max retries per request limit|Connection is closed|Stream isn't writeable/i;

export const BAD_VALUE_MSG = '请求参数：取值无效（超出范围或格式不符）';

type Errish = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; name?: unknown };

/** The error, its causes and (AggregateError) its parts, at most 20. */
function chain(err: unknown): Errish[] {
  const out: Errish[] = [];
  const queue: unknown[] = [err];
  while (queue.length && out.length < 20) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || out.includes(e as Errish)) continue;
    const x = e as Errish;
    out.push(x);
    if (x.cause) queue.push(x.cause);
    if (Array.isArray(x.errors)) queue.push(...x.errors);
  }
  return out;
}

const isSqlState = (v: unknown): v is string => typeof v === 'string' && /^[0-9A-Z]{5}$/.test(v);

export function describeError(err: unknown): Described {
  const all = chain(err);
  const codes = all.map((e) => e.code).filter((c): c is string => typeof c === 'string');
  const state = codes.find(isSqlState);
  const net = codes.find((c) => NET_CODES.has(c));
  const busyText = all.some((e) => typeof e.message === 'string' && BUSY_TEXT.test(e.message));
  if (net || (state && (state.startsWith('08') || BUSY_STATES.has(state))) || busyText) {
    return { kind: 'busy', code: net ?? state ?? 'connection', msg: BUSY_MSG };
  }
  // Class 22, data exception: a value the database cannot hold (too long, out of range, NUL, bad encoding).
  if (state?.startsWith('22')) return { kind: 'bad_input', code: state, msg: BAD_VALUE_MSG };
  const drizzle = all.some((e) => e.name === 'DrizzleQueryError' || (typeof e.message === 'string' && e.message.startsWith('Failed query:')));
  if (state || drizzle) return { kind: 'db', code: state ?? 'query', msg: '' };
  const name = all[0] && typeof all[0].name === 'string' ? all[0].name : 'Error';
  return { kind: 'other', code: name, msg: '' };
}
