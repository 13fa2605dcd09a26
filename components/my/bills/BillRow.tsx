import Link from 'next/link';
import type { LedgerEntry } from '@/services/wallet';
import { chinaDateTime } from '@/lib/chinaTime';
import { signedYuan } from '@/lib/bills/billRules';
import styles from './bills.module.css';

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
