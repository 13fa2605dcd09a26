import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, forbidden, notFound } from '../../http/errors';
import { serverKey } from '../secrets/keys';
import { MAX_UPLOAD_BYTES, UPLOAD_PURPOSES, type UploadPurpose } from '@/lib/contract/upload/enums';
import type { StraightOssToken, StraightPut } from '@/lib/contract/upload/api';
import { uploads } from './schema';
import { newUploadKey, registerImage, uploadTooLarge, viewOfUpload, type UploadView } from './service';

// Straight ("direct") uploads, shaped like an OSS post-policy upload with the storage adapter as the bucket:
// 1. getStraightOssToken: the server picks a key and signs a short-lived policy for it;
// 2. the browser PUTs the bytes to `uploadUrl` (unsigned path: the policy is the authorisation), stored pending
//    under the policy's key (`u/YYYY/MM/up_<id>`, no extension: the type is not known yet);
// 3. straightOssCallback: the server sniffs the bytes and registers them like a multipart upload, under the final
//    key `u/YYYY/MM/up_<id>.<ext>` and the upload id `up_<id>`; the pending bytes are removed.

/** Where the bytes are PUT. A path of its own: the unsigned prefix must not cover straightOssCallback. */
export const STRAIGHT_PUT_PATH = '/api/upload/v1/straight/put';
export const STRAIGHT_TTL_MS = 10 * 60_000;
/** The callback may come a little after the policy ends (the PUT itself must be within it). */
export const STRAIGHT_CALLBACK_GRACE_MS = 30 * 60_000;

export const STRAIGHT_MSG = {
  missing: 'policy：缺少上传凭证',
  malformed: 'policy：上传凭证格式错误',
  invalid: '上传凭证无效',
  expired: '上传凭证已过期，请重新获取',
  notYours: '无权操作该上传',
  used: '该上传凭证已使用，请重新获取',
  busy: '该上传正在处理中，请稍后重试',
  empty: 'file：文件内容为空',
  noFile: '未找到已上传的文件，请先上传文件',
  unknown: '上传凭证不存在或已过期，请重新上传',
} as const;

/** The signed policy: which key, for whom, what for, how big, until when (epoch ms), and the original file name. */
export type StraightPolicy = { key: string; userId: string; purpose: UploadPurpose; maxSize: number; expire: number; name: string };

const PENDING_KEY_RE = /^u\/\d{4}\/\d{2}\/up_[A-Za-z0-9_-]{8,40}$/;
const idOfKey = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const cacheKeyOf = (key: string) => `upst:${key}`;

/** The policy's signature, keyed with a server-only key (never SIGN_SECRET: the browser has it and could forge one). */
export const signStraightPolicy = (key: string, policy: string) =>
  createHmac('sha256', key).update('upload-straight:' + policy).digest('base64url');
const policyKey = (deps: Deps) => serverKey(deps, 'upload-straight-policy');

/** Step 1 (getStraightOssToken): a signed policy for one key of the caller. */
export async function getStraightOssToken(deps: Deps, userId: string, purpose: UploadPurpose, fileName: string): Promise<StraightOssToken> {
  const now = deps.now();
  const { base } = newUploadKey(now);
  const expire = now.getTime() + STRAIGHT_TTL_MS;
  const body: StraightPolicy = { key: base, userId, purpose, maxSize: MAX_UPLOAD_BYTES, expire, name: fileName.slice(0, 200) };
  const policy = Buffer.from(JSON.stringify(body)).toString('base64url');
  const signature = signStraightPolicy(policyKey(deps), policy);
  const ttlSeconds = Math.ceil((STRAIGHT_TTL_MS + STRAIGHT_CALLBACK_GRACE_MS) / 1000);
  // Kept so that a callback may name just the key.
  await deps.cache.set(cacheKeyOf(base), policy, ttlSeconds);
  return {
    host: STRAIGHT_PUT_PATH,
    key: base,
    policy,
    signature,
    expire,
    maxSize: MAX_UPLOAD_BYTES,
    uploadUrl: `${STRAIGHT_PUT_PATH}?policy=${encodeURIComponent(policy)}&signature=${encodeURIComponent(signature)}`,
  };
}

function parsePolicy(policy: string): StraightPolicy {
  let p: Partial<StraightPolicy>;
  try {
    p = JSON.parse(Buffer.from(policy, 'base64url').toString('utf8'));
  } catch {
    throw badInput(STRAIGHT_MSG.malformed);
  }
  if (
    !p ||
    typeof p.key !== 'string' ||
    !PENDING_KEY_RE.test(p.key) ||
    typeof p.userId !== 'string' ||
    !(UPLOAD_PURPOSES as readonly unknown[]).includes(p.purpose) ||
    typeof p.maxSize !== 'number' ||
    typeof p.expire !== 'number'
  )
    throw badInput(STRAIGHT_MSG.malformed);
  return { ...p, name: typeof p.name === 'string' ? p.name : '' } as StraightPolicy;
}

