import type { CustomerOrder } from '@/lib/contract/order/api';
import { AWAITING_CONFIRM_LABEL, CUS_ORDER_STATUS } from '@/lib/contract/order/enums';
import { splitHms, useCountdown } from '@/components/pay/useCountdown';
import { bannerTone } from './orderRules';
import styles from './order.module.css';

const TONE_CLASS = { orange: styles.bannerOrange, blue: styles.bannerBlue, green: styles.bannerGreen, grey: styles.bannerGrey };

/** The detail's status banner (inventory §2 block 1) with the live payment countdown of an unpaid order. */
export function DetailBanner({ order, onExpire }: { order: CustomerOrder; onExpire: () => void }) {
  const unpaid = order.cusOrderStatus === CUS_ORDER_STATUS.UNPAID;
  const left = useCountdown(unpaid && order.countDownTimeLong ? order.countDownTimeLong : null, onExpire);
  let title = order.statusLabel;
  let lines: string[];
  if (unpaid) {
    title = '等待付款';
    if (left !== null && left > 0) {
      const t = splitHms(left);
      lines = [`请在 ${t.h} 时 ${t.m} 分 ${t.s} 秒内支付`, '超时订单将自动关闭'];
    } else lines = ['暂无支付信息'];
  } else if (order.cusOrderStatus === CUS_ORDER_STATUS.PROGRESSING) {
    lines = order.statusLabel === AWAITING_CONFIRM_LABEL ? ['您的订单已办理完成，请您确认', '超时未确认将会自动确认完成'] : ['您的订单正在办理中', '请耐心等待'];
  } else if (order.cusOrderStatus === CUS_ORDER_STATUS.COMPLETED) {
    lines = ['您的订单已完成', '请对本次服务进行评价，谢谢您的支持'];
  } else if (order.cusOrderStatus === CUS_ORDER_STATUS.CANCELLED) {
    lines = ['您的订单已取消', `取消原因:${order.cusOrderCancelReason || '订单超时未支付'}`];
  } else {
    lines = ['订单待提交', '请确认订单信息后提交'];
  }
  return (
    <section className={`${styles.banner} ${TONE_CLASS[bannerTone(order.cusOrderStatus)]}`} aria-label="订单状态">
      <h2 className={styles.bannerTitle}>{title}</h2>
      {lines.map((l) => (
        <p key={l.slice(0, 6)} className={styles.bannerText} role={l.startsWith('请在') ? 'timer' : undefined}>
          {l}
        </p>
      ))}
    </section>
  );
}
