import { PASSWORD_RE } from './contract/auth/enums';
import { MOBILE_RE } from './contract/mobile';

export const isPhone = (v: string) => MOBILE_RE.test(v);

/** 6–15 characters of letters, digits and ASCII punctuation: the server's password rule (lib/contract/auth/enums.ts), checked before sending. */
export const isPassword = (v: string) => PASSWORD_RE.test(v);

export const isSmsCode = (v: string) => /^\d{4,6}$/.test(v);

/** The spec leaves e-mail rules open; the original's short domain whitelist would refuse company mailboxes. */
export const isEmail = (v: string) => /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(v) && v.length <= 254;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** Mainland resident ID number (GB 11643-1999): 18 characters, a real birth date and the ISO 7064 MOD 11-2 check character. */
export function isIdCard(raw: string): boolean {
  const v = (raw || '').trim().toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(v)) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1800 || birth.getUTCFullYear() !== y || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d) return false;
  if (birth.getTime() > Date.now()) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(v[i]) * ID_WEIGHTS[i];
  return ID_CHECK[sum % 11] === v[17];
}

/**
 * A redirect target we may navigate to after login: a path on this site. Refuses absolute and
 * protocol-relative URLs ('//evil.com', '/\\evil.com' which browsers read as '//'), schemes, and control
 * characters (the URL parser drops tabs and newlines, so '/\t/evil.com' would become '//evil.com').
 */
export function isSafeRedirect(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.includes('\\')) return false;
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  try {
    const base = 'http://same.invalid';
    return new URL(path, base).origin === base;
  } catch {
    return false;
  }
}
