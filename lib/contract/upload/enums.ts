/** Image uploads (refund evidence, evaluation images): limits and messages the server and the pages share. */

export const UPLOAD_PURPOSES = ['aftersale', 'evaluate', 'other'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadMime = (typeof UPLOAD_MIME_TYPES)[number];

/** Messages of the server (400) the pages may also show before sending. */
export const UPLOAD_MESSAGES = {
  notImage: '请上传图片文件（JPG/PNG/WEBP/GIF）',
  tooLarge: '图片不能超过5M',
  broken: '图片已损坏或无法识别，请重新选择',
} as const;
