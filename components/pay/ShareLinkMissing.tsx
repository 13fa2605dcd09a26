import Link from 'next/link';
import { CloseCircleFill } from 'antd-mobile-icons';
import styles from './pay.module.css';

/** Texts of the share-pay pages opened without (or with a broken) link token. */
export const SHARE_LINK_COPY = {
  missing: {
    title: '支付链接不完整',
    text: '这个链接缺少支付信息，可能是复制时只复制了一部分。请向分享人重新获取完整的支付链接后再打开。',
  },
  invalid: {
    title: '支付链接无效',
    text: '支付链接无效，请向分享人重新获取',
  },
  noResult: {
    title: '没有找到这笔支付',
    text: '链接中缺少支付信息，无法查询支付结果。如已完成付款，分享人可在订单中查看；也可以向分享人重新获取支付链接。',
  },
} as const;

/**
 * What the share-pay pages show when their token is missing or unknown: what happened, and the ways on (the
 * home page, the services), like the other pages opened without their query.
 */
export function ShareLinkMissing({ kind, text }: { kind: keyof typeof SHARE_LINK_COPY; text?: string }) {
  const copy = SHARE_LINK_COPY[kind];
  return (
    <section className={styles.result} role="status" aria-label={copy.title}>
      <div className={styles.resultIcon} aria-hidden>
        <CloseCircleFill color="var(--danger)" />
      </div>
      <h2 className={styles.resultTitle}>{copy.title}</h2>
      <p className={styles.resultText}>{text || copy.text}</p>
      <div className={styles.resultBtns}>
        <Link href="/" className={styles.primaryLink}>
          返回首页
        </Link>
        <Link href="/category" className={styles.ghostLink}>
          看看服务
        </Link>
      </div>
    </section>
  );
}
