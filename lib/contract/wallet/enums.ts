/** Wallet (spec §7 "Wallet"): ledger kinds, withdrawals, bank cards and limits. Plain constants for server and pages. */

/** A ledger row: TOPUP 充值, PAY 支付 (negative), REFUND 退款, WITHDRAW 提现 (negative, written when paid out). */
export const LEDGER_TYPE = { TOPUP: 'TOPUP', PAY: 'PAY', REFUND: 'REFUND', WITHDRAW: 'WITHDRAW' } as const;
export type LedgerType = (typeof LEDGER_TYPE)[keyof typeof LEDGER_TYPE];
export const LEDGER_TYPES = [LEDGER_TYPE.TOPUP, LEDGER_TYPE.PAY, LEDGER_TYPE.REFUND, LEDGER_TYPE.WITHDRAW] as const;
export const LEDGER_TYPE_NAME = { TOPUP: '充值', PAY: '支付', REFUND: '退款', WITHDRAW: '提现' } as const;

/** Pay passwords are 6 digits. */
export const PAY_PASSWORD_RE = /^\d{6}$/;

/**
 * Why a 6-digit pay password is too easy to guess, or null: six equal digits, a run up or down (123456, 987654,
 * 890123 counts too: digits wrap), or the birth date of the holder's ID number as YYMMDD, MMDDYY or DDMMYY (`idNo`,
 * when the account is real-name verified). The server applies it to every new pay password; pages say it early.
 */
export function weakPayPassword(pin: string, idNo?: string | null): string | null {
  if (!PAY_PASSWORD_RE.test(pin)) return '支付密码须为6位数字';
  const d = [...pin].map(Number);
  if (d.every((x) => x === d[0])) return '支付密码不能是6位相同的数字';
  const steps = d.slice(1).map((x, i) => (x - d[i] + 10) % 10);
  if (steps.every((s) => s === 1) || steps.every((s) => s === 9)) return '支付密码不能是连续的数字';
  const birth = idNo && /^\d{17}[\dXx]$/.test(idNo) ? idNo.slice(6, 14) : null;
  if (birth) {
    const [yy, mm, dd] = [birth.slice(2, 4), birth.slice(4, 6), birth.slice(6, 8)];
    if ([yy + mm + dd, mm + dd + yy, dd + mm + yy].includes(pin)) return '支付密码不能是身份证号中的出生日期';
  }
  return null;
}
/** The most one top-up may be, in fen (50000 元). */
export const MAX_TOPUP_FEN = 5_000_000;

/** One withdrawal: at least 10 元, at most 10000 元 (enforced by the server; the original only stated it). */
export const WITHDRAW_MIN_FEN = 1_000;
export const WITHDRAW_MAX_FEN = 1_000_000;

/**
 * A withdrawal: PROCESSING 审核中 (the amount is held: 已冻结), SUCCESS 提现成功 (paid out, ledger 提现 entry),
 * FAILED 提现失败 (the hold returned to the balance, with the reason).
 */
export const WITHDRAW_STATUS = { PROCESSING: 'PROCESSING', SUCCESS: 'SUCCESS', FAILED: 'FAILED' } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];
export const WITHDRAW_STATUS_NAME: Record<WithdrawStatus, string> = { PROCESSING: '审核中', SUCCESS: '提现成功', FAILED: '提现失败' };

/** Bank-card verifications (the four elements + SMS) a day: per card number, and per account. */
export const CARD_VERIFY_DAILY_PER_CARD = 5;
export const CARD_VERIFY_DAILY_PER_USER = 10;
/** Seconds before the bind SMS may be asked again, and how long its code lives. */
export const CARD_SMS_RESEND_SECONDS = 60;
export const CARD_SMS_EXPIRE_SECONDS = 600;

/** Error codes of withdrawals and bank cards (besides 400/404/409/429 and the pay-password codes 20201–20204). */
export const WALLET_ERR = {
  /** 银行卡信息验证未通过：… (the bank refused the four elements) */
  CARD_VERIFY_FAILED: 20205,
  /** 请先完成实名认证 (a card is bound in the verified holder's name only) */
  REALNAME_REQUIRED: 20206,
} as const;

