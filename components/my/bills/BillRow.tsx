import Link from 'next/link';
import type { LedgerEntry, Withdrawal } from '@/services/wallet';
import { chinaDateTime } from '@/lib/chinaTime';
import { signedYuan } from '@/lib/bills/billRules';
import styles from './bills.module.css';

/** A withdrawal the bank has not paid yet: 提现中, the amount held, to its detail page. */
export function PendingWithdrawalRow({ w }: { w: Withdrawal }) {
  const amount = signedYuan(-w.amountFen);
  return (
    <li aria-label={`提现中 ${amount}`}>
      <Link href={`/my/wallet/withdraw/detail?id=${encodeURIComponent(w.id)}`} className={styles.row}>
        <span className={styles.main}>
          <span className={styles.title}>
            提现中 · {w.bankName}（{w.cardTail}）
          </span>
          <span className={styles.time}>{chinaDateTime(w.createTime)} · 已冻结，到账后记入账单</span>
        </span>
        <span className={styles.minus}>{amount}</span>
      </Link>
    </li>
  );
}

/** One ledger entry of 账单: kind (and what it was for) with its time, the signed amount; opens 明细详情. */
export function BillRow({ entry }: { entry: LedgerEntry }) {
  const amount = signedYuan(entry.amountFen);
  return (
    <li aria-label={`${entry.typeName} ${amount}`}>
      <Link href={`/my/wallet/bill/detail?id=${encodeURIComponent(entry.id)}`} className={styles.row}>
        <span className={styles.main}>
          <span className={styles.title}>{entry.remark ? `${entry.typeName} · ${entry.remark}` : entry.typeName}</span>
          <span className={styles.time}>{chinaDateTime(entry.createTime)}</span>
        </span>
        <span className={entry.amountFen < 0 ? styles.minus : styles.plus}>{amount}</span>
      </Link>
    </li>
  );
}
