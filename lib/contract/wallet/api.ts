import { z } from 'zod';
import { intIn, limitField, looseId, optional, pageField, required } from '../fields';
import { pagedSchema } from '../paging';
import { MOBILE_RE } from '@/lib/contract/mobile';

/** Wallet (spec §7 "Wallet"). Amounts are integer fen. Pay passwords are 6 digits; 5 wrong tries lock paying for 15 minutes. */

const fen = z.number().int();

// ───────────────────────────── requests ─────────────────────────────

export const ResetPasswordBody = z.object({
  payPassword: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'),
  /** Required to change an existing password (20201 when wrong). */
  oldPayPassword: z.string().max(32).optional(),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordBody>;

/** 忘记支付密码: the code sent to the account's phone (send_account_sms type payPassword), the ID number when verified. */
export const RecoverPayPasswordBody = z.object({
  smsCode: z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '请输入6位验证码'),
  idNo: z.string().trim().max(18, '身份证号有误').optional().meta({ description: '已实名认证的账号必填：实名认证的身份证号' }),
  payPassword: z.string({ error: '请输入新支付密码' }).regex(/^\d{6}$/, '支付密码须为6位数字'),
});
export type RecoverPayPasswordInput = z.infer<typeof RecoverPayPasswordBody>;

/** A calendar month in China time, e.g. 2026-05 (the bill list's month filter). */
export const BILL_MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const BillListBody = z.object({
  page: pageField(),
  limit: limitField(20, 50),
  type: optional(z.enum(['TOPUP', 'PAY', 'REFUND', 'WITHDRAW'], { error: '类型有误' })),
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
  frozenFen: fen.meta({ description: '已冻结：提现审核中的金额（不在 balanceFen 内）' }),
  totalWithdrawFen: fen.meta({ description: '累计提现（已到账，正数）' }),
  hasPayPassword: z.boolean(),
  lockedUntil: z.string().nullable().meta({ description: '支付密码错误5次后锁定至该时间；否则 null' }),
});
export type WalletInfo = z.infer<typeof WalletInfo>;

export const CheckSetPasswordResult = z.object({ isSet: z.boolean() });
export type CheckSetPasswordResult = z.infer<typeof CheckSetPasswordResult>;
export const ResetPasswordResult = z.object({ isSet: z.literal(true) });
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>;
export const PayPasswordRecoverInfo = z.object({
  phoneMasked: z.string().meta({ description: '验证码发送到的手机号（打码）' }),
  needIdNo: z.boolean().meta({ description: '已实名认证：还需填写身份证号' }),
  idNoMasked: z.string().nullable(),
  hasPayPassword: z.boolean(),
  lockedUntil: z.string().nullable().meta({ description: '支付密码锁定至该时间；否则 null' }),
});
export type PayPasswordRecoverInfo = z.infer<typeof PayPasswordRecoverInfo>;

export const LedgerEntry = z.object({
  id: z.string(),
  type: z.enum(['TOPUP', 'PAY', 'REFUND', 'WITHDRAW']),
  typeName: z.enum(['充值', '支付', '退款', '提现']),
  amountFen: fen.meta({ description: '带符号：+ 入账 − 出账' }),
  balanceAfterFen: fen.meta({ description: '变动后总资产（可用 + 冻结）' }),
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
  refKind: z.string().meta({ description: '所属业务：PAYMENT 支付单、REFUND 退款、WITHDRAWAL 提现（refNo 为提现单号）、SEED 初始余额', example: 'PAYMENT' }),
});
export type BillDetail = z.infer<typeof BillDetail>;

export const TopUpResult = z.object({ paymentNo: z.string(), payUrl: z.string(), amountFen: fen });
export type TopUpResult = z.infer<typeof TopUpResult>;

// ───────────────────────────── bank cards (issue 14) ─────────────────────────────

/** Card numbers: 12–19 digits (spaces the user typed are dropped). */
const cardNumber = required(
  z
    .string({ error: '请输入银行卡号' })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().min(1, '请输入银行卡号').regex(/^\d{12,19}$/, '请输入有效的银行卡号')),
);

