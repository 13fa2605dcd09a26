/** The profile pages' own checks before a request (the server checks again): plain functions, unit-tested. */
import { PASSWORD_MSG } from '@/lib/contract/auth/enums';
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UPLOAD_MIME_TYPES } from '@/lib/contract/upload/enums';
import { isPassword } from '@/lib/validators';

/** Why a chosen file cannot be an avatar, or null. */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** How the login password form proves the holder: the current password, or a code to the bound phone. */
export type Proof = 'old' | 'code';

/** What is wrong with the password form, first error first, or null. */
export function passwordFormError(v: { proof: Proof; oldPassword: string; code: string; password: string; confirm: string }): string | null {
  if (v.proof === 'old' && !v.oldPassword) return '请输入原密码';
  if (v.proof === 'code' && !/^\d{6}$/.test(v.code)) return '请填写正确的验证码';
  if (!isPassword(v.password)) return PASSWORD_MSG;
  if (v.password !== v.confirm) return '两次输入的密码不一致';
  return null;
}