/** The policy of a signature made by this server (403 otherwise); the expiry is checked by the caller. */
export function verifyStraightPolicy(key: string, policy: unknown, signature: unknown): StraightPolicy {
  if (typeof policy !== 'string' || typeof signature !== 'string' || !policy || !signature) throw badInput(STRAIGHT_MSG.missing);
  if (policy.length > 2000 || signature.length > 200) throw badInput(STRAIGHT_MSG.malformed);
  const want = Buffer.from(signStraightPolicy(key, policy));
  const got = Buffer.from(signature);
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw forbidden(STRAIGHT_MSG.invalid);
  return parsePolicy(policy);
}

async function uploadRow(deps: Deps, id: string) {
  const [row] = await deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  return row ?? null;
}

/** Reads a request body, refusing it (400) as soon as it passes `limit` bytes. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw uploadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Step 2: stores the PUT bytes pending under the policy's key (once per policy). */
export async function putStraight(
  deps: Deps,
  input: { policy: unknown; signature: unknown; contentLength: string | undefined; body: ReadableStream<Uint8Array> | null },
): Promise<StraightPut> {
  const p = verifyStraightPolicy(policyKey(deps), input.policy, input.signature);
  if (deps.now().getTime() > p.expire) throw forbidden(STRAIGHT_MSG.expired);
  const limit = Math.min(p.maxSize, MAX_UPLOAD_BYTES);
  if (input.contentLength !== undefined && input.contentLength !== '') {
    const declared = Number(input.contentLength);
    if (!Number.isFinite(declared) || declared < 0) throw badInput('请求体长度有误');
    if (declared > limit) throw uploadTooLarge();
  }
  const { storage } = deps.adapters;
  if ((await uploadRow(deps, idOfKey(p.key))) || (await storage.get(p.key))) throw new AppError(ERR.CONFLICT, STRAIGHT_MSG.used);
  const data = await readLimited(input.body, limit);
  if (data.length === 0) throw badInput(STRAIGHT_MSG.empty);
  try {
    const stored = await storage.put(p.key, data);
    return { key: p.key, size: stored.size };
  } catch (err) {
    // Two PUTs of one policy at once: the storage never overwrites, the second fails.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw new AppError(ERR.CONFLICT, STRAIGHT_MSG.used);
    throw err;
  }
}

/**
 * Step 3: registers the PUT bytes as an upload of the caller (by the signed policy, or by the key the token named).
 * A repeated callback answers the same upload; the bytes that are not an image are removed (400).
 */
export async function straightOssCallback(deps: Deps, userId: string, input: { policy?: unknown; signature?: unknown; key?: unknown }): Promise<UploadView> {
  let p: StraightPolicy;
  if (input.policy !== undefined || input.signature !== undefined) {
    p = verifyStraightPolicy(policyKey(deps), input.policy, input.signature);
  } else if (typeof input.key === 'string' && input.key) {
    if (!PENDING_KEY_RE.test(input.key)) throw badInput('key：上传凭证格式错误');
    const cached = await deps.cache.get(cacheKeyOf(input.key));
    if (!cached) {
      const row = await uploadRow(deps, idOfKey(input.key));
      if (row && row.userId === userId) return viewOfUpload(row);
      throw notFound(STRAIGHT_MSG.unknown);
    }
    p = parsePolicy(cached);
  } else {
    throw badInput(STRAIGHT_MSG.missing);
  }
  if (p.userId !== userId) throw forbidden(STRAIGHT_MSG.notYours);
  const id = idOfKey(p.key);
  const done = await uploadRow(deps, id);
  if (done) return viewOfUpload(done);
  const { storage } = deps.adapters;
  if (deps.now().getTime() > p.expire + STRAIGHT_CALLBACK_GRACE_MS) {
    await storage.remove(p.key);
    throw forbidden(STRAIGHT_MSG.expired);
  }
  const lock = `upst-cb:${id}`;
  if (!(await deps.cache.setNx(lock, '1', 60))) throw new AppError(ERR.CONFLICT, STRAIGHT_MSG.busy);
  try {
    const again = await uploadRow(deps, id);
    if (again) return viewOfUpload(again);
    const data = await storage.get(p.key);
    if (!data) throw notFound(STRAIGHT_MSG.noFile);
    let view: UploadView;
    try {
      view = await registerImage(deps, userId, { id, base: p.key, data, name: p.name, purpose: p.purpose });
    } catch (err) {
      // Not an image (or too big): the bytes are not kept.
      if (err instanceof AppError) await storage.remove(p.key);
      throw err;
    }
    await storage.remove(p.key);
    await deps.cache.del(cacheKeyOf(p.key));
    return view;
  } finally {
    await deps.cache.del(lock);
  }
}
