import { fenToYuan } from '@/lib/format';
import { orderTime } from '@/components/order/orderRules';
import type { LedgerEntry } from '@/lib/contract/wallet/api';
import styles from './wallet.module.css';

/** One ledger entry: kind and time on the left, the signed amount and the balance after it on the right. */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const credit = entry.amountFen >= 0;
  return (
    <li className={styles.entry} aria-label={`${entry.typeName} ${credit ? '+' : '-'}${fenToYuan(Math.abs(entry.amountFen))}`}>
      <div className={styles.entryMain}>
        <span className={styles.entryTitle}>{entry.remark ? `${entry.typeName} · ${entry.remark}` : entry.typeName}</span>
        <span className={styles.entrySub}>{orderTime(entry.createTime)}</span>
        {entry.refNo ? <span className={styles.entrySub}>单号 {entry.refNo}</span> : null}
      </div>
      <div className={styles.entryAmount}>
        <div className={credit ? styles.plus : styles.minus}>
          {credit ? '+' : '-'}
          {fenToYuan(Math.abs(entry.amountFen))}
        </div>
        <div className={styles.entrySub}>余额 {fenToYuan(entry.balanceAfterFen)}</div>
      </div>
    </li>
  );
}
