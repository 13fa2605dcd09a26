import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { fenToYuan } from '@/lib/format';
import { ACT_CARD_REFUND_RULE, ACT_CARD_REFUND_RULE_DETAIL } from '@/lib/contract/coupon/actCardEnums';
import { addActCardOrder, type ActCard } from '@/services/actCard';
import { getPaymentSerialNo } from '@/services/order';
import { HeaderBar } from '@/components/common/HeaderBar';
import { ActCardTicket } from './ActCardTicket';
import { buyNowText, cardCashierHref } from '@/lib/coupon/actCardView';
import orderStyles from '@/components/order/order.module.css';
import styles from './actCard.module.css';

/**
 * 购买确认 (inventory my §3 act-card-details): the card, its price, uses, validity, scope and notes; 立即购买 creates
 * the order (at the server's price, once per serial number) and opens the normal cashier.
 */
export function CardConfirm({ card }: { card: ActCard }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const serial = useRef('');
  useEffect(() => {
    getPaymentSerialNo().then(
      (r) => (serial.current = r.serialNo),
      () => undefined,
    );
  }, []);

  const buy = async () => {
    if (busy || !card.canBuy) return;
    setBusy(true);
    try {
      if (!serial.current) serial.current = (await getPaymentSerialNo()).serialNo;
      const res = await addActCardOrder({ id: card.id, serialNo: serial.current });
      void router.push(cardCashierHref(res.cusOrderId));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '操作失败');
      setBusy(false);
    }
  };

  return (
    <div className={orderStyles.page} style={{ paddingBottom: 'calc(1.4rem + var(--safe-bottom))' }}>
      <HeaderBar title="购买确认" fixed />
      <div style={{ padding: '0.24rem 0.24rem 0' }}>
        <ActCardTicket card={card} greyed={!card.canBuy} lines={[`可使用${card.availableTimes}次`, `有效期：${card.validityText}`]} />
      </div>
      <p className={styles.price} aria-label="价格">
        {fenToYuan(card.priceFen)}
        <small>元</small>
      </p>
      <dl className={styles.rows} aria-label="活动卡信息">
        <div className={styles.row}>
          <dt>活动卡</dt>
          <dd>{card.cardName}</dd>
        </div>
        <div className={styles.row}>
          <dt>可使用次数</dt>
          <dd>{card.availableTimes}次</dd>
        </div>
        <div className={styles.row}>
          <dt>有效期限</dt>
          <dd>{card.validateDays ? `${card.validateDays}天（自购买之日起）` : card.validityText}</dd>
        </div>
        <div className={styles.row}>
          <dt>使用限制</dt>
          <dd>{card.scopeText}</dd>
        </div>
        <div className={styles.row}>
          <dt>限购</dt>
          <dd>
            每人限购{card.perUserLimit}张{card.boughtCount ? `（您已购${card.boughtCount}张）` : ''}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>退款规则</dt>
          <dd>
            {ACT_CARD_REFUND_RULE.replace(/^退款规则：/, '')}。{ACT_CARD_REFUND_RULE_DETAIL}
          </dd>
        </div>
        <div className={styles.row}>
          <dt>其他说明</dt>
          <dd>{card.remark || '—'}</dd>
        </div>
      </dl>
      <footer className={`${orderStyles.bottomBar} fixed-column`}>
        <button type="button" className={`${orderStyles.primaryBtn} ${orderStyles.bigBtn}`} style={{ width: '100%' }} disabled={busy || !card.canBuy} onClick={() => void buy()}>
          {card.canBuy ? buyNowText(card.priceFen) : card.whyNot}
        </button>
      </footer>
    </div>
  );
}
