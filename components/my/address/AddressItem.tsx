import { CheckOutline, EditSOutline } from 'antd-mobile-icons';
import type { ShippingAddress } from '@/services/address';
import styles from './address.module.css';

type Props = {
  address: ShippingAddress;
  /** Choosing for the checkout: a tap on the address picks it (else it opens the editor). */
  selecting: boolean;
  chosen: boolean;
  onPick: (a: ShippingAddress) => void;
  onEdit: (a: ShippingAddress) => void;
  onSetDefault: (a: ShippingAddress) => void;
  onDelete: (a: ShippingAddress) => void;
};

/**
 * One address: name, phone, 默认, the whole address and the pencil, with 设为默认 and 删除 below it (the original hid
 * them behind a left swipe; plain buttons are found by every user and every assistive tool).
 */
export function AddressItem({ address: a, selecting, chosen, onPick, onEdit, onSetDefault, onDelete }: Props) {
  const isDefault = a.defaultAddress === 1;
  return (
    <li aria-label={`${a.contactName} ${a.fullAddress}`}>
      <div className={styles.item}>
        <button
          type="button"
          className={styles.body}
          onClick={() => (selecting ? onPick(a) : onEdit(a))}
        >
          <span className="visually-hidden">{selecting ? '选择' : '编辑'} </span>
          <span className={styles.head}>
            {a.contactName}
            <span className={styles.phone}>{a.phone}</span>
            {isDefault ? <span className={styles.badge}>默认</span> : null}
          </span>
          <span className={styles.full} style={{ display: 'block' }}>
            {a.fullAddress}
          </span>
        </button>
        {chosen ? <CheckOutline className={styles.chosen} aria-label="已选择" /> : null}
        <button type="button" className={styles.edit} onClick={() => onEdit(a)} aria-label={`编辑 ${a.contactName} 的地址`}>
          <EditSOutline aria-hidden />
        </button>
      </div>
      <div className={styles.rowActions}>
        {isDefault ? null : (
          <button type="button" className={styles.link} onClick={() => onSetDefault(a)}>
            设为默认
          </button>
        )}
        <button type="button" className={styles.link} onClick={() => onDelete(a)}>
          删除
        </button>
      </div>
    </li>
  );
}
