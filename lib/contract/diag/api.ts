import { z } from 'zod';
import { email } from '../fields';

export const SendTestEmailBody = z.object({ to: email('收件邮箱').refine((v) => v !== '', '请填写收件邮箱') });
export type SendTestEmailBody = z.infer<typeof SendTestEmailBody>;

export const TestEmailSent = z.object({
  id: z.number().int().meta({ description: '邮件发件箱中的编号' }),
  to: z.string(),
  subject: z.string(),
  sentAt: z.string(),
});
export type TestEmailSent = z.infer<typeof TestEmailSent>;

export const TestUpload = z.object({
  id: z.string(),
  url: z.string().meta({ description: '存储后的访问地址' }),
  size: z.number().int(),
  mime: z.string(),
});
export type TestUpload = z.infer<typeof TestUpload>;
