import { fenToYuan } from '@/lib/format';
import type { DbLike } from '../../db/types';
import { notify } from '../notice/notify';
import type { walletWithdrawals } from './schema';

// What the wallet tells its owner in the notifications centre (issue 27 §2), written in the transaction of the change
// itself: a withdrawal settled (交易通知) and the pay password reset through recovery (系统通知).

type WithdrawalRow = typeof walletWithdrawals.$inferSelect;

export const withdrawalLink = (id: string) => `/my/wallet/withdraw/detail?id=${encodeURIComponent(id)}`;

/**
 * 提现成功 / 提现失败 of one withdrawal, once (its key is the withdrawal's id). A failure is also texted: the money the
 * customer expected in their bank is back in their balance instead.
 */
export function withdrawalNotice(tx: DbLike, w: WithdrawalRow, outcome: 'paid' | 'failed', now: Date, reason = '') {
  const amount = `¥${fenToYuan(w.amountFen)}`;
  const card = `${w.bankName}(${w.cardTail})`;
  if (outcome === 'paid') {
    return notify(
      tx,
      {
        userId: w.userId,
        category: 'trade',
        kind: 'withdraw.paid',
        key: `withdraw.paid:${w.id}`,
        title: `提现${amount}已到账`,
        body: `您提现到${card}的${amount}已转入银行卡，请留意银行入账信息。`,
        link: withdrawalLink(w.id),
      },
      now,
    );
  }
  return notify(
    tx,
    {
      userId: w.userId,
      category: 'trade',
      kind: 'withdraw.failed',
      key: `withdraw.failed:${w.id}`,
      title: `提现${amount}未到账`,
      body: `您提现到${card}的${amount}未能到账${reason ? `（${reason}）` : ''}，款项已退回钱包余额，可核对银行卡后重新提现。`,
      link: withdrawalLink(w.id),
      sms: 'noticeWithdrawFailed',
    },
    now,
  );
}

/**
 * 支付密码已重置 after a recovery: one notice per reset, keyed by the SMS code the reset spent (each code resets at
 * most once). The SMS telling the phone is sent by recover.ts itself, as before.
 */
export function payPasswordResetNotice(tx: DbLike, userId: string, codeId: number, now: Date, when: string) {
  return notify(
    tx,
    {
      userId,
      category: 'system',
      kind: 'wallet.payPasswordReset',
      key: `wallet.payPasswordReset:${codeId}`,
      title: '钱包支付密码已重置',
      body: `您的钱包支付密码已于${when}通过短信验证重置。如非本人操作，请立即修改登录密码并联系客服。`,
      link: '/my/wallet',
    },
    now,
  );
}
