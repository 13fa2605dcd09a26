import MD5 from 'crypto-js/md5';
import SHA256 from 'crypto-js/sha256';
import WordArray from 'crypto-js/lib-typedarrays';

/**
 * Request signature shared by the browser client and the server (spec §7 "Common rules").
 * sign = MD5(uppercase hex) of the sorted `key=value&` pairs of data, method, nonce, path, time, token,
 * followed by `sysCode=<code>&secret=<secret>`. time + nonce let the server refuse replays.
 *
 * What the handler reads is what is signed:
 * - GET/HEAD/DELETE: data = the canonical query;
 * - form POST: data = the canonical body; JSON: the raw body; a query string on any non-GET call is signed too, as
 *   the pair `query=<canonical query>`;
 * - multipart: the client sends `x-body-sha256` (SHA-256 hex of the raw body bytes); it is signed as the pair
 *   `bodySha256=<hex>` and the server recomputes it from the bytes it received;
 * - empty values are kept as `k=` pairs (a field the handler reads is never outside the signature).
 * Pairs that are empty are left out, so a request without a POST query or multipart body signs as before.
 */
export const SIGN_HEADERS = {
  sign: 'x-sign',
  time: 'x-sign-time',
  nonce: 'x-sign-nonce',
  sysCode: 'x-sys-code',
  bodySha256: 'x-body-sha256',
} as const;

export type SignInput = {
  method: string;
  path: string; // pathname only, e.g. /api/authentication/login
  data: string; // canonical payload, see canonicalPayload
  /** Canonical query string of a non-GET call ('' or absent: none). */
  query?: string;
  /** SHA-256 hex of a multipart body (x-body-sha256). */
  bodySha256?: string;
  token?: string;
  time: number;
  nonce: string;
  sysCode: string;
  secret: string;
};

type Flat = Record<string, unknown>;

/** Flat params (query or url-encoded form) sorted by key; null/undefined skipped, '' kept as `k=`, objects JSON-encoded. */
export function canonicalParams(params: Flat | URLSearchParams | undefined | null): string {
  if (!params) return '';
  const entries: [string, string][] = [];
  const push = (k: string, v: unknown) => {
    if (v === undefined || v === null) return;
    entries.push([k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  };
  if (params instanceof URLSearchParams) params.forEach((v, k) => push(k, v));
  else for (const [k, v] of Object.entries(params)) push(k, v);
  entries.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return entries.map(([k, v]) => `${k}=${v}`).join('&');
}

export function signString(i: SignInput): string {
  const pairs: [string, string][] = [
    ['bodySha256', (i.bodySha256 ?? '').toLowerCase()],
    ['data', i.data],
    ['method', i.method.toUpperCase()],
    ['nonce', i.nonce],
    ['path', i.path],
    ['query', i.query ?? ''],
    ['time', String(i.time)],
    ['token', i.token ?? ''],
  ];
  const head = pairs
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}&`)
    .join('');
  return `${head}sysCode=${i.sysCode}&secret=${i.secret}`;
}

export function computeSign(i: SignInput): string {
  return MD5(signString(i)).toString().toUpperCase();
}

export function makeNonce(): string {
  const rand = () => Math.floor(Math.random() * 0x10000).toString(16).padStart(4, '0');
  return `${rand()}-${Date.now()}-${String(Math.floor(Math.random() * 100000)).padStart(5, '0')}`;
}

/** SHA-256 hex of raw bytes (the multipart body digest; crypto-js, so it also works outside secure contexts). */
export function sha256Hex(bytes: Uint8Array): string {
  return SHA256(WordArray.create(bytes as unknown as number[])).toString();
}
