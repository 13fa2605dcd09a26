/** Diagnostics calls of /test/ossUpload and /test/sendEmail (outside production, or the platform operator). */
import { http, type Http } from '@/lib/http';
import type { TestEmailSent, TestUpload } from '@/lib/contract/diag/api';

export type { TestEmailSent, TestUpload } from '@/lib/contract/diag/api';

/** POST /api/diag/v1/oss_upload (multipart: file): stores an image through the upload module, answers its URL. */
export function diagOssUpload(file: Blob, client: Http = http) {
  const form = new FormData();
  form.append('file', file, (file as File).name || 'image');
  return client.post<TestUpload>('/diag/v1/oss_upload', form);
}

/** POST /api/diag/v1/send_email: one test e-mail through the mail adapter. */
export const diagSendEmail = (to: string, client: Http = http) => client.post<TestEmailSent>('/diag/v1/send_email', { to });
