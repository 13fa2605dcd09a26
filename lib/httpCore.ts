/**
 * The one place that turns a call into what goes on the wire: query or body serialisation, the headers of
 * spec §7 and the request signature. Used by the browser client and the server-side (SSR) client alike (the latter
 * unsigned, ADR 0065), and it mirrors server/http/sign.ts exactly: what is signed is what the server will canonicalise.
 */
import { canonicalParams, computeSign, makeNonce, sha256Hex, SIGN_HEADERS } from './sign';
import { DEFAULT_CITY, PLATFORM_CODE, SYS_CODE, TERMINAL_APP, TERMINAL_WAP } from './constants';
import { SIGN_SECRET } from './env';
import { parseJson } from './cookies';

/** Who is calling: what the headers say about the user, the city and the terminal. */
export type Identity = { token?: string; userId?: string; userNo?: string; areaCode?: string; inApp?: boolean };

export type PrepareInput = {
  method: string;
  /** Path incl. the /api base, possibly with a query; absolute URLs keep their origin. */
  url: string;
  params?: unknown;
  data?: unknown;
  json?: boolean;
  identity: Identity;
  headers?: Record<string, string | undefined>;
  now?: number;
  nonce?: string;
  secret?: string;
  /**
   * No signature: a server render's call, run in-process and marked there (lib/inProcessCall.ts), where no browser
   * can make one. server/http/sign.ts lets only that mark through without a signature.
   */
  unsigned?: boolean;
};

export type Prepared = {
  method: string;
  url: string;
  path: string;
  body: string | Uint8Array<ArrayBuffer> | undefined;
  headers: Record<string, string>;
  /** The canonical payload that was signed (for tests and debugging); '' for an unsigned call. */
  signedData: string;
};

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';
export const JSON_CONTENT_TYPE = 'application/json;charset=UTF-8';
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);
const LOCAL = 'http://local.invalid';

/** Flat key/value pairs under canonicalParams' rule: null/undefined/'' dropped, objects JSON-encoded. */
export function flatEntries(obj: unknown): [string, string][] {
  if (!obj || typeof obj !== 'object') return [];
  const out: [string, string][] = [];
  const source = obj instanceof URLSearchParams ? Array.from(obj.entries()) : Object.entries(obj as object);
  for (const [k, v] of source) {
    if (v === undefined || v === null || v === '') continue;
    out.push([k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  }
  return out;
}

/** A multipart body already serialised (see encodeMultipart): its bytes are what gets signed (by their SHA-256). */
export type MultipartBody = { multipart: true; bytes: Uint8Array<ArrayBuffer>; contentType: string; sha256: string };

/** Serialises a FormData the way it will go on the wire, so its SHA-256 can be signed (x-body-sha256). */
export async function encodeMultipart(fd: FormData): Promise<MultipartBody> {
  const res = new Response(fd);
  const contentType = res.headers.get('content-type') || 'multipart/form-data';
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { multipart: true, bytes, contentType, sha256: sha256Hex(bytes) };
}

export const isMultipartBody = (v: unknown): v is MultipartBody =>
  !!v && typeof v === 'object' && (v as MultipartBody).multipart === true && (v as MultipartBody).bytes instanceof Uint8Array;

/** Url-encoded form body of a flat object (the default body of a POST). */
export const encodeForm = (data: unknown) => new URLSearchParams(flatEntries(data)).toString();

const isFormData = (v: unknown): v is FormData => typeof FormData !== 'undefined' && v instanceof FormData;

function setHeader(h: Record<string, string>, name: string, value: string | undefined) {
  for (const k of Object.keys(h)) if (k.toLowerCase() === name.toLowerCase()) delete h[k];
  if (value !== undefined) h[name] = value;
}
const getHeader = (h: Record<string, string>, name: string) =>
  Object.entries(h).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

export function prepareRequest(i: PrepareInput): Prepared {
  const method = (i.method || 'GET').toUpperCase();
  const u = new URL(i.url, LOCAL);
  const origin = u.origin === LOCAL ? '' : u.origin;
  const path = u.pathname;
  const query = new URLSearchParams(u.search);
  for (const [k, v] of flatEntries(i.params)) query.append(k, v);

  const headers: Record<string, string> = {};
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  // What is signed, computed only when the call is signed (an unsigned call would canonicalise its body for nothing).
  let signedPayload: () => string;
  let bodySha256 = '';
  if (QUERY_METHODS.has(method)) {
    signedPayload = () => canonicalParams(query);
  } else if (isFormData(i.data)) {
    throw new Error('multipart: serialise the FormData with encodeMultipart() first (its hash is signed)');
  } else if (isMultipartBody(i.data)) {
    body = i.data.bytes;
    setHeader(headers, 'Content-Type', i.data.contentType);
    setHeader(headers, SIGN_HEADERS.bodySha256, i.data.sha256);
    bodySha256 = i.data.sha256;
    signedPayload = () => '';
  } else if (i.json) {
    body = typeof i.data === 'string' ? i.data : JSON.stringify(i.data ?? {});
    const json = body;
    setHeader(headers, 'Content-Type', JSON_CONTENT_TYPE);
    signedPayload = () => json;
  } else {
    body = typeof i.data === 'string' ? i.data : encodeForm(i.data);
    const form = body;
    setHeader(headers, 'Content-Type', FORM_CONTENT_TYPE);
    signedPayload = () => canonicalParams(new URLSearchParams(form));
  }

  const id = i.identity;
  setHeader(headers, 'platformCode', PLATFORM_CODE);
  setHeader(headers, 'terminalCode', id.inApp ? TERMINAL_APP : TERMINAL_WAP);
  setHeader(headers, 'areaCode', id.areaCode || DEFAULT_CITY.code);
  if (id.token) {
    setHeader(headers, 'X-Auth-Token', id.token);
    if (id.userId) {
      setHeader(headers, 'X-Req-UserId', id.userId);
      setHeader(headers, 'imUserId', id.userId);
    }
  }
  if (id.token && id.userNo) setHeader(headers, 'X-Req-UserNo', id.userNo);
  for (const [k, v] of Object.entries(i.headers ?? {})) if (v !== undefined) setHeader(headers, k, v);

  const qs = query.toString();
  const url = `${origin}${path}${qs ? `?${qs}` : ''}`;
  if (i.unsigned) return { method, url, path, body, headers, signedData: '' };
  const signedData = signedPayload();
  const time = i.now ?? Date.now();
  const nonce = i.nonce ?? makeNonce();
  const sign = computeSign({
    method,
    path,
    data: signedData,
    query: QUERY_METHODS.has(method) ? '' : canonicalParams(query),
    bodySha256,
    token: getHeader(headers, 'X-Auth-Token') || '',
    time,
    nonce,
    sysCode: SYS_CODE,
    secret: i.secret ?? SIGN_SECRET,
  });
  setHeader(headers, SIGN_HEADERS.sign, sign);
  setHeader(headers, SIGN_HEADERS.time, String(time));
  setHeader(headers, SIGN_HEADERS.nonce, nonce);
  setHeader(headers, SIGN_HEADERS.sysCode, SYS_CODE);
  return { method, url, path, body, headers, signedData };
}

/** The identity a server-side request carries, read from the browser's cookies. */
export function identityFromCookies(cookies: Record<string, string | undefined>, inApp = false): Identity {
  return {
    token: cookies.token || '',
    userId: cookies.userId || '',
    userNo: cookies.userNo || '',
    areaCode: parseJson<{ code?: string }>(cookies.currentCity)?.code || DEFAULT_CITY.code,
    inApp,
  };
}
