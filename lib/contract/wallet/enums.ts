/** Wallet (spec §7 "Wallet"): ledger kinds and limits. Plain constants for server and pages. */

/** A ledger row: TOPUP 充值, PAY 支付 (negative), REFUND 退款. */
export const LEDGER_TYPE = { TOPUP: 'TOPUP', PAY: 'PAY', REFUND: 'REFUND' } as const;
export type LedgerType = (typeof LEDGER_TYPE)[keyof typeof LEDGER_TYPE];
export const LEDGER_TYPES = [LEDGER_TYPE.TOPUP, LEDGER_TYPE.PAY, LEDGER_TYPE.REFUND] as const;
export const LEDGER_TYPE_NAME = { TOPUP: '充值', PAY: '支付', REFUND: '退款' } as const;

/** Pay passwords are 6 digits. */
export const PAY_PASSWORD_RE = /^\d{6}$/;
/** The most one top-up may be, in fen (50000 元). */
export const MAX_TOPUP_FEN = 5_000_000;
