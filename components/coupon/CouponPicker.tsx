import { useEffect, useRef, useState } from 'react';
import { Checkbox, Radio } from 'antd-mobile';
import { Tabs } from '@/components/common/Tabs';
import { Dialog, Popup } from '@/components/common/lazyAntd';
import { fenToYuan } from '@/lib/format';
import { Empty } from '@/components/common/Empty';
import { CouponCard, type CouponCardView } from './CouponCard';
import { isStackable, toggleCoupon, toggleSingle, type SelectableCoupon } from './couponSelect';
import styles from './coupon.module.css';
import orderStyles from '@/components/order/order.module.css';
import { useBackCloses } from '@/components/common/useBackCloses';

export type PickableCoupon = CouponCardView & SelectableCoupon;

type Props = {
  visible: boolean;
  usable: PickableCoupon[];
  unusable: PickableCoupon[];
  /** The confirmed selection; the picker starts from it every time it opens. */
  value: PickableCoupon[];
  /** One coupon per order (cart checkout) or the combining rules (pending orders). */
  multiple?: boolean;
  /** The server's discount for a selection (settlement), in fen; rejects with the server message. */
  settle: (selection: PickableCoupon[]) => Promise<number>;
  onClose: () => void;
  onConfirm: (selection: PickableCoupon[]) => void;
};

/** 优惠 (inventory §5/§6 coupon popup): tabs 可用/不可用, a server-settled summary and 确定. */
export function CouponPicker({ visible, onClose, ...rest }: Props) {
  useBackCloses(visible, onClose);
  // Mounted on each opening: it starts from the confirmed coupons and checks them with the server again.
  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
      <PickerBody onClose={onClose} {...rest} />
    </Popup>
  );
}

function PickerBody({ usable, unusable, value, multiple, settle, onClose, onConfirm }: Omit<Props, 'visible'>) {
  const [tab, setTab] = useState('usable');
  const [selected, setSelected] = useState<PickableCoupon[]>(value);
  const [discountFen, setDiscountFen] = useState<number | null>(null);
  const [error, setError] = useState('');
  const seq = useRef(0);

  const resettle = (sel: PickableCoupon[]) => {
    const n = ++seq.current;
    setError('');
    if (!sel.length) return setDiscountFen(null);
    settle(sel).then(
      (fen) => n === seq.current && setDiscountFen(fen),
      (e: unknown) => {
        if (n !== seq.current) return;
        setDiscountFen(null);
        setError(e instanceof Error ? e.message : '优惠计算失败');
      },
    );
  };

  useEffect(() => {
    if (!value.length) return;
    const n = ++seq.current;
    settle(value).then(
      (fen) => n === seq.current && setDiscountFen(fen),
      (e: unknown) => n === seq.current && setError(e instanceof Error ? e.message : '优惠计算失败'),
    );
    // Once per opening: `value` and `settle` are those of the moment it opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = async (c: PickableCoupon) => {
    if (!multiple) {
      const one = toggleSingle(selected[0] ?? null, c);
      const next = one ? [one] : [];
      setSelected(next);
      return resettle(next);
    }
    const { next, needsConfirm } = toggleCoupon(selected, c);
    if (needsConfirm) {
      const ok = await Dialog.confirm({ content: '您已选择最优的优惠券，确定要切换其他券吗', cancelText: '暂时不要', confirmText: '确定切换' });
      if (!ok) return;
    }
    setSelected(next);
    resettle(next);
  };

  const summary = error
    ? error
    : selected.length && discountFen !== null
      ? multiple
        ? `已选中${selected.length}张优惠券，可抵扣 ${fenToYuan(discountFen)}元`
        : `已选中优惠券，可抵扣 ${fenToYuan(discountFen)}元`
      : selected.length
        ? '正在计算优惠…'
        : '请选择优惠券';

  return (
    <section aria-label="优惠">
        <h2 className={orderStyles.sheetTitle} style={{ margin: '0.28rem 0 0' }}>
          优惠
          <button type="button" className={orderStyles.sheetClose} style={{ right: '0.28rem' }} aria-label="关闭" onClick={onClose}>
            ×
          </button>
        </h2>
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab key="usable" title={`可用优惠券(${usable.length})`} />
          <Tabs.Tab key="unusable" title={`不可用优惠券(${unusable.length})`} />
        </Tabs>
        {tab === 'usable' ? <p className={styles.summary}>{summary}</p> : null}
        <div className={styles.list}>{tab === 'usable' ? (
          <CouponList items={usable} canPick selected={selected} multiple={multiple} onPick={(c) => void pick(c)} />
        ) : (
          <CouponList items={unusable} canPick={false} selected={selected} multiple={multiple} />
        )}</div>
        <div className={orderStyles.sheet} style={{ paddingTop: '0.16rem' }}>
          <button
            type="button"
            className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`}
            style={{ width: '100%' }}
            disabled={!!error}
            onClick={() => onConfirm(selected)}
          >
            确定
          </button>
        </div>
    </section>
  );
}

type ListProps = { items: PickableCoupon[]; canPick: boolean; selected: PickableCoupon[]; multiple?: boolean; onPick?: (c: PickableCoupon) => void };

function CouponList({ items, canPick, selected, multiple, onPick }: ListProps) {
  if (!items.length) return <Empty text="暂无优惠券" />;
  const isOn = (c: PickableCoupon) => selected.some((s) => s.id === c.id);
  return (
    <>
      {items.map((c) => (
        <CouponCard
          key={c.id}
          coupon={c}
          disabled={!canPick}
          badge={canPick && multiple && isStackable(selected, c) ? '可叠加' : undefined}
          onClick={canPick && onPick ? () => onPick(c) : undefined}
          selected={canPick ? isOn(c) : undefined}
          right={
            canPick ? (
              // only the look of a tick: the card itself is the (aria-pressed) button
              <span aria-hidden inert>
                {multiple ? <Checkbox checked={isOn(c)} style={{ pointerEvents: 'none' }} /> : <Radio checked={isOn(c)} style={{ pointerEvents: 'none' }} />}
              </span>
            ) : undefined
          }
        />
      ))}
    </>
  );
}
