/**
 * Wallet (spec §7 "Wallet"). Login required. The demo customer 13800138000 has 5000.00 元 and pay password 123456.
 * Amounts are integer fen. Pay passwords are 6 digits, stored hashed; 5 wrong tries lock paying for 15 minutes.
 */
import { http, type Http } from '@/lib/http';
import type { Paged } from './planner';

export type WalletInfo = {
  balanceFen: number;
  /** Σ top-ups, Σ payments (positive), Σ refunds. */
  totalTopUpFen: number;
  totalPaidFen: number;
  totalRefundFen: number;
  hasPayPassword: boolean;
  /** Locked after 5 wrong pay passwords, until this time; null otherwise. */
  lockedUntil: string | null;
};

export const accountBalanceInfo = (client: Http = http) => client.get<WalletInfo>('/wallet/v1/account_balance_info');

export const checkSetPassword = (client: Http = http) => client.get<{ isSet: boolean }>('/wallet/v1/check_set_password');

/**
 * POST reset_password: first time {payPassword}; to change it {payPassword, oldPayPassword} (20201 when the old one
 * is wrong). 400 支付密码须为6位数字.
 */
export const resetPayPassword = (input: { payPassword: string; oldPayPassword?: string }, client: Http = http) =>
  client.post<{ isSet: true }>('/wallet/v1/reset_password', input);

/** type: TOPUP 充值, PAY 支付 (negative), REFUND 退款. */
export type LedgerEntry = {
  id: string;
  type: 'TOPUP' | 'PAY' | 'REFUND';
  typeName: '充值' | '支付' | '退款';
  /** Signed: + credit, − debit. */
  amountFen: number;
  balanceAfterFen: number;
  /** Payment no / order no it belongs to. */
  refNo: string;
  remark: string;
  createTime: string;
};

/** POST bill_list: the ledger, newest first; type filter optional. */
export const billList = (input: { page?: number; limit?: number; type?: LedgerEntry['type'] }, client: Http = http) =>
  client.post<Paged<LedgerEntry>>('/wallet/v1/bill_list', input);

/**
 * POST top_up {amountFen 1..5000000 (≤ 50000 元)}: a sandbox-gateway payment; send the browser to payUrl. The
 * balance grows when the gateway's notification arrives; the result page polls services/pay findIsPayment(paymentNo).
 */
export const topUp = (amountFen: number, client: Http = http) =>
  client.post<{ paymentNo: string; payUrl: string; amountFen: number }>('/wallet/v1/top_up', { amountFen });
