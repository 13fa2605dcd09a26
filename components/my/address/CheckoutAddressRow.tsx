import { LocationFill, RightOutline } from 'antd-mobile-icons';
import type { CheckoutAddress } from './useCheckoutAddress';
import styles from './address.module.css';

type Props = { state: CheckoutAddress; onOpen: () => void };

/**
 * 收货地址 on 确认订单 when a goods is posted: the address in use (name, phone, the whole address), or 请添加收货地址;
 * a tap opens the address list to choose (the page keeps what was typed meanwhile).
 */
export function CheckoutAddressRow({ state, onOpen }: Props) {
  const { address, loading, error } = state;
  let body;
  if (loading && !address) body = <span className={styles.empty}>正在读取收货地址…</span>;
  else if (error) body = <span className={styles.empty}>{error}，点击重试</span>;
  else if (!address) body = <span className={styles.empty}>请添加收货地址（所购服务需邮寄材料）</span>;
  else
    body = (
      <span style={{ flex: 1, minWidth: 0 }}>
        <span className={styles.head}>
          {address.contactName}
          <span className={styles.phone}>{address.phone}</span>
          {address.defaultAddress === 1 ? <span className={styles.badge}>默认</span> : null}
        </span>
        <span className={styles.full} style={{ display: 'block' }}>
          {address.fullAddress}
        </span>
      </span>
    );
  return (
    <section className={styles.checkoutWrap} aria-label="收货地址">
      <button type="button" className={styles.checkoutRow} onClick={error ? () => void state.load(address?.id) : onOpen} data-testid="checkout-address">
        <LocationFill className={styles.checkoutIcon} aria-hidden />
        {body}
        <RightOutline aria-hidden style={{ color: 'var(--text-3)' }} />
      </button>
      <div className={styles.stripe} aria-hidden />
    </section>
  );
}
