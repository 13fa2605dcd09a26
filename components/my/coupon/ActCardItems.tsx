import Link from 'next/link';
import { serverNow } from '@/lib/serverClock';
import { useState } from 'react';
import type { ActCard, UserActCard } from '@/services/actCard';
import { useClientReady } from '@/components/common/useClientReady';
import { ActCardTicket } from './ActCardTicket';
import { buyText, cardDetailHref, cardStamp, cardUseHref, expiresSoon, heldDetailHref, heldValidity } from '@/lib/coupon/actCardView';
import styles from './actCard.module.css';

/** A card of 活动卡专区: uses, validity, the stock left and the buy button (to the purchase confirmation). */
export function SaleCardItem({ card }: { card: ActCard }) {
  return (
    <div role="listitem" aria-label={card.cardName}>
      <ActCardTicket
        card={card}
        greyed={!card.canBuy && card.saleState !== 1}
        lines={[`可使用${card.availableTimes}次`, `有效期：${card.validityText}`]}
        foot={
          <>
            <span className={styles.progress}>
              <span className={styles.bar} role="progressbar" aria-valuenow={card.leftPercent} aria-valuemin={0} aria-valuemax={100} aria-label="剩余库存">
                <span style={{ width: `${card.leftPercent}%` }} />
              </span>
              剩余{card.leftPercent}%
            </span>
            {card.saleState === 1 ? (
              <Link href={cardDetailHref(card.id)} className={`${styles.buy} ${card.canBuy ? '' : styles.buyOff}`} aria-label={`${buyText(card)}：购买${card.cardName}`}>
                {buyText(card)}
              </Link>
            ) : (
              <span className={`${styles.buy} ${styles.buyOff}`}>{buyText(card)}</span>
            )}
          </>
        }
      />
    </div>
  );
}

/** A card the user holds: uses left, validity (warning colour within 48 h), and its actions while usable. */
export function HeldCardItem({ card }: { card: UserActCard }) {
  const ready = useClientReady();
  // The browser's clock, read once (the server's may differ: the warning shows after hydration).
  const [nowMs] = useState(serverNow);
  const usable = card.state === 1;
  const soon = usable && ready && expiresSoon(card.validateDateEnd, nowMs);
  return (
    <div role="listitem" aria-label={card.cardName}>
      <ActCardTicket
        card={card}
        greyed={!usable}
        stamp={cardStamp(card)}
        lines={[`剩余${card.availableTimes}次（共${card.totalTimes}次）`, <span key="v" className={soon ? styles.warn : undefined}>有效期 {heldValidity(card)}</span>]}
        foot={
          <>
            <Link href={heldDetailHref(card.userCardId)} className={styles.line} aria-label={`查看详情：${card.cardName}`}>
              查看详情 &gt;
            </Link>
            {usable ? (
              <Link href={cardUseHref(card)} className={styles.buy}>
                去使用
              </Link>
            ) : null}
          </>
        }
      />
    </div>
  );
}
