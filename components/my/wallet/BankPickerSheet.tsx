import Link from 'next/link';
import { Popup } from '@/components/common/lazyAntd';
import { AddOutline, CheckOutline, RightOutline } from 'antd-mobile-icons';
import type { BankCard } from '@/services/walletWithdraw';
import { BankBadge } from './BankBadge';
import { cardLabel } from './withdrawRules';
import styles from './withdraw.module.css';

type Props = { visible: boolean; cards: BankCard[]; currentId: string | null; onPick: (card: BankCard) => void; onClose: () => void };

/** 选择收款账户: the bound cards (the current one checked) and 添加银行卡. */
export function BankPickerSheet({ visible, cards, currentId, onPick, onClose }: Props) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <div className={styles.sheet} role="dialog" aria-label="选择收款账户">
        <h2 className={styles.sheetTitle}>
          选择收款账户
          <button type="button" className={styles.sheetClose} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </h2>
        {cards.map((c) => (
          <button key={c.id} type="button" className={styles.option} aria-pressed={c.id === currentId} onClick={() => onPick(c)}>
            <BankBadge bankCode={c.bankCode} bankName={c.bankName} />
            <span className={styles.optionText}>{cardLabel(c)}</span>
            {c.id === currentId ? <CheckOutline className={styles.check} aria-label="已选" /> : null}
          </button>
        ))}
        <Link href={`/my/wallet/bankCards/add?redirect=${encodeURIComponent('/my/wallet/withdraw')}`} className={styles.option}>
          <AddOutline aria-hidden fontSize="0.4rem" />
          <span className={styles.optionText}>添加银行卡</span>
          <RightOutline aria-hidden />
        </Link>
      </div>
    </Popup>
  );
}
