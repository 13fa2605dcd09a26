import { bankBadge } from './withdrawRules';
import styles from './withdraw.module.css';

/** The round mark of a bank: its short character on its colour. */
export function BankBadge({ bankCode, bankName, light = false }: { bankCode: string; bankName: string; /** White on a coloured tile. */ light?: boolean }) {
  const b = bankBadge(bankCode, bankName);
  return (
    <span className={styles.badge} style={light ? { background: '#fff', color: b.color } : { background: b.color }} aria-hidden>
      {b.text}
    </span>
  );
}
