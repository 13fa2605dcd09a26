/** First screens of 提现 (/my/wallet/withdraw/*) and 银行卡 (/my/wallet/bankCards/*). */
import { optional, type PageLoadContext } from '@/lib/pageLoader';
import { accountBalanceInfo, type WalletInfo } from '@/services/wallet';
import { cardDetails, cardList, walletAccountInfo, withdrawDetail, withdrawList, type BankCard, type WalletAccountInfo, type Withdrawal, type WithdrawalPage } from '@/services/walletWithdraw';

export const WITHDRAW_PAGE_SIZE = 10;

export type WithdrawFormData = { info: WalletInfo; cards: BankCard[] };

/** 提现's form: the balance and the bound cards (the first one preselected by the page). */
export async function loadWithdrawForm({ client }: PageLoadContext): Promise<WithdrawFormData> {
  const [info, cards] = await Promise.all([accountBalanceInfo(client), cardList(client)]);
  return { info, cards: cards.records };
}

export type WithdrawalData = { withdrawal: Withdrawal };

/** 申请提交 and 余额提现详情: one withdrawal (?id= its id or 提现单号). */
export async function loadWithdrawal({ client, query }: PageLoadContext): Promise<WithdrawalData> {
  return { withdrawal: await withdrawDetail(query.id ?? '', client) };
}

export type WithdrawListData = { first: WithdrawalPage | null };

/** 余额提现记录's first page (null when it failed: the browser loads it again). */
export async function loadWithdrawList({ client }: PageLoadContext): Promise<WithdrawListData> {
  return { first: await optional(withdrawList({ page: 1, limit: WITHDRAW_PAGE_SIZE }, client)) };
}

export type CardListData = { cards: BankCard[] };

export async function loadCardList({ client }: PageLoadContext): Promise<CardListData> {
  return { cards: (await cardList(client)).records };
}

export type CardData = { card: BankCard };

/** 银行卡详情 and its 支付密码验证: one bound card (?id=). */
export async function loadCard({ client, query }: PageLoadContext): Promise<CardData> {
  return { card: await cardDetails(query.id ?? '', client) };
}

export type CardAddData = { account: WalletAccountInfo };

/** 新增银行卡: whose name the card is bound in (the verified holder), or that verification comes first. */
export async function loadCardAdd({ client }: PageLoadContext): Promise<CardAddData> {
  return { account: await walletAccountInfo(client) };
}
