import Link from 'next/link';
import { chinaDateTime } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import type { Withdrawal } from '@/services/walletWithdraw';
import { cardLabel, statusLook } from './withdrawRules';
import styles from './withdraw.module.css';

/** One line of 余额提现记录: 提现 and its time, −amount and the status; opens 余额提现详情. */
export function WithdrawRow({ w }: { w: Withdrawal }) {
  return (
    <li aria-label={`提现 ${fenToYuan(w.amountFen)} ${w.statusName}`}>
      <Link href={`/my/wallet/withdraw/detail?id=${encodeURIComponent(w.id)}`} className={styles.item}>
        <span className={styles.itemMain}>
          <span>提现 · {cardLabel(w)}</span>
          <span className={styles.itemTime}>{chinaDateTime(w.createTime)}</span>
        </span>
        <span className={styles.itemSide}>
          <span>-{fenToYuan(w.amountFen)}</span>
          <span className={styles[statusLook(w.status)]}>{w.statusName}</span>
        </span>
      </Link>
    </li>
  );
}
