// The one logger of the process (pino), in plain JavaScript: the production server (scripts/start.mjs, which Next does
// not bundle) and the app's server code (server/log/index.ts, bundled by Next) load this file separately, so what
// must be one per process (the logger, its output, the request context) lives on globalThis and the second copy
// finds what the first made (docs/adr/0044-request-context-and-logs.md).
//
// Output: one JSON line per event on stdout, written synchronously (no worker-thread transport); outside production
// (and outside tests) through pino-pretty when it is installed. Level from LOG_LEVEL (default info; warn under
// vitest). Every line written while a request runs carries that request's id (`reqId`, from the AsyncLocalStorage
// context). Secrets never reach a line: known keys are redacted, phone numbers are masked (138****0000) wherever they
// appear in a text, and an error is reduced to its type, code, message and stack (a driver's error object carries
// the SQL's parameters in other fields).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import pino from 'pino';

const KEY = Symbol.for('crisps.log');
export const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** SLOW_REQUEST_MS (default 3,000): a request answered after this long is logged as a warning (both access lines). */
export function slowRequestMs(env = process.env) {
  const n = Number(env.SLOW_REQUEST_MS);
  return env.SLOW_REQUEST_MS && Number.isFinite(n) && n > 0 ? n : 3000;
}

/** LOG_LEVEL when it names a level; else info (warn under vitest, whose output the access lines would drown). */
export function levelFromEnv(env = process.env) {
  const v = String(env.LOG_LEVEL || '').trim().toLowerCase();
  if (LEVELS.includes(v)) return v;
  return env.VITEST ? 'warn' : 'info';
}

/** Keys whose value never reaches a log, at the top of a line or one level down (`body.password`). */
export const SECRET_KEYS = [
  'password', 'newPassword', 'oldPassword', 'confirmPassword', 'payPassword', 'newPayPassword', 'oldPayPassword',
  'smsCode', 'verifyCode', 'emailCode', 'captcha', 'token', 'visitorToken', 'shareToken', 'accessToken', 'refreshToken',
  'ticket', 'secret', 'appKey', 'signSecret', 'sign', 'authorization', 'cookie', 'set-cookie', 'x-auth-token',
  'x-operator-token', 'idNo', 'idCard', 'cardNo', 'bankCardNo',
];
/** Keys holding a phone number: masked, not removed. */
export const PHONE_KEYS = ['phone', 'mobile', 'contactPhone', 'receiverPhone', 'customerPhone', 'userPhone'];
const prop = (k) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : `["${k}"]`);
export const REDACT_PATHS = [...SECRET_KEYS, ...PHONE_KEYS].flatMap((k) => [prop(k), `*${prop(k).startsWith('[') ? '' : '.'}${prop(k)}`]);

/** 13812340000 → 138****0000; anything else of 7 characters or more keeps its first 3 and last 4. */
export function maskPhone(value) {
  const s = String(value ?? '');
  if (s.length < 7) return '****';
  return `${s.slice(0, 3)}****${s.slice(-4)}`;
}

// A mainland mobile number (optionally +86) standing alone among digits.
const PHONE_IN_TEXT = /(?<!\d)((?:\+?86[- ]?)?1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
/** Masks every mobile number inside a text. */
export const maskPhones = (text) => (typeof text === 'string' ? text.replace(PHONE_IN_TEXT, '$1****$2') : text);

// drizzle's DrizzleQueryError says "Failed query: <sql>\nparams: <values>": the values are user data.
const withoutParams = (text) => (typeof text === 'string' ? maskPhones(text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]')) : text);

/** An error as a line shows it: type, code, message and stack only (masked), never the driver's other fields. */
export function errSerializer(err) {
  if (!(err instanceof Error)) return err == null ? err : { message: withoutParams(String(err)) };
  const out = { type: err.name || 'Error', message: withoutParams(err.message) };
  const code = /** @type {{ code?: unknown }} */ (err).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (err.stack) out.stack = withoutParams(err.stack);
  return out;
}

// Fields the logger itself or the access line writes: never masked (a request id's hex may hold 11 digits in a row).
const PLAIN = new Set(['reqId', 'route', 'user', 'ip', 'method', 'status', 'ms', 'code', 'err']);

/** pino's options for this app (exported for the tests). */
export function loggerOptions(env = process.env, store = () => undefined) {
  return {
    level: levelFromEnv(env),
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log(obj) {
        for (const k of Object.keys(obj)) if (!PLAIN.has(k) && typeof obj[k] === 'string') obj[k] = withoutParams(obj[k]);
        return obj;
      },
    },
    serializers: { err: errSerializer },
    redact: { paths: REDACT_PATHS, censor: (value, p) => (PHONE_KEYS.includes(p[p.length - 1]) ? maskPhone(value) : '[redacted]') },
    // The request's id on every line written while it runs.
    mixin: () => {
      const ctx = store();
      return ctx ? { reqId: ctx.id } : {};
    },
    hooks: {
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) if (typeof args[i] === 'string') args[i] = withoutParams(args[i]);
        return method.apply(this, args);
      },
    },
  };
}

/** pino-pretty as a synchronous stream, outside production and tests, when it is installed (a devDependency). */
function prettyStream(env) {
  if (env.NODE_ENV === 'production' || env.VITEST || env.LOG_PRETTY === '0') return null;
  try {
    // Resolved from the project at run time, not bundled (Next keeps pino-pretty external as well).
    const load = createRequire(path.join(process.cwd(), 'package.json'));
    const mod = load('pino-pretty');
    return (mod.default ?? mod)({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return null;
  }
}

function state() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  if (g[KEY]) return g[KEY];
  const als = new AsyncLocalStorage();
  const out = prettyStream(process.env) ?? pino.destination({ fd: 1, sync: true });
  const st = { als, capture: null, logger: null };
  // The output can be swapped for a test's (captureLogs); everything else writes through this one sink.
  const sink = { write: (line) => (st.capture ?? out).write(line) };
  st.logger = pino(loggerOptions(process.env, () => als.getStore()), sink);
  g[KEY] = st;
  return st;
}

/** The process's logger (made on first use, after the environment is set). */
export const getLogger = () => state().logger;

/** The context of the request running now (id, method, route, user hash, ip, answer code), if any. */
export const currentRequest = () => state().als.getStore();

const ON_REQUEST = Symbol.for('crisps.log.request');

/** Ties `ctx` to the HTTP request object too (found again by contextOf if an async hop lost the context). */
export function attachContext(req, ctx) {
  req[ON_REQUEST] = ctx;
}

/** The context attachContext tied to an HTTP request object, if any. */
export const contextOf = (req) => (req && typeof req === 'object' ? req[ON_REQUEST] : undefined);

/** Runs `fn` as the request `ctx`: every line it writes carries ctx.id. */
export const runWithRequest = (ctx, fn) => state().als.run(ctx, fn);

/** Runs `fn` as no request's: work done for many requests at once (a chat batch), whose lines carry no request id. */
export const outsideRequests = (fn) => state().als.exit(fn);

/**
 * Sends the lines to `stream` (an object with write(line)) instead of stdout until the returned function is called
 * (tests). Lines are JSON whatever the environment.
 */
export function setLogCapture(stream) {
  const st = state();
  const before = st.capture;
  st.capture = stream;
  return () => {
    st.capture = before;
  };
}
