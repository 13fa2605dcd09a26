import { LocationFill } from 'antd-mobile-icons';
import type { ShippingSnapshot } from '@/services/address';
import styles from './address.module.css';

/** 收货信息 of an order whose goods are posted: the address as it was when the order was placed. */
export function OrderAddressCard({ address: a }: { address: ShippingSnapshot }) {
  return (
    <section className={styles.checkoutWrap} aria-label="收货信息">
      <div className={styles.checkoutRow} style={{ cursor: 'default' }}>
        <LocationFill className={styles.checkoutIcon} aria-hidden />
        <span style={{ flex: 1, minWidth: 0 }}>
          <span className={styles.head}>
            {a.contactName}
            <span className={styles.phone}>{a.phone}</span>
          </span>
          <span className={styles.full} style={{ display: 'block' }}>
            {a.fullAddress}
            {a.postcode ? `（邮编 ${a.postcode}）` : ''}
          </span>
        </span>
      </div>
      <div className={styles.stripe} aria-hidden />
    </section>
  );
}
