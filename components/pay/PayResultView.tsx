import Link from 'next/link';
import type { ReactNode } from 'react';
import { CheckCircleFill, CloseCircleFill, ClockCircleFill } from 'antd-mobile-icons';
import styles from './pay.module.css';

type Props = { status: 0 | 1 | 2 | 3; amountText?: string; failText?: string; children?: ReactNode };

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
    status === 1 ? (
      <CheckCircleFill color="#1ba784" />
    ) : status === 0 ? (
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
      {status === 1 && amountText ? <p className={styles.bannerMoney} style={{ fontSize: '0.44rem', marginTop: '0.12rem' }}>¥{amountText}</p> : null}
      <p className={styles.resultText}>{status === 2 && failText ? failText : t.text}</p>
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
