/** Form rules shared by login, register and forget: first error wins, in the original's order. */
import { isSafeRedirect, isPassword, isPhone, isSmsCode } from '@/lib/validators';

export type AuthFormValues = {
  phone: string;
  code?: string;
  password?: string;
  confirm?: string;
  /** undefined when the form has no agreement tick. */
  agreed?: boolean;
};

export const MSG = {
  phoneMissing: '请输入手机号',
  phone: '手机号码有误',
  code: '验证码有误',
  password: '密码格式有误',
  mismatch: '两次输入的密码不一致',
  agree: '请勾选同意协议',
} as const;

/** Checks only the fields present in `v` (code, password, confirm, agreed are optional per form). */
export function firstFormError(v: AuthFormValues): string | null {
  if (!v.phone) return MSG.phoneMissing;
  if (!isPhone(v.phone)) return MSG.phone;
  if (v.code !== undefined && !isSmsCode(v.code)) return MSG.code;
  if (v.password !== undefined && !isPassword(v.password)) return MSG.password;
  if (v.confirm !== undefined && v.confirm !== v.password) return MSG.mismatch;
  if (v.agreed !== undefined && !v.agreed) return MSG.agree;
  return null;
}

/** Where to go after login/register: the redirect when it stays on this site, else home. */
export function safeTarget(redirect: string | null | undefined): string {
  return redirect && isSafeRedirect(redirect) ? redirect : '/';
}

/** `path` carrying the redirect query on (login <-> register <-> forget). */
export function withRedirect(path: string, redirect: string | null | undefined, extra?: Record<string, string>): string {
  const q = new URLSearchParams(extra);
  if (redirect) q.set('redirect', redirect);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export const firstQuery = (v: string | string[] | undefined): string | null =>
  (Array.isArray(v) ? v[0] : v) ?? null;

/** The success toast shows this long before the page moves on. */
export const AFTER_SUCCESS_MS = 1500;
