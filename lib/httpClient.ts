/**
 * The HTTP client itself (axios, the signature, the envelope, the session rules). Pages and services import
 * lib/http.ts, which loads this module on the first call: it is not part of any page's first-load JavaScript.
 */
import type { IncomingMessage } from 'node:http';
import axios, { AxiosHeaders, type AxiosResponse } from 'axios';
import { CODE, DEFAULT_CITY, HTTP_TIMEOUT_MS, SESSION_INVALID_REDIRECT_MS } from './constants';
import { parseCookieHeader } from './cookies';
import { browserIdentity } from './browserIdentity';
import { encodeMultipart, identityFromCookies, prepareRequest, type Identity } from './httpCore';
import { callInProcess } from './httpInProcess';
import { currentSession } from './httpSession';
import { progressDone, progressStart } from './progress';
import { isLoginPath, loginUrl, nav } from './navigate';
import { toast } from './toast';
import { parseAppUA } from '@/bridge/ua';

import {
  ApiError,
  envelopeOfAnswer,
  failedStatusError,
  isEnvelope,
  isSessionInvalidCode,
  NETWORK_FAILED_MSG,
  notAnEnvelopeError,
  TIMED_OUT_MSG,
  type Envelope,
  type Http,
  type Method,
  type ReqOpts,
} from './httpErrors';
import { learnServerClock, learnServerTime, resetServerTime, SERVER_TIME_HEADER, serverNow } from './serverClock';

type Meta = ReqOpts & {
  identity?: Identity;
  server?: boolean;
  progress?: boolean;
  /** The session token the request was signed with ('' for none), to tell a stale 5223 from a current one. */
  sentToken?: string;
  /** When it was sent (device ms), to learn the server's clock from the answer. */
  sentAt?: number;
};
declare module 'axios' {
  interface AxiosRequestConfig {
    crisps?: Meta;
  }
}

/** The one axios instance. Bodies are serialised by prepareRequest, so axios must not transform them again. */
export const api = axios.create({
  baseURL: '/api',
  timeout: HTTP_TIMEOUT_MS,
  withCredentials: false,
  transformRequest: [(data) => data],
});

/** Tests only: forget the learned clock. */
export const resetServerClock = () => resetServerTime();

api.interceptors.request.use(async (config) => {
  const meta = (config.crisps ??= {});
  // A multipart body is serialised here (boundary included) so that the SHA-256 of its bytes can be signed.
  const data = typeof FormData !== 'undefined' && config.data instanceof FormData ? await encodeMultipart(config.data) : config.data;
  const p = prepareRequest({
    method: config.method || 'get',
    url: `${config.baseURL || ''}${config.url || ''}`,
    params: config.params,
    data,
    json: meta.json,
    identity: (meta.identity ??= browserIdentity()),
    headers: meta.headers,
    now: serverNow(),
  });
  meta.sentToken = meta.identity.token ?? '';
  meta.sentAt = Date.now();
  config.baseURL = '';
  config.url = p.url;
  config.params = undefined;
  config.data = p.body;
  const headers = AxiosHeaders.from(config.headers);
  for (const [k, v] of Object.entries(p.headers)) headers.set(k, v);
  config.headers = headers;
  if (!meta.silent && !meta.server) {
    meta.progress = true;
    progressStart();
  }
  return config;
});

function finish(meta: Meta | undefined, failed: boolean) {
  if (!meta?.progress) return;
  meta.progress = false;
  progressDone(failed);
}

let redirectTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * 5223/9984 (spec §4 "Session invalid"): forget the user everywhere; outside the native app tell the user and
 * go to login after 1.5 s, coming back to this page afterwards. Inside the app the app owns the session.
 */
function onSessionInvalid(meta: Meta | undefined) {
  // The answer to a request sent with a session the page no longer holds (the user logged out, or in as someone else,
  // while it was in flight) says nothing about the current one: no toast, no trip to the login page.
  if (typeof window !== 'undefined' && meta?.sentToken !== undefined && meta.sentToken !== browserIdentity().token) return;
  const session = currentSession();
  session?.clear();
  if (typeof window === 'undefined' || session?.inApp()) return;
  if (isLoginPath(window.location.pathname) || redirectTimer) return;
  const back = nav.currentFullPath();
  toast.show({ message: '登录失效，请重新登录', duration: SESSION_INVALID_REDIRECT_MS });
  redirectTimer = setTimeout(() => {
    redirectTimer = undefined;
    nav.replace(loginUrl(back));
  }, SESSION_INVALID_REDIRECT_MS);
}

/** The rule above for an answer that came by another path (lib/httpQuiet.ts): `sentToken` is what it was signed with. */
export const sessionInvalid = (sentToken: string) => onSessionInvalid({ sentToken });

/** Tests only: drop a scheduled login redirect. */
export function cancelSessionRedirect() {
  if (redirectTimer) clearTimeout(redirectTimer);
  redirectTimer = undefined;
}

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (axios.isCancel(err)) return new ApiError(-2, '请求已取消');
  if (axios.isAxiosError(err)) {
    const body = err.response?.data;
    if (isEnvelope(body)) return new ApiError(body.code, body.msg, body.data);
    if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT') return new ApiError(-1, TIMED_OUT_MSG);
    if (err.response) return failedStatusError(err.response.status, body);
    return new ApiError(-1, NETWORK_FAILED_MSG);
  }
  return new ApiError(-1, err instanceof Error ? err.message : '请求失败');
}

