/** Image uploads (refund evidence, evaluation images). Server: server/modules/upload; docs/API.md "After the purchase". */
import { ApiError, http, type Http } from '@/lib/http';
import { fetchEnvelope } from '@/lib/fetchEnvelope';
import type { StraightOssCallbackBody, StraightOssToken, StraightPut, UploadedImage } from '@/lib/contract/upload/api';
import { UPLOAD_MESSAGES, type UploadPurpose } from '@/lib/contract/upload/enums';

export type { StraightOssToken, UploadedImage } from '@/lib/contract/upload/api';

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

/** GET /api/upload/v1/getStraightOssToken (logged in): step 1 of a straight upload. */
export function getStraightOssToken(purpose: UploadPurpose = 'other', fileName = '', client: Http = http) {
  return client.get<StraightOssToken>('/upload/v1/getStraightOssToken', { purpose, fileName });
}

/**
 * POST /api/upload/v1/straightOssCallback (JSON, logged in): step 3, registers the PUT bytes as an upload of the
 * caller and answers like uploadImage. Calling it again for the same policy answers the same upload.
 */
export function straightOssCallback(input: StraightOssCallbackBody, client: Http = http) {
  return client.post<UploadedImage>('/upload/v1/straightOssCallback', input, { json: true });
}

/** Step 2: PUT the bytes to the token's uploadUrl, unsigned (the policy authorises it). */
export async function putStraight(token: StraightOssToken, file: Blob, fetcher: typeof fetch = fetch) {
  if (file.size > token.maxSize) throw new ApiError(400, 'file：' + UPLOAD_MESSAGES.tooLarge);
  const { env } = await fetchEnvelope<StraightPut>(
    token.uploadUrl,
    { method: 'PUT', body: file, headers: { 'content-type': 'application/octet-stream' } },
    fetcher,
  );
  if (env.code !== 200) throw new ApiError(env.code, env.msg || '上传失败', env.data);
  return env.data;
}

/** A straight upload in one go: token → PUT the bytes → callback. Answers like uploadImage. */
export async function uploadImageStraight(file: Blob, purpose: UploadPurpose = 'other', client: Http = http, fetcher: typeof fetch = fetch) {
  const token = await getStraightOssToken(purpose, (file as File).name || '', client);
  await putStraight(token, file, fetcher);
  return straightOssCallback({ policy: token.policy, signature: token.signature }, client);
}
