/**
 * Wallet (spec §7 "Wallet"): the client side of lib/contract/wallet/api.ts. Login required. The demo customer
 * 13800138000 has 5000.00 元 and pay password 123456. Amounts are integer fen. Pay passwords are 6 digits, stored
 * hashed; 5 wrong tries lock paying for 15 minutes; 忘记支付密码 resets one with a code to the phone.
 */
import { http, type Http } from '@/lib/http';
import type {
  BillDetail,
  CheckSetPasswordResult,
  BillPage,
  PayPasswordRecoverInfo,
  RecoverPayPasswordInput,
  ResetPasswordInput,
  ResetPasswordResult,
  TopUpResult,
  WalletInfo,
} from '@/lib/contract/wallet/api';
import type { LedgerType } from '@/lib/contract/wallet/enums';

/** The shapes other parts of the app read from these calls. */
export type { BillDetail, BillPage, LedgerEntry, PayPasswordRecoverInfo, WalletInfo, Withdrawal } from '@/lib/contract/wallet/api';

export const accountBalanceInfo = (client: Http = http) => client.get<WalletInfo>('/wallet/v1/account_balance_info');

export const checkSetPassword = (client: Http = http) => client.get<CheckSetPasswordResult>('/wallet/v1/check_set_password');

/**
 * POST reset_password: first time {payPassword}; to change it {payPassword, oldPayPassword} (20201 when the old one
 * is wrong). 400 支付密码须为6位数字.
 */
export const resetPassword = (input: ResetPasswordInput, client: Http = http) => client.post<ResetPasswordResult>('/wallet/v1/reset_password', input);

/** 忘记支付密码: the phone the code goes to, whether the ID number is asked, and the lock. */
export const recoverPasswordInfo = (client: Http = http) => client.get<PayPasswordRecoverInfo>('/wallet/v1/recover_password_info');

/** POST recover_password: the code of send_account_sms('payPassword'), the ID number when verified, the new password. */
export const recoverPassword = (input: RecoverPayPasswordInput, client: Http = http) => client.post<ResetPasswordResult>('/wallet/v1/recover_password', input);

/** POST bill_list: the ledger, newest first; optional filters by kind and by month ('2026-05', China time). */
export const billList = (input: { page?: number; limit?: number; type?: LedgerType; month?: string }, client: Http = http) => client.post<BillPage>('/wallet/v1/bill_list', input);

/** GET bill_detail: one entry of the caller's ledger (404 账单不存在 for an unknown or someone else's id). */
export const billDetail = (id: string, client: Http = http) => client.get<BillDetail>('/wallet/v1/bill_detail', { id });

/**
 * POST top_up {amountFen 1..5000000 (≤ 50000 元)}: a sandbox-gateway payment; send the browser to payUrl. The
 * balance grows when the gateway's notification arrives; the result page polls services/pay findIsPayment(paymentNo).
 */
export const topUp = (amountFen: number, client: Http = http) => client.post<TopUpResult>('/wallet/v1/top_up', { amountFen });
