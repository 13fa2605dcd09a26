import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, forbidden } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, type UploadMime, type UploadPurpose } from '@/lib/contract/upload/enums';
import type { UploadedImage } from '@/lib/contract/upload/api';
import { uploads } from './schema';

export const NOT_IMAGE_MSG = UPLOAD_MESSAGES.notImage;
export const TOO_LARGE_MSG = UPLOAD_MESSAGES.tooLarge;
export const BROKEN_IMAGE_MSG = UPLOAD_MESSAGES.broken;
/** Decoding refuses images above this many pixels (a decompression bomb is small on disk, huge in memory). */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const UPLOAD_FILE_PATH = '/api/upload/v1/file/';

export type ImageKind = { mime: UploadMime; ext: string };

/** The image type by its first bytes (the name and the declared type are not trusted). */
export function sniffImage(b: Uint8Array): ImageKind | null {
  const starts = (sig: number[], at = 0) => b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);
  const ascii = (s: string, at = 0) => starts([...s].map((c) => c.charCodeAt(0)), at);
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (ascii('GIF87a') || ascii('GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  if (ascii('RIFF') && ascii('WEBP', 8)) return { mime: 'image/webp', ext: 'webp' };
  return null;
}

export type UploadView = UploadedImage;

export const urlOfKey = (key: string) => UPLOAD_FILE_PATH + key;

/** A fresh upload id and its storage key without the extension (`u/YYYY/MM/up_<id>`; the type adds `.<ext>`). */
export function newUploadKey(now: Date): { id: string; base: string } {
  const id = newId('up_', 12);
  const ym = now.toISOString().slice(0, 7).replace('-', '/');
  return { id, base: `u/${ym}/${id}` };
}

const SHARP_FORMAT: Record<ImageKind['mime'], string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

/**
 * Decodes the image (its first frame, downscaled by the decoder) so that a valid header followed by garbage, a
 * truncated file or a pixel bomb is refused: sniffing the first bytes alone accepts all of them.
 */
export async function decodeImage(data: Uint8Array, kind: ImageKind): Promise<{ width: number; height: number }> {
  const sharp = (await import('sharp')).default;
  const open = () => sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false });
  try {
    const meta = await open().metadata();
    if (meta.format !== SHARP_FORMAT[kind.mime] || !meta.width || !meta.height) throw new Error('format');
    await open().resize(64, 64, { fit: 'inside' }).raw().toBuffer();
    return { width: meta.width, height: meta.height };
  } catch {
    throw badInput('file：' + BROKEN_IMAGE_MSG);
  }
}

/** The image type of bytes meant to be an upload; 400 for empty, oversize, non-image or undecodable bytes. */
export async function checkImage(data: Uint8Array): Promise<ImageKind> {
  if (data.length === 0) throw badInput('file：' + NOT_IMAGE_MSG);
  if (data.length > MAX_UPLOAD_BYTES) throw uploadTooLarge();
  const kind = sniffImage(data);
  if (!kind) throw badInput('file：' + NOT_IMAGE_MSG);
  await decodeImage(data, kind);
  return kind;
}

export const viewOfUpload = (row: { id: string; storageKey: string; mime: string; size: number; originalName: string }): UploadView => {
  const url = urlOfKey(row.storageKey);
  return { id: row.id, url, filepath: url, mime: row.mime as UploadMime, size: row.size, name: row.originalName };
};

/**
 * Sniffs an image, stores it under `<base>.<ext>` and writes its `uploads` row (the stored bytes are removed again
 * when the row cannot be written). Shared by the multipart upload and the straight upload's callback.
 */
export async function registerImage(
  deps: Deps,
  userId: string,
  input: { id: string; base: string; data: Buffer; name: string; purpose: UploadPurpose },
): Promise<UploadView> {
  const kind = await checkImage(input.data);
  const key = `${input.base}.${kind.ext}`;
  const stored = await deps.adapters.storage.put(key, input.data);
  const name = input.name.slice(0, 200);
  try {
    await deps.db.insert(uploads).values({ id: input.id, userId, storageKey: key, mime: kind.mime, size: stored.size, sha256: stored.sha256, originalName: name, purpose: input.purpose, createdAt: deps.now() });
  } catch (err) {
    await deps.adapters.storage.remove(key);
    throw err;
  }
  return viewOfUpload({ id: input.id, storageKey: key, mime: kind.mime, size: stored.size, originalName: name });
}

/** Checks and stores one image of a user (upload). */
export async function uploadImage(
  deps: Deps,
  userId: string,
  input: { data: Buffer; name: string; purpose: UploadPurpose },
): Promise<UploadView> {
  return registerImage(deps, userId, { ...newUploadKey(deps.now()), ...input });
}

/** An uploaded file by its storage key (for serving); null for anything that is not an upload. */
export async function readUpload(deps: Deps, key: string): Promise<{ mime: string; data: Buffer } | null> {
  if (!/^u\/\d{4}\/\d{2}\/up_[A-Za-z0-9_-]+\.(jpg|png|gif|webp)$/.test(key)) return null;
  const [row] = await deps.db.select({ mime: uploads.mime }).from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  if (!row) return null;
  const data = await deps.adapters.storage.get(key);
  return data ? { mime: row.mime, data } : null;
}

/** Accepts upload ids, or the URLs the upload call returned (the pages keep either). */
export function uploadIdOf(ref: string): string | null {
  const s = ref.trim();
  if (/^up_[A-Za-z0-9_-]{8,40}$/.test(s)) return s;
  const m = /\/(up_[A-Za-z0-9_-]{8,40})\.(jpg|png|gif|webp)$/.exec(s);
  return m ? m[1] : null;
}

/**
 * Attaches uploads to a refund or an evaluation (`target` like aftersale:<id>) and returns their URLs in the given
 * order. Only the uploader's own, not yet attached uploads can be attached (403 otherwise). Run inside the
 * transaction that creates the target.
 */
export async function attachUploads(db: DbLike, userId: string, refs: string[], target: string, max: number): Promise<string[]> {
  if (!refs.length) return [];
  if (refs.length > max) throw badInput(`images：最多上传${max}张图片`);
  const ids = refs.map((r) => {
    const id = uploadIdOf(r);
    if (!id) throw badInput('images：图片地址有误，请重新上传');
    return id;
  });
  if (new Set(ids).size !== ids.length) throw badInput('images：图片重复');
  const claimed = await db
    .update(uploads)
    .set({ attachedTo: target })
    .where(and(inArray(uploads.id, ids), eq(uploads.userId, userId), isNull(uploads.attachedTo)))
    .returning({ id: uploads.id, key: uploads.storageKey });
  if (claimed.length !== ids.length) throw forbidden('图片不存在、已被使用或不属于您，请重新上传');
  const byId = new Map(claimed.map((c) => [c.id, urlOfKey(c.key)]));
  return ids.map((id) => byId.get(id)!);
}

export const uploadTooLarge = () => new AppError(ERR.BAD_INPUT, 'file：' + TOO_LARGE_MSG);
