import { z } from 'zod';
import { oneOf, optional } from '../fields';
import { UPLOAD_MIME_TYPES, UPLOAD_PURPOSES } from './enums';

/**
 * Image uploads (/api/upload/v1/*): the multipart upload, and the straight upload in three steps
 * (getStraightOssToken → PUT the bytes → straightOssCallback). Only getStraightOssToken is an OpenAPI route; the
 * others take multipart, raw bytes or either of JSON and form, and are read by hand on the server.
 */

// ---- requests ----

export const GetStraightOssTokenQuery = z.object({
  purpose: optional(oneOf(UPLOAD_PURPOSES, '用途有误')).default('other'),
  /** The original file name (kept with the upload, at most 200 characters). */
  fileName: optional(z.string().trim()),
});
export type GetStraightOssTokenQuery = z.infer<typeof GetStraightOssTokenQuery>;

/** The signed policy the token gave, or just the key it named. */
export const StraightOssCallbackBody = z.union([z.object({ policy: z.string(), signature: z.string() }), z.object({ key: z.string() })]);
export type StraightOssCallbackBody = z.infer<typeof StraightOssCallbackBody>;

// ---- responses ----

/** An upload: pass its `id` (or `url`) to the refund and evaluation calls; `url` (= filepath) is served unsigned. */
export const UploadedImage = z.object({
  id: z.string(),
  url: z.string(),
  filepath: z.string(),
  mime: z.enum(UPLOAD_MIME_TYPES),
  size: z.number().int(),
  name: z.string(),
});
export type UploadedImage = z.infer<typeof UploadedImage>;

/** A signed policy for one straight upload, valid until `expire` (epoch ms). */
export const StraightOssToken = z.object({
  host: z.string().meta({ description: '字节上传的地址（与接口同源）：/api/upload/v1/straight/put' }),
  key: z.string().meta({ description: '服务器选定的存储键（u/YYYY/MM/up_<id>；最终键加图片扩展名）' }),
  policy: z.string(),
  signature: z.string(),
  expire: z.number().int(),
  maxSize: z.number().int(),
  uploadUrl: z.string().meta({ description: '用普通 fetch 以 PUT 上传原始字节（不带接口签名）' }),
});
export type StraightOssToken = z.infer<typeof StraightOssToken>;

/** What the straight PUT answers: the pending bytes' key and size. */
export const StraightPut = z.object({ key: z.string(), size: z.number().int() });
export type StraightPut = z.infer<typeof StraightPut>;
