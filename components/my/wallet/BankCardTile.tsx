import Link from 'next/link';
import type { BankCard } from '@/services/walletWithdraw';
import { BankBadge } from './BankBadge';
import styles from './cards.module.css';

function Body({ card }: { card: BankCard }) {
  return (
    <>
      <BankBadge bankCode={card.bankCode} bankName={card.bankName} light />
      <div className={styles.tileMain}>
        <div className={styles.tileBank}>{card.bankName}</div>
        <div className={styles.tileSub}>
          {card.openingBankName || card.cardType} · {card.cardType}
        </div>
        <div className={styles.tileNo} data-testid="card-masked">
          {card.cardMasked}
        </div>
      </div>
    </>
  );
}

/** A bound card as the blue tile of 银行卡管理 (a link to its detail) or of 银行卡详情. */
export function BankCardTile({ card, link = false }: { card: BankCard; link?: boolean }) {
  const label = `${card.bankName} 尾号${card.cardTail}`;
  return link ? (
    <Link href={`/my/wallet/bankCards/detail?id=${encodeURIComponent(card.id)}`} className={styles.tile}>
      <Body card={card} />
      <span className="visually-hidden"> 尾号{card.cardTail}</span>
    </Link>
  ) : (
    <section className={styles.tile} aria-label={label}>
      <Body card={card} />
    </section>
  );
}
