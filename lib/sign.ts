import MD5 from 'crypto-js/md5';

/**
 * Request signature shared by the browser client and the server (spec §7 "Common rules").
 * sign = MD5(uppercase hex) of the sorted `key=value&` pairs of data, method, nonce, path, time, token,
 * followed by `sysCode=<code>&secret=<secret>`. time + nonce let the server refuse replays.
 */
export const SIGN_HEADERS = {
  sign: 'x-sign',
  time: 'x-sign-time',
  nonce: 'x-sign-nonce',
  sysCode: 'x-sys-code',
} as const;

export type SignInput = {
  method: string;
  path: string; // pathname only, e.g. /api/authentication/login
  data: string; // canonical payload, see canonicalPayload
  token?: string;
  time: number;
  nonce: string;
  sysCode: string;
  secret: string;
};

type Flat = Record<string, unknown>;

/** Flat params (query or url-encoded form) sorted by key; empty values skipped, objects JSON-encoded. */
export function canonicalParams(params: Flat | URLSearchParams | undefined | null): string {
  if (!params) return '';
  const entries: [string, string][] = [];
  const push = (k: string, v: unknown) => {
    if (v === undefined || v === null || v === '') return;
    entries.push([k, typeof v === 'object' ? JSON.stringify(v) : String(v)]);
  };
  if (params instanceof URLSearchParams) params.forEach((v, k) => push(k, v));
  else for (const [k, v] of Object.entries(params)) push(k, v);
  entries.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return entries.map(([k, v]) => `${k}=${v}`).join('&');
}

export function signString(i: SignInput): string {
  const pairs: [string, string][] = [
    ['data', i.data],
    ['method', i.method.toUpperCase()],
    ['nonce', i.nonce],
    ['path', i.path],
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
