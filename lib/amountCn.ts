/**
 * Amounts in Chinese financial capitals (中文大写金额), as written on invoices and contracts:
 * 123456 fen → 壹仟贰佰叁拾肆元伍角陆分; 100000 fen → 壹仟元整; 100005 fen → 壹仟元零伍分; 5 fen → 伍分.
 * Rules: 整 after 元 when there are no 角/分 (none after 角); a run of zeros inside the number is one 零; a zero
 * 角 between 元 and 分 is 零; 拾 at the start is written 壹拾; amounts up to 9999 万亿 − 1 分.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const IN_GROUP = ['', '拾', '佰', '仟'];
const GROUPS = ['', '万', '亿', '万亿'];

function groupText(n: number): string {
  // n in 1..9999, written with its zeros ("零" for each run of zeros before a non-zero digit).
  let out = '';
  let zero = false;
  for (let p = 3; p >= 0; p--) {
    const d = Math.floor(n / 10 ** p) % 10;
    if (d === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[d] + IN_GROUP[p];
  }
  return out;
}

function yuanText(yuan: number): string {
  const groups: number[] = [];
  for (let v = yuan; v > 0; v = Math.floor(v / 10000)) groups.push(v % 10000);
  let out = '';
  let pendingZero = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i];
    if (g === 0) {
      if (out) pendingZero = true;
      continue;
    }
    // A group below 1000 after a written higher group starts with 零 (壹万零伍佰).
    if (out && (pendingZero || g < 1000)) out += '零';
    pendingZero = false;
    out += groupText(g) + GROUPS[i];
  }
  return out;
}

export const MAX_AMOUNT_FEN = 9999_9999_9999_9999; // below Number.MAX_SAFE_INTEGER

/** Capitals of an integer amount of fen; negative amounts get 负. */
export function amountToChinese(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError('金额须为整数（分）');
  if (fen < 0) return '负' + amountToChinese(-fen);
  if (fen > MAX_AMOUNT_FEN) throw new RangeError('金额超出范围');
  if (fen === 0) return '零元整';
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const f = fen % 10;
  let out = yuan ? yuanText(yuan) + '元' : '';
  if (!jiao && !f) return out + '整';
  if (jiao) out += DIGITS[jiao] + '角';
  else if (yuan) out += '零';
  if (f) out += DIGITS[f] + '分';
  return out;
}
