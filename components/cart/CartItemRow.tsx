import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Stepper, type StepperRef } from 'antd-mobile';
import { SwipeAction } from '@/components/common/SwipeAction';
import { Tick } from '@/components/order/Tick';
import { LazyImage } from '@/components/common/LazyImage';
import { fenToYuan } from '@/lib/format';
import type { CartItem } from '@/lib/contract/cart/api';
import styles from './cart.module.css';

type Props = {
  item: CartItem;
  editing: boolean;
  /** Ticked: the server's selection in normal mode, the local delete selection in edit mode. */
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onNumber: (n: number) => void;
  onSku: () => void;
  onDelete: () => void;
};

export const goodsHref = (item: Pick<CartItem, 'productId'>) => `/detail?productId=${encodeURIComponent(item.productId)}`;

/** One cart row (inventory §11): tick, picture, name, SKU tag, price, stepper; swipe left to delete. */
export function CartItemRow({ item, editing, checked, onCheck, onNumber, onSku, onDelete }: Props) {
  const disabled = item.invalid && !editing;
  // antd-mobile's Stepper passes no label to its input (its aria-label lands on the outer div): name the input here.
  const stepper = useRef<StepperRef>(null);
  useEffect(() => {
    stepper.current?.nativeElement?.setAttribute('aria-label', `${item.name} 数量`);
  });
  return (
    <SwipeAction rightActions={[{ key: 'delete', text: '删除', color: 'danger', onClick: onDelete }]}>
      <div className={`${styles.item} ${item.invalid ? styles.invalid : ''}`} data-testid="cart-item">
        <Tick checked={checked} disabled={disabled} onChange={onCheck} label={`选择 ${item.name}`} />
        <Link href={goodsHref(item)} className={styles.imgWrap}>
          <LazyImage src={item.img} alt={item.name} width={80} height={80} fallback="goods" className={styles.img} />
          {item.invalid ? <span className={styles.invalidMask}>{item.invalidReason || '已失效'}</span> : null}
        </Link>
        <div className={styles.body}>
          <Link href={goodsHref(item)} className={styles.name}>
            {item.name}
          </Link>
          <button type="button" className={styles.skuTag} onClick={onSku} disabled={item.invalid} aria-label={`更换规格 ${item.skuAttrName}`}>
            {item.skuAttrName || '默认规格'}
            {item.invalid ? null : <span aria-hidden> ▾</span>}
          </button>
          <div className={styles.foot}>
            <span className={styles.price}>{fenToYuan(item.priceFen)}元</span>
            {item.invalid ? (
              <span className={styles.muted}>×{item.goodsNumber}</span>
            ) : (
              <Stepper
                ref={stepper}
                value={item.goodsNumber}
                min={1}
                max={Math.max(1, Math.min(99, item.maxNum))}
                onChange={(v) => onNumber(Number(v))}
                inputReadOnly={false}
                style={{ '--height': '0.48rem', '--input-width': '0.64rem', '--input-font-size': '0.26rem' }}
              />
            )}
          </div>
        </div>
      </div>
    </SwipeAction>
  );
}
