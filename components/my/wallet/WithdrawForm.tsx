import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { toast } from '@/lib/toast';
import { fenToYuan } from '@/lib/format';
import type { WalletInfo } from '@/services/wallet';
import type { BankCard } from '@/services/walletWithdraw';
import { BankBadge } from './BankBadge';
import { BankPickerSheet } from './BankPickerSheet';
import { saveDraft } from './withdrawDraft';
import { allAmountText, cardLabel, newIdempotencyKey, sanitizeAmount, withdrawProblem } from './withdrawRules';
import { yuanToFen } from '@/lib/money';
import styles from './withdraw.module.css';
import { ARRIVAL } from '@/lib/contract/wallet/arrival';

type Props = { info: WalletInfo; cards: BankCard[] };

/**
 * 提现's form (inventory my §2 withdraw): the card (选择收款账户), the amount (￥, 全部提现) and the tips; a valid
 * form becomes a draft for 支付密码验证. The server enforces every limit again.
 */
export function WithdrawForm({ info, cards }: Props) {
  const router = useRouter();
  const [card, setCard] = useState<BankCard | null>(cards[0] ?? null);
  const [amount, setAmount] = useState('');
  const [picking, setPicking] = useState(false);

  const all = () => {
    if (info.balanceFen <= 0) return void toast.warning('账户余额不足');
    setAmount(allAmountText(info.balanceFen));
  };

  const submit = () => {
    const problem = withdrawProblem({ hasCard: !!card, amountText: amount, balanceFen: info.balanceFen });
    if (problem) return void toast.warning(problem);
    if (!info.hasPayPassword) return void toast.warning('请先在我的钱包设置支付密码');
    saveDraft({
      amountFen: yuanToFen(amount)!,
      card: { id: card!.id, bankName: card!.bankName, cardTail: card!.cardTail, cardMasked: card!.cardMasked },
      idempotencyKey: newIdempotencyKey(),
    });
    void router.push('/my/wallet/withdraw/setPwd');
  };

  return (
    <>
      <p className={styles.notice}>提现将转入您绑定的本人银行卡，{ARRIVAL.withdraw}</p>
      <section className={styles.card} aria-label="到账银行卡">
        <div className={styles.row}>
          <span className={styles.rowLabel}>选择账户/银行卡</span>
          <button type="button" className={styles.pick} onClick={() => setPicking(true)}>
            去选择 <RightOutline aria-hidden />
          </button>
        </div>
        {card ? (
          <div className={styles.chosen} data-testid="withdraw-card">
            <BankBadge bankCode={card.bankCode} bankName={card.bankName} />
            <span>{cardLabel(card)}</span>
          </div>
        ) : (
          <div className={styles.chosen}>
            <span className={styles.rowLabel}>还没有银行卡，</span>
            <Link href={`/my/wallet/bankCards/add?redirect=${encodeURIComponent('/my/wallet/withdraw')}`} className={styles.link}>
              添加银行卡
            </Link>
          </div>
        )}
      </section>
      <section className={styles.card} aria-label="填写金额">
        <label className={styles.amountLabel} htmlFor="withdraw-amount">
          提现金额
        </label>
        <div className={styles.amountBox}>
          <span aria-hidden>￥</span>
          <input id="withdraw-amount" type="text" inputMode="decimal" autoComplete="off" placeholder="请输入提现金额" value={amount} onChange={(e) => setAmount(sanitizeAmount(e.target.value))} />
        </div>
        <div className={styles.balanceLine}>
          账户余额：¥<span data-testid="withdraw-balance">{fenToYuan(info.balanceFen)}</span>，
          <button type="button" className={styles.link} onClick={all}>
            全部提现
          </button>
        </div>
      </section>
      <button type="button" className={styles.submit} onClick={submit}>
        提现
      </button>
      <div className={styles.tips}>
        <h2>小提示</h2>
        <p>1、提现申请提交后{ARRIVAL.withdraw}；</p>
        <p>2、每次提现金额不低于10元；</p>
        <p>3、每次最多可提现10000元;</p>
      </div>
      <BankPickerSheet
        visible={picking}
        cards={cards}
        currentId={card?.id ?? null}
        onClose={() => setPicking(false)}
        onPick={(c) => {
          setCard(c);
          setPicking(false);
        }}
      />
    </>
  );
}
