import Link from 'next/link';
import type { ReactNode } from 'react';
import { CheckCircleFill, CloseCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import { PAYMENT_STATUS } from '@/lib/contract/pay/enums';
import styles from './pay.module.css';

/** What a result page shows: the payment's state (lib/contract/pay/enums PAYMENT_STATUS), or no payment to look at. */
export const RESULT_VIEW = { WAITING: PAYMENT_STATUS.WAITING, PAID: PAYMENT_STATUS.PAID, FAILED: PAYMENT_STATUS.CLOSED, NO_ORDER: 3 } as const;
export type ResultView = (typeof RESULT_VIEW)[keyof typeof RESULT_VIEW];

type Props = { status: ResultView; amountText?: string; failText?: string; children?: ReactNode };

const TEXT = {
  0: { title: '查询中', text: '正在查询本次付款信息，请稍后' },
  1: { title: '支付成功', text: '感谢你的支持' },
  2: { title: '支付失败', text: '如已支付，可稍后在订单中查看，无需重新支付' },
  3: { title: '没有订单', text: '当前没有订单支付' },
} as const;

/** The result block of the pay result pages: icon, title, text and the page's buttons. */
export function PayResultView({ status, amountText, failText, children }: Props) {
  const t = TEXT[status];
  const icon =
    status === RESULT_VIEW.PAID ? (
      <CheckCircleFill color="#1ba784" />
    ) : status === RESULT_VIEW.WAITING ? (
      <ClockCircleFill color="var(--brand)" />
    ) : (
      <CloseCircleFill color="var(--danger)" />
    );
  return (
    <section className={styles.result} aria-live="polite">
      <div className={styles.resultIcon} aria-hidden>
        {icon}
      </div>
      <h2 className={styles.resultTitle}>{t.title}</h2>
      {status === RESULT_VIEW.PAID && amountText ? <p className={styles.bannerMoney} style={{ fontSize: '0.44rem', marginTop: '0.12rem' }}>¥{amountText}</p> : null}
      <p className={styles.resultText}>{status === RESULT_VIEW.FAILED && failText ? failText : t.text}</p>
      <div className={styles.resultBtns}>{children}</div>
    </section>
  );
}

export function HomeLink() {
  return (
    <Link href="/" className={styles.ghostLink}>
      返回首页
    </Link>
  );
}
