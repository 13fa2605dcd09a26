/** 提现 and 银行卡 (inventory my §2): the amount input, the form checks and the texts, as plain functions. */
import { WITHDRAW_MAX_FEN, WITHDRAW_MIN_FEN, WITHDRAW_STATUS, type WithdrawStatus } from '@/lib/contract/wallet/enums';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { chinaDateTime } from '@/lib/chinaTime';
import { MOBILE_RE } from '@/lib/contract/mobile';

/**
 * What the 提现金额 box keeps of a keystroke: digits and one point, at most 2 decimals, a leading '.' becomes '0.',
 * leading zeros of the integer part are dropped ('007' → '7', '0.5' stays), at most 9 integer digits.
 */
export function sanitizeAmount(raw: string): string {
  let s = String(raw ?? '').replace(/[^\d.]/g, '');
  const dot = s.indexOf('.');
  if (dot >= 0) s = s.slice(0, dot + 1) + s.slice(dot + 1).replace(/\./g, '');
  if (s.startsWith('.')) s = '0' + s;
  let [int, dec] = s.includes('.') ? [s.slice(0, s.indexOf('.')), s.slice(s.indexOf('.') + 1)] : [s, undefined];
  int = int.replace(/^0+(?=\d)/, '').slice(0, 9);
  if (dec === undefined) return int;
  dec = dec.slice(0, 2);
  return `${int}.${dec}`;
}

/** 全部提现: the whole balance as the box shows it ('1234.5' style without thousands separators). */
export const allAmountText = (balanceFen: number) => fenToYuan(Math.max(0, balanceFen));

/** The form's first problem in the order the original checks them, or null. */
export function withdrawProblem(input: { hasCard: boolean; amountText: string; balanceFen: number }): string | null {
  if (!input.hasCard) return '请选择到账银行卡';
  if (!input.amountText.trim()) return '请填写提现金额';
  const fen = yuanToFen(input.amountText);
  if (fen === null || fen <= 0) return '请填写正确的提现金额';
  if (fen > input.balanceFen) return '账户余额不足';
  if (fen < WITHDRAW_MIN_FEN) return '每次提现金额不低于10元';
  if (fen > WITHDRAW_MAX_FEN) return '每次最多可提现10000元';
  return null;
}

/** 中国工商银行(0123) */
export const cardLabel = (c: { bankName: string; cardTail: string }) => `${c.bankName}(${c.cardTail})`;

/** The status line of a withdrawal: its text and whether it is greyed (settled). */
export function statusLook(status: WithdrawStatus): 'pending' | 'done' | 'failed' {
  if (status === WITHDRAW_STATUS.PROCESSING) return 'pending';
  return status === WITHDRAW_STATUS.SUCCESS ? 'done' : 'failed';
}

/** The card number as typed, grouped by four ('6222 0202 …'), digits only, at most 19. */
export const groupCardNo = (raw: string) =>
  String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export const cardDigits = (raw: string) => String(raw ?? '').replace(/\D/g, '');

export const ID_NO_RE = /^\d{17}[\dXx]$/;
export const PHONE_RE = MOBILE_RE;

/** The bind form's first problem before asking for the code, or null. */
export function bindProblem(f: { cardNo: string; bankCode: string; branchId: string; idNo: string; phone: string }): string | null {
  const digits = cardDigits(f.cardNo);
  if (!digits) return '请输入银行卡号';
  if (digits.length < 12 || !f.bankCode) return '请输入有效的银行卡号';
  if (!f.branchId) return '请选择开户行';
  if (!ID_NO_RE.test(f.idNo.trim())) return '请输入正确的身份证号码';
  if (!PHONE_RE.test(f.phone.trim())) return '请输入正确的银行预留手机号';
  return null;
}

/** A fresh idempotency key for one withdrawal draft. */
export function newIdempotencyKey(): string {
  const rand = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Math.random().toString(36).slice(2)}${Date.now()}`;
  return `wd-${rand}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64);
}

/** The round bank mark of a card: the bank's short character and colour (no bank logos are shipped). */
const BADGES: Record<string, [string, string]> = {
  ICBC: ['工', '#c7000b'],
  CCB: ['建', '#0066b3'],
  ABC: ['农', '#009a7f'],
  BOC: ['中', '#b81c22'],
  CMB: ['招', '#c8152d'],
  COMM: ['交', '#1d4c9c'],
  PSBC: ['邮', '#007f3e'],
  CITIC: ['信', '#d7000f'],
  SPDB: ['浦', '#0a3f8c'],
  CIB: ['兴', '#004098'],
  CMBC: ['民', '#00a0e9'],
  CEB: ['光', '#6a1b9a'],
  PAB: ['平', '#f26522'],
};
export const bankBadge = (bankCode: string, bankName = ''): { text: string; color: string } => {
  const b = BADGES[bankCode];
  return b ? { text: b[0], color: b[1] } : { text: bankName.replace(/^中国/, '').slice(0, 1) || '银', color: '#4974f5' };
};

type WithdrawalLike = {
  createTime: string;
  cardMasked: string;
  holderName: string;
  bankName: string;
  withdrawNo: string;
  statusName: string;
  finishTime: string | null;
  failReason: string | null;
  serviceChargeFen: number;
};

/** The rows of 余额提现详情 (each only when known). */
export function withdrawDetailRows(w: WithdrawalLike): { label: string; value: string }[] {
  const rows = [
    { label: '业务类型', value: '提现' },
    { label: '时间', value: chinaDateTime(w.createTime, { seconds: true }) },
    { label: '银行卡号', value: w.cardMasked },
    { label: '账户名称', value: w.holderName },
    { label: '银行', value: w.bankName },
    { label: '流水号', value: w.withdrawNo },
    { label: '状态', value: w.finishTime ? `${w.statusName}（${chinaDateTime(w.finishTime, { seconds: true })}）` : w.statusName },
  ];
  if (w.failReason) rows.push({ label: '失败原因', value: w.failReason });
  if (w.serviceChargeFen) rows.push({ label: '手续费', value: `¥${fenToYuan(w.serviceChargeFen)}` });
  return rows.filter((r) => r.value);
}
