/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters from the 31-character set (digits and capitals without I, O, Z,
 * S, V). Position 1 is the registering authority, 2 the organisation type, 3–8 the region code, 9–17 the
 * organisation code, 18 the check character: 31 − (Σ value·weight mod 31), 31 written as 0.
 */
export const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** Registering authorities (position 1) and the organisation types (position 2) each admits. */
const AUTHORITY_TYPES: Record<string, string> = {
  '1': '1239', // 机构编制
  '2': '19', // 外交
  '3': '12345', // 司法行政
  '4': '19', // 文化
  '5': '1239', // 民政
  '6': '129', // 旅游
  '7': '129', // 宗教
  '8': '129', // 工会
  '9': '123', // 工商
  A: '19', // 中央军委改革和编制办公室
  N: '1239', // 农业
  Y: '1', // 其他
};

/** The check character for the first 17 characters, or null when one of them is not in the character set. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = CREDIT_CODE_CHARS.indexOf(first17[i]);
    if (v < 0) return null;
    sum += v * WEIGHTS[i];
  }
  const c = 31 - (sum % 31);
  return CREDIT_CODE_CHARS[c === 31 ? 0 : c];
}

export type CreditCodeCheck = { ok: true; code: string } | { ok: false; reason: string };

/** Upper-cases and trims; then checks length, characters, authority/type, region and the check character. */
export function checkCreditCode(input: string): CreditCodeCheck {
  const code = (input ?? '').trim().toUpperCase();
  if (code.length !== 18) return { ok: false, reason: '统一社会信用代码应为18位' };
  for (const ch of code) if (!CREDIT_CODE_CHARS.includes(ch)) return { ok: false, reason: '统一社会信用代码含有无效字符' };
  const types = AUTHORITY_TYPES[code[0]];
  if (!types || !types.includes(code[1])) return { ok: false, reason: '统一社会信用代码的登记管理部门或机构类别有误' };
  if (!/^\d{6}$/.test(code.slice(2, 8))) return { ok: false, reason: '统一社会信用代码的行政区划码有误' };
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return { ok: false, reason: '统一社会信用代码校验位有误' };
  return { ok: true, code };
}

export const isValidCreditCode = (input: string) => checkCreditCode(input).ok;
