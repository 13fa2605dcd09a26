/**
 * Wallet withdrawals and bank cards (issue 14; inventory my §2 withdraw/*, bankCards/*): the client side of the
 * bank-card and withdrawal calls of lib/contract/wallet/api.ts. Login required; amounts in fen; card numbers are
 * never answered in full (masked form and last four digits only).
 */
import { http, type Http } from '@/lib/http';
import type {
  BankCard,
  BankCardList,
  BankOfCard,
  BindCardInput,
  BindCardSmsInput,
  BindCardSmsResult,
  BranchList,
  UnbindInput,
  UnbindResult,
  WalletAccountInfo,
  Withdrawal,
  WithdrawalPage,
  WithdrawInput,
} from '@/lib/contract/wallet/api';

export type { BankCard, BankOfCard, Branch, WalletAccountInfo, Withdrawal, WithdrawalPage } from '@/lib/contract/wallet/api';

/** GET account_info: the holder cards are bound to (the verified real name), or realNamed false. */
export const walletAccountInfo = (client: Http = http) => client.get<WalletAccountInfo>('/wallet/v1/account_info');

/** POST card_no {cardNumber}: the bank of a card number (400 cardNumber：请输入有效的银行卡号 / 暂不支持… / 仅支持储蓄卡…). */
export const cardNo = (cardNumber: string, client: Http = http) => client.post<BankOfCard>('/wallet/v1/card_no', { cardNumber });

/** GET card_info {bankCode, keyword?}: the bank's opening branches whose name contains the keyword. */
export const cardInfo = (input: { bankCode: string; keyword?: string; limit?: number }, client: Http = http) => client.get<BranchList>('/wallet/v1/card_info', input);

/** GET card_list: the bound cards, newest first. */
export const cardList = (client: Http = http) => client.get<BankCardList>('/wallet/v1/card_list');

/** GET card_details {id}: one bound card (404 银行卡不存在 for another's or an unbound one). */
export const cardDetails = (id: string, client: Http = http) => client.get<BankCard>('/wallet/v1/card_details', { id });

/**
 * POST bind_card_sms: the four elements (ID number, card number, reserved phone; the name is the verified holder's)
 * and the branch; the bank texts a code to the reserved phone. 20206 未实名, 20205 验证未通过, 429 daily limits.
 */
export const bindCardSms = (input: BindCardSmsInput, client: Http = http) => client.post<BindCardSmsResult>('/wallet/v1/bind_card_sms', input);

/** POST bind_card {verifyId, smsCode}: binds the card (10401 code wrong or dead, 409 already bound). */
export const bindCard = (input: BindCardInput, client: Http = http) => client.post<BankCard>('/wallet/v1/bind_card', input);

/** POST unbundle {id, payPassword}: unbinds with the pay password (20201/20204 as paying). */
export const unbundle = (input: UnbindInput, client: Http = http) => client.post<UnbindResult>('/wallet/v1/unbundle', input);

/**
 * POST withdraw {amountFen 1000..1000000, bankCardId, payPassword, idempotencyKey}: holds the amount and hands the
 * payout to the bank; a retry with the same key answers the same withdrawal. 20202 账户余额不足.
 */
export const withdraw = (input: WithdrawInput, client: Http = http) => client.post<Withdrawal>('/wallet/v1/withdraw', input);

/** POST withdraw_list {page, limit}: the withdrawals, newest first. */
export const withdrawList = (input: { page?: number; limit?: number }, client: Http = http) => client.post<WithdrawalPage>('/wallet/v1/withdraw_list', input);

/** GET withdraw_detail {id}: one withdrawal by id or by its 提现单号 (404 提现记录不存在). */
export const withdrawDetail = (id: string, client: Http = http) => client.get<Withdrawal>('/wallet/v1/withdraw_detail', { id });
