import { z } from 'zod';
import { intIn, limitField, looseId, optional, pageField } from '../fields';
import { pagedSchema } from '../paging';

/** Wallet (spec §7 "Wallet"). Amounts are integer fen. Pay passwords are 6 digits; 5 wrong tries lock paying for 15 minutes. */

const fen = z.number().int();

// ───────────────────────────── requests ─────────────────────────────

export const ResetPasswordBody = z.object({
  payPassword: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'),
  /** Required to change an existing password (20201 when wrong). */
  oldPayPassword: z.string().max(32).optional(),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordBody>;

/** A calendar month in China time, e.g. 2026-05 (the bill list's month filter). */
export const BILL_MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const BillListBody = z.object({
  page: pageField(),
  limit: limitField(20, 50),
  type: optional(z.enum(['TOPUP', 'PAY', 'REFUND'], { error: '类型有误' })),
  month: optional(z.string().regex(BILL_MONTH_RE, '月份有误')).meta({ example: '2026-05', description: '按月筛选（北京时间），YYYY-MM' }),
});
export type BillListBody = z.infer<typeof BillListBody>;
export type BillListInput = z.input<typeof BillListBody>;

export const BillDetailQuery = z.object({ id: looseId('账单') });

/** 1 fen to 50000 元 (MAX_TOPUP_FEN in ./enums.ts). */
export const TopUpBody = z.object({ amountFen: intIn('充值金额', 1, 5_000_000) });
export type TopUpBody = z.infer<typeof TopUpBody>;

// ───────────────────────────── answers ─────────────────────────────

export const WalletInfo = z.object({
  balanceFen: fen,
  totalTopUpFen: fen,
  totalPaidFen: fen.meta({ description: '累计支付（正数）' }),
  totalRefundFen: fen,
  hasPayPassword: z.boolean(),
  lockedUntil: z.string().nullable().meta({ description: '支付密码错误5次后锁定至该时间；否则 null' }),
});
export type WalletInfo = z.infer<typeof WalletInfo>;

export const CheckSetPasswordResult = z.object({ isSet: z.boolean() });
export type CheckSetPasswordResult = z.infer<typeof CheckSetPasswordResult>;
export const ResetPasswordResult = z.object({ isSet: z.literal(true) });
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>;

export const LedgerEntry = z.object({
  id: z.string(),
  type: z.enum(['TOPUP', 'PAY', 'REFUND']),
  typeName: z.enum(['充值', '支付', '退款']),
  amountFen: fen.meta({ description: '带符号：+ 入账 − 出账' }),
  balanceAfterFen: fen,
  /** Payment or order number the row belongs to. */
  refNo: z.string(),
  remark: z.string(),
  createTime: z.string().meta({ description: 'ISO 8601' }),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export const LedgerPage = pagedSchema(LedgerEntry);
export type LedgerPage = z.infer<typeof LedgerPage>;

/** One entry of the caller's ledger: the list's fields, its 流水号 and what it belongs to. */
export const BillDetail = LedgerEntry.extend({
  billNo: z.string().meta({ description: '流水号（账单 id）' }),
  refKind: z.string().meta({ description: '所属业务：PAYMENT 支付单、REFUND 退款、SEED 初始余额', example: 'PAYMENT' }),
});
export type BillDetail = z.infer<typeof BillDetail>;

export const TopUpResult = z.object({ paymentNo: z.string(), payUrl: z.string(), amountFen: fen });
export type TopUpResult = z.infer<typeof TopUpResult>;
