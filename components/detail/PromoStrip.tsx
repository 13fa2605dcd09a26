import { CouponOutline } from 'antd-mobile-icons';
import styles from './sections.module.css';

/** 线下优惠可咨询规划师 [询优惠] (inventory §7.1 block 5): asks the page's planner about offers. */
export function PromoStrip({ who = '规划师', onAsk }: { who?: string; onAsk: () => void }) {
  return (
    <div className={styles.promo}>
      <CouponOutline aria-hidden className={styles.promoIcon} />
      <span>线下优惠可咨询{who}</span>
      <button type="button" onClick={onAsk}>
        询优惠
      </button>
    </div>
  );
}
