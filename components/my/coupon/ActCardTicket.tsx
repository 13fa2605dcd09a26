import type { ReactNode } from 'react';
import { cardFace } from '@/lib/coupon/actCardView';
import styles from './actCard.module.css';

export type TicketView = {
  cardName: string;
  typeName: string;
  cardType: number;
  rebateFen: number;
  rebateNeedFen: number;
  discount: number;
  scopeText: string;
};

type Props = {
  card: TicketView;
  /** Lines under the name: uses, validity. */
  lines: ReactNode[];
  /** Greyed (sold out, used up, expired). */
  greyed?: boolean;
  /** The corner stamp (已使用 / 已过期 / 已作废). */
  stamp?: string;
  /** Under the lines: the stock bar and the buy button, or the card's actions. */
  foot?: ReactNode;
};

/** One activity card (inventory my §3 ActCard): value and threshold on the left; type, name, scope and lines on the right. */
export function ActCardTicket({ card, lines, greyed, stamp, foot }: Props) {
  const face = cardFace(card);
  return (
    <div className={`${styles.card} ${greyed ? styles.greyed : ''}`}>
      <div className={styles.left}>
        <b className={styles.value}>
          {face.prefix ? <small>{face.prefix}</small> : null}
          {face.value}
          {face.unit ? <small>{face.unit}</small> : null}
        </b>
        <span className={styles.threshold}>{face.threshold}</span>
      </div>
      <div className={styles.right}>
        <p className={styles.title}>
          <span className={styles.pill}>{card.typeName}</span>
          {card.cardName}
        </p>
        <p className={styles.line}>{card.scopeText}</p>
        {lines.map((l, i) => (
          <p key={i} className={styles.line}>
            {l}
          </p>
        ))}
        {foot ? <div className={styles.foot}>{foot}</div> : null}
      </div>
      {stamp ? <span className={styles.stamp}>{stamp}</span> : null}
    </div>
  );
}
