import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { canonicalParams, signString, SIGN_HEADERS, type SignInput } from '@/lib/sign';
import { SYS_CODE } from '@/lib/constants';
import { AppError, ERR } from './errors';
import type { HonoEnv } from './types';
import { isUnsigned } from './unsigned';
import { isInProcessEnv } from '@/lib/inProcessCall';


/** The largest multipart body read for its hash (an image ≤ 5 MB plus the form's overhead). */
export const MAX_MULTIPART_BYTES = 5 * 1024 * 1024 + 64 * 1024;
const QUERY_METHODS = new Set(['GET', 'HEAD', 'DELETE']);
const isMultipart = (type: string) => type.toLowerCase().includes('multipart/form-data');

/**
 * lib/sign.ts computeSign with node's MD5: the same uppercase hex (tests/unit/signNode.test.ts compares the two),
 * about ten times cheaper than crypto-js on the server (and ~50 ms less for a 1 MB body). The browser keeps crypto-js.
 */
export const serverSign = (i: SignInput) => createHash('md5').update(signString(i), 'utf8').digest('hex').toUpperCase();

/** What the handler will read, in its signed form (lib/sign.ts). */
type Signed = { data: string; query: string; bodySha256: string };

async function signedParts(c: Parameters<MiddlewareHandler<HonoEnv>>[0], url: URL): Promise<Signed> {
  const method = c.req.method.toUpperCase();
  if (QUERY_METHODS.has(method)) return { data: canonicalParams(url.searchParams), query: '', bodySha256: '' };
  const query = canonicalParams(url.searchParams);
  const type = c.req.header('content-type') || '';
  if (isMultipart(type)) {
    const declared = (c.req.header(SIGN_HEADERS.bodySha256) || '').toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(declared)) throw new AppError(ERR.SIGN_MISSING, '缺少请求体摘要（x-body-sha256）');
    if (Number(c.req.header('content-length') || 0) > MAX_MULTIPART_BYTES) throw new AppError(ERR.BAD_INPUT, 'file：图片不能超过5M');
    // Hono caches the bytes: the handler's formData()/parseBody() reads the same body that was hashed.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length > MAX_MULTIPART_BYTES) throw new AppError(ERR.BAD_INPUT, 'file：图片不能超过5M');
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== declared) throw new AppError(ERR.SIGN_INVALID, '请求签名错误');
    return { data: '', query, bodySha256: actual };
  }
  const body = await c.req.text();
  if (type.includes('application/x-www-form-urlencoded')) return { data: canonicalParams(new URLSearchParams(body)), query, bodySha256: '' };
  return { data: body, query, bodySha256: '' };
}

/**
 * Verifies the request signature of spec §7 plus its time window and single-use nonce. A server render's own call
 * carries none: it runs in-process under a mark no HTTP request can carry (lib/inProcessCall.ts, docs/adr/0065).
 */
export const verifySignature: MiddlewareHandler<HonoEnv> = async (c, next) => {
  if (isInProcessEnv(c.env)) return next();
  const url = new URL(c.req.url);
  if (isUnsigned(url.pathname) || c.req.method === 'OPTIONS') return next();
  const { config, cache, now } = c.get('deps');
  const sign = c.req.header(SIGN_HEADERS.sign);
  const time = Number(c.req.header(SIGN_HEADERS.time));
  const nonce = c.req.header(SIGN_HEADERS.nonce) || '';
  const sysCode = c.req.header(SIGN_HEADERS.sysCode) || SYS_CODE;
  if (!sign || !time || !nonce) throw new AppError(ERR.SIGN_MISSING, '缺少请求签名');
  if (nonce.length > 64) throw new AppError(ERR.SIGN_INVALID, '请求签名错误');
  if (sysCode !== SYS_CODE) throw new AppError(ERR.SIGN_INVALID, '未知的系统编码');
  const parts = await signedParts(c, url);
  const signedWith = (secret: string) =>
    serverSign({ method: c.req.method, path: url.pathname, ...parts, token: c.req.header('x-auth-token') || '', time, nonce, sysCode, secret });
  const given = sign.toUpperCase();
  // The previous secret too, while a rotation is under way (SIGN_SECRET_PREVIOUS): clients built with it still sign.
  const valid = signedWith(config.signSecret) === given || (!!config.signSecretPrevious && signedWith(config.signSecretPrevious) === given);
  if (!valid) throw new AppError(ERR.SIGN_INVALID, '请求签名错误');
  // The server's time goes back with the refusal: a client whose clock is wrong signs again on the server's clock.
  if (Math.abs(now().getTime() - time) > config.signWindowSeconds * 1000)
    throw new AppError(ERR.SIGN_EXPIRED, '请求已过期，请校准手机时间后重试', { serverTime: now().getTime() });
  const fresh = await cache.setNx(`nonce:${nonce}`, '1', config.signWindowSeconds * 2);
  if (!fresh) throw new AppError(ERR.SIGN_REPLAYED, '重复的请求已被拒绝');
  return next();
};
