/** Image uploads (refund evidence, evaluation images). Server: server/modules/upload; docs/API.md "After the purchase". */
import { http, type Http } from '@/lib/http';

export type UploadPurpose = 'aftersale' | 'evaluate' | 'other';

/** What an upload answers. `url` (= filepath) is served at /api/upload/v1/file/… without signing (img tags). */
export type UploadedImage = { id: string; url: string; filepath: string; mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif'; size: number; name: string };

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Messages of the server (400) the pages may also show before sending. */
export const UPLOAD_MESSAGES = { notImage: '请上传图片文件（JPG/PNG/WEBP/GIF）', tooLarge: '图片不能超过5M' } as const;

/**
 * POST /api/upload/v1/upload (multipart: file, purpose). The type is decided by the file's bytes (jpeg/png/webp/gif),
 * ≤ 5 MB. Pass the returned `id` (or `url`) to refund / evaluation calls; only the uploader can attach it, once.
 */
export function uploadImage(file: Blob, purpose: UploadPurpose = 'other', name = 'image', client: Http = http) {
  const form = new FormData();
  form.append('file', file, (file as File).name || name);
  form.append('purpose', purpose);
  return client.post<UploadedImage>('/upload/v1/upload', form);
}
