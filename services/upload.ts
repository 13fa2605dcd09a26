/** Image uploads (refund evidence, evaluation images). Server: server/modules/upload; docs/API.md "After the purchase". */
import { ApiError, http, type Envelope, type Http } from '@/lib/http';

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

/** What getStraightOssToken answers: a signed policy for one straight upload, valid until `expire` (epoch ms). */
export type StraightOssToken = {
  /** Where the bytes go (same origin as the API): /api/upload/v1/straight/put. */
  host: string;
  /** The storage key the server chose (`u/YYYY/MM/up_<id>`; the final key adds the image's extension). */
  key: string;
  policy: string;
  signature: string;
  expire: number;
  maxSize: number;
  /** PUT the raw file bytes here with plain fetch (no API signature headers). */
  uploadUrl: string;
};

/** GET /api/upload/v1/getStraightOssToken (logged in): step 1 of a straight upload. */
export function getStraightOssToken(purpose: UploadPurpose = 'other', fileName = '', client: Http = http) {
  return client.get<StraightOssToken>('/upload/v1/getStraightOssToken', { purpose, fileName });
}

/**
 * POST /api/upload/v1/straightOssCallback (JSON, logged in): step 3, registers the PUT bytes as an upload of the
 * caller and answers like uploadImage. Calling it again for the same policy answers the same upload.
 */
export function straightOssCallback(input: { policy: string; signature: string } | { key: string }, client: Http = http) {
  return client.post<UploadedImage>('/upload/v1/straightOssCallback', input, { json: true });
}

/** Step 2: PUT the bytes to the token's uploadUrl, unsigned (the policy authorises it). */
export async function putStraight(token: StraightOssToken, file: Blob, fetcher: typeof fetch = fetch) {
  if (file.size > token.maxSize) throw new ApiError(400, 'file：' + UPLOAD_MESSAGES.tooLarge);
  let res: Response;
  try {
    res = await fetcher(token.uploadUrl, { method: 'PUT', body: file, headers: { 'content-type': 'application/octet-stream' } });
  } catch {
    throw new ApiError(-1, '网络异常，请检查网络后重试');
  }
  const env = (await res.json().catch(() => null)) as Envelope<{ key: string; size: number }> | null;
  if (!env || typeof env.code !== 'number') throw new ApiError(res.status === 200 ? -1 : res.status, '服务返回格式错误');
  if (env.code !== 200) throw new ApiError(env.code, env.msg || '上传失败', env.data);
  return env.data;
}

/** A straight upload in one go: token → PUT the bytes → callback. Answers like uploadImage. */
export async function uploadImageStraight(file: Blob, purpose: UploadPurpose = 'other', client: Http = http, fetcher: typeof fetch = fetch) {
  const token = await getStraightOssToken(purpose, (file as File).name || '', client);
  await putStraight(token, file, fetcher);
  return straightOssCallback({ policy: token.policy, signature: token.signature }, client);
}