export const CardNoBody = z.object({ cardNumber });
export const CardInfoQuery = z.object({
  bankCode: z.string({ error: '请先输入银行卡号' }).trim().regex(/^[A-Z]{2,8}$/, '银行有误'),
  keyword: optional(z.string().trim().max(30, '搜索关键词最多30个字')),
  limit: limitField(50, 50),
});
export const BindCardSmsBody = z.object({
  cardNumber,
  idNo: required(z.string({ error: '请输入身份证号码' }).trim().toUpperCase().regex(/^\d{17}[\dX]$/, '请输入正确的身份证号码')),
  phone: required(z.string({ error: '请输入银行预留手机号' }).trim().regex(MOBILE_RE, '请输入正确的银行预留手机号')),
  branchId: required(z.string({ error: '请选择开户行' }).trim().min(1, '请选择开户行').max(64, '开户行有误')),
});
export type BindCardSmsInput = z.input<typeof BindCardSmsBody>;
export const BindCardBody = z.object({
  verifyId: z.string({ error: '请先获取验证码' }).trim().min(1, '请先获取验证码').max(64, '验证请求有误'),
  smsCode: z.string({ error: '请输入验证码' }).trim().regex(/^\d{6}$/, '请输入6位验证码'),
});
export type BindCardInput = z.input<typeof BindCardBody>;
export const CardIdQuery = z.object({ id: looseId('银行卡') });
export const UnbindBody = z.object({
  id: looseId('银行卡'),
  payPassword: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '请输入6位支付密码'),
});
export type UnbindInput = z.input<typeof UnbindBody>;

export const BankOfCard = z.object({ bankCode: z.string(), bankName: z.string(), cardType: z.string().meta({ example: '借记卡' }) });
export type BankOfCard = z.infer<typeof BankOfCard>;
export const Branch = z.object({ id: z.string(), name: z.string(), code: z.string().meta({ description: '联行号' }), city: z.string() });
export type Branch = z.infer<typeof Branch>;
export const BranchList = z.object({ records: z.array(Branch) });
export type BranchList = z.infer<typeof BranchList>;

/** A bound card: never the full number, only its masked form and last four digits. */
export const BankCard = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  cardType: z.string(),
  cardMasked: z.string().meta({ example: '6222 **** **** 0123' }),
  cardTail: z.string().meta({ example: '0123' }),
  holderName: z.string(),
  openingBankName: z.string(),
  phoneMasked: z.string(),
  createTime: z.string(),
});
export type BankCard = z.infer<typeof BankCard>;
export const BankCardList = z.object({ records: z.array(BankCard) });
export type BankCardList = z.infer<typeof BankCardList>;

/** The wallet's holder (the verified real name): a card is bound in this name only. */
export const WalletAccountInfo = z.object({
  realNamed: z.boolean(),
  holderName: z.string().nullable(),
  idNoMasked: z.string().nullable(),
});
export type WalletAccountInfo = z.infer<typeof WalletAccountInfo>;
export const BindCardSmsResult = z.object({ verifyId: z.string(), phoneMasked: z.string(), bank: BankOfCard, resendSeconds: z.number().int(), expireSeconds: z.number().int() });
export type BindCardSmsResult = z.infer<typeof BindCardSmsResult>;
export const UnbindResult = z.object({ id: z.string(), unbound: z.literal(true) });
export type UnbindResult = z.infer<typeof UnbindResult>;

// ───────────────────────────── withdrawals (issue 14) ─────────────────────────────

export const WithdrawBody = z.object({
  amountFen: intIn('提现金额', 1, 100_000_000)
    .refine((n) => n >= 1_000, '每次提现金额不低于10元')
    .refine((n) => n <= 1_000_000, '每次最多可提现10000元'),
  bankCardId: looseId('到账银行卡'),
  payPassword: z.string({ error: '请输入支付密码' }).regex(/^\d{6}$/, '请输入6位提现密码'),
  /** One per withdrawal draft: a retry with the same key answers the same withdrawal. */
  idempotencyKey: z.string({ error: '请求标识不能为空' }).trim().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识有误'),
});
export type WithdrawInput = z.input<typeof WithdrawBody>;
export const WithdrawListBody = z.object({ page: pageField(), limit: limitField(10, 50) });
export const WithdrawDetailQuery = z.object({ id: looseId('提现记录').meta({ description: '提现 id，或提现单号（账单的 refNo）' }) });

export const Withdrawal = z.object({
  id: z.string(),
  withdrawNo: z.string().meta({ description: '流水号' }),
  amountFen: fen,
  serviceChargeFen: fen,
  status: z.enum(['PROCESSING', 'SUCCESS', 'FAILED']),
  statusName: z.enum(['审核中', '提现成功', '提现失败']),
  failReason: z.string().nullable(),
  bankName: z.string(),
  cardMasked: z.string(),
  cardTail: z.string(),
  holderName: z.string(),
  createTime: z.string(),
  finishTime: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof Withdrawal>;

/**
 * bill_list's answer: a page of the ledger, and (on page 1 of 全部 or 提现) the withdrawals still in progress, which
 * hold money without a ledger row yet: 账单 shows them on top as 提现中.
 */
export const BillPage = LedgerPage.extend({ pending: z.array(Withdrawal) });
export type BillPage = z.infer<typeof BillPage>;
export const WithdrawalPage = pagedSchema(Withdrawal);
export type WithdrawalPage = z.infer<typeof WithdrawalPage>;
