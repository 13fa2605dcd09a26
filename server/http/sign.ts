import type { MiddlewareHandler } from 'hono';
import { canonicalParams, computeSign, SIGN_HEADERS } from '@/lib/sign';
import { SYS_CODE } from '@/lib/constants';
import { AppError, ERR } from './errors';
import type { HonoEnv } from './types';

/** Paths served to things that cannot sign (img tags, EventSource, outside gateways, the API docs). */
const UNSIGNED_PREFIXES = ['/api/openapi.json', '/api/docs', '/api/health'];
export function addUnsignedPrefix(prefix: string) {
  if (!UNSIGNED_PREFIXES.includes(prefix)) UNSIGNED_PREFIXES.push(prefix);
}
export const isUnsigned = (path: string) => UNSIGNED_PREFIXES.some((p) => path === p || path.startsWith(p));

async function canonicalData(req: Request, url: URL, text: () => Promise<string>): Promise<string> {
  const method = req.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return canonicalParams(url.searchParams);
  const type = req.headers.get('content-type') || '';
  if (type.includes('multipart/form-data')) return '';
  const body = await text();
  if (type.includes('application/x-www-form-urlencoded')) return canonicalParams(new URLSearchParams(body));
  return body;
}

/** Verifies the request signature of spec §7 plus its time window and single-use nonce. */
export const verifySignature: MiddlewareHandler<HonoEnv> = async (c, next) => {
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
  const data = await canonicalData(c.req.raw, url, () => c.req.text());
  const expected = computeSign({
    method: c.req.method,
    path: url.pathname,
    data,
    token: c.req.header('x-auth-token') || '',
    time,
    nonce,
    sysCode,
    secret: config.signSecret,
  });
  if (expected !== sign.toUpperCase()) throw new AppError(ERR.SIGN_INVALID, '请求签名错误');
  if (Math.abs(now().getTime() - time) > config.signWindowSeconds * 1000)
    throw new AppError(ERR.SIGN_EXPIRED, '请求已过期，请校准手机时间后重试');
  const fresh = await cache.setNx(`nonce:${nonce}`, '1', config.signWindowSeconds * 2);
  if (!fresh) throw new AppError(ERR.SIGN_REPLAYED, '重复的请求已被拒绝');
  return next();
};
