/**
 * 居民身份证号码 (GB 11643-1999): 6-digit region, 8-digit birth date, 3-digit sequence (odd = male), and a check
 * character by ISO 7064 MOD 11-2: weights 2^(17−i) mod 11, check = (12 − Σ mod 11) mod 11, 10 written as X.
 */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';
/** First two digits: provinces, autonomous regions, municipalities, Taiwan, Hong Kong, Macao. */
const PROVINCES = new Set([
  '11', '12', '13', '14', '15', '21', '22', '23', '31', '32', '33', '34', '35', '36', '37', '41', '42', '43', '44',
  '45', '46', '50', '51', '52', '53', '54', '61', '62', '63', '64', '65', '71', '81', '82', '83',
]);

export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export type IdCardCheck =
  | { ok: true; idNo: string; birthDate: string; gender: 'M' | 'F'; regionCode: string }
  | { ok: false; reason: string };

/**
 * Validates an 18-digit ID number (the trailing x may be lower case). `today` bounds the birth date
 * (defaults to now); a birth date must be a real calendar date between 1900-01-01 and today.
 */
export function checkIdCard(input: string, today: Date = new Date()): IdCardCheck {
  const idNo = (input ?? '').trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(idNo)) return { ok: false, reason: '身份证号码应为18位，最后一位可为X' };
  if (!PROVINCES.has(idNo.slice(0, 2))) return { ok: false, reason: '身份证号码的地区码有误' };
  const y = Number(idNo.slice(6, 10));
  const m = Number(idNo.slice(10, 12));
  const d = Number(idNo.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  if (!real || y < 1900 || date.getTime() > today.getTime()) return { ok: false, reason: '身份证号码的出生日期有误' };
  if (idCardCheckChar(idNo.slice(0, 17)) !== idNo[17]) return { ok: false, reason: '身份证号码校验位有误' };
  return {
    ok: true,
    idNo,
    birthDate: `${idNo.slice(6, 10)}-${idNo.slice(10, 12)}-${idNo.slice(12, 14)}`,
    gender: Number(idNo[16]) % 2 === 1 ? 'M' : 'F',
    regionCode: idNo.slice(0, 6),
  };
}

export const isValidIdCard = (input: string, today?: Date) => checkIdCard(input, today).ok;

/** 510104********1234 style: region kept, birth date and sequence hidden. */
export const maskIdCard = (idNo: string) => (idNo.length === 18 ? `${idNo.slice(0, 6)}********${idNo.slice(14)}` : '*'.repeat(idNo.length));