api.interceptors.response.use(
  (res: AxiosResponse) => {
    const meta = res.config.crisps;
    if (meta?.sentAt && !meta.server && typeof window !== 'undefined') learnServerTime(Number(res.headers[SERVER_TIME_HEADER]), meta.sentAt, Date.now());
    if (!isEnvelope(res.data)) {
      finish(meta, true);
      throw notAnEnvelopeError(res.status, res.data);
    }
    finish(meta, res.data.code !== CODE.OK);
    if (isSessionInvalidCode(res.data.code) && !meta?.server) onSessionInvalid(meta);
    return res;
  },
  (err: unknown) => {
    const meta = axios.isAxiosError(err) ? err.config?.crisps : undefined;
    finish(meta, true);
    const apiErr = toApiError(err);
    if (isSessionInvalidCode(apiErr.code) && !meta?.server) onSessionInvalid(meta);
    throw apiErr;
  },
);

type Base = () => Meta;

/**
 * A server render's call: in-process, unsigned under the in-process mark, without axios (lib/httpInProcess.ts
 * callInProcess; docs/adr/0065). The answers and failures are the browser client's: an envelope (whatever its code)
 * at 2xx, an ApiError otherwise. A server render shows no progress bar and never acts on an invalid session itself.
 */
async function serverEnvelope<T>(method: string, url: string, payload: object | undefined, meta: Meta): Promise<Envelope<T>> {
  const query = method === 'GET' || method === 'DELETE';
  const p = prepareRequest({
    method,
    url: `/api${url}`,
    params: query ? payload : undefined,
    data: query ? undefined : payload,
    json: meta.json,
    identity: meta.identity ?? { areaCode: DEFAULT_CITY.code },
    headers: meta.headers,
    unsigned: true,
  });
  let answer: { status: number; data: unknown };
  try {
    answer = await callInProcess(p, HTTP_TIMEOUT_MS);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ETIMEDOUT') throw new ApiError(-1, TIMED_OUT_MSG);
    throw new ApiError(-1, err instanceof Error ? err.message : '请求失败');
  }
  return envelopeOfAnswer<T>(answer.status, answer.data);
}

function unwrap<T>(env: Envelope<T>): T {
  if (env.code === CODE.OK) return env.data;
  throw new ApiError(env.code, env.msg || '请求失败', env.data);
}

function makeHttp(base: Base): Http {
  const envelope = async <T>(method: Method, url: string, payload?: object, opts: ReqOpts = {}) => {
    const m = method.toUpperCase();
    const query = m === 'GET' || m === 'DELETE';
    const given = base();
    const meta: Meta = { ...given, ...opts, headers: { ...given.headers, ...opts.headers } };
    if (meta.server) return serverEnvelope<T>(m, url, payload, meta);
    const send = () =>
      api.request<Envelope<T>>({
        method: m,
        url,
        params: query ? payload : undefined,
        data: query ? undefined : payload,
        crisps: { ...meta },
      });
    const res = await send();
    // A clock outside the server's window: signed again, once, on the server's time.
    if (learnServerClock(res.data)) return (await send()).data;
    return res.data;
  };
  return {
    envelope,
    get: <T>(url: string, params?: object, opts?: ReqOpts) => envelope<T>('GET', url, params, opts).then(unwrap),
    post: <T>(url: string, data?: object, opts?: ReqOpts) => envelope<T>('POST', url, data, opts).then(unwrap),
  };
}

/** The client of pages and stores. On the server (no window) it runs in-process as an anonymous caller (serverEnvelope). */
export const http: Http = makeHttp(() =>
  typeof window === 'undefined'
    ? { server: true, identity: { areaCode: DEFAULT_CITY.code } }
    : {},
);

const isByteString = (v: string) => /^[\u0000-\u00ff]*$/.test(v);

/**
 * Client for getServerSideProps: the visitor's cookies (token, userId, userNo, currentCity) and user agent give
 * the same headers the browser would send; the call runs in-process (serverEnvelope), where it needs no signature.
 * 5223 comes back as an ApiError for the page to turn into a redirect (see loginRedirect).
 */
export function serverHttp(req: IncomingMessage): Http {
  const cookies = parseCookieHeader(req.headers.cookie);
  const ua = String(req.headers['user-agent'] || '');
  const fwd = req.headers['x-forwarded-for'];
  const identity = identityFromCookies(cookies, parseAppUA(ua).isInApp);
  const headers: Record<string, string> = {};
  // Node hands header bytes over as latin1 text; anything wider cannot be put back on a request.
  if (ua && isByteString(ua)) headers['user-agent'] = ua;
  // The backend trusts x-forwarded-for only behind a configured proxy; x-real-ip is the peer we actually saw.
  if (fwd) headers['x-forwarded-for'] = Array.isArray(fwd) ? fwd.join(', ') : fwd;
  if (req.socket?.remoteAddress) headers['x-real-ip'] = req.socket.remoteAddress;
  return makeHttp(() => ({ server: true, identity, headers }));
}
