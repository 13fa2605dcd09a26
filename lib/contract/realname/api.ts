import { z } from 'zod';
import { required, text } from '../fields';
import { REAL_STATUS } from './enums';

/** Real-name verification (platform.md §5.5): the calls under /api/contract/v1 that signing a contract needs. */

// ---- requests ----

export const AuthenticationBody = z.object({
  name: text('姓名', 40),
  /** 18 digits (checksum, birth date and region are checked by the server). */
  cardNo: required(z.string({ error: '请输入身份证号码' }).trim().min(1, '请输入身份证号码').max(18, '请输入正确的身份证号码')),
  /** The code sent to the account's own phone (send_sms_code, type "default"). */
  smsCode: required(z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码有误')),
});
export type AuthenticationBody = z.infer<typeof AuthenticationBody>;

export const RealnameInfoQuery = z.object({});

// ---- responses ----

export const RealnameInfo = z.object({
  realStatus: z.enum([REAL_STATUS.NONE, REAL_STATUS.ING, REAL_STATUS.SUCCESS, REAL_STATUS.FAIL, REAL_STATUS.INVALID]),
  name: z.string().nullable(),
  idNoMasked: z.string().nullable(),
  phoneMasked: z.string(),
  verifiedAt: z.string().nullable(),
});
export type RealnameInfo = z.infer<typeof RealnameInfo>;
