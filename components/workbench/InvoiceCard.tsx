import { chinaDateTime } from '@/lib/chinaTime';
import { INVOICE_STATUS } from '@/lib/contract/invoice/enums';
import type { PlannerInvoice } from '@/services/workbench';
import { InfoRow } from './InfoRow';
import styles from './workbench.module.css';

const TONE: Record<string, string> = {
  [INVOICE_STATUS.SUCCESS]: styles.tagDone,
  [INVOICE_STATUS.REJECT]: styles.tagWarn,
  [INVOICE_STATUS.FAIL]: styles.tagWarn,
  [INVOICE_STATUS.CANCEL]: styles.tagMuted,
};

type Props = { invoice: PlannerInvoice; busy: boolean; onIssue: (i: PlannerInvoice) => void; onReject: (i: PlannerInvoice) => void };

/** One invoice application for an order the planner serves: what to issue, to whom, and 开票 / 驳回 while under audit. */
export function InvoiceCard({ invoice: i, busy, onIssue, onReject }: Props) {
  const open = i.invoiceStatus === INVOICE_STATUS.AUDIT;
  return (
    <article className={styles.card} aria-label={`开票申请${i.invoiceApplyNo}，${i.statusName}`}>
      <header className={styles.head}>
        <span>订单号 {i.cusOrderNo}</span>
        <span className={`${styles.tag} ${TONE[i.invoiceStatus] ?? ''}`}>{i.statusName}</span>
      </header>
      <p className={styles.title} style={{ marginTop: '0.16rem' }}>
        {i.invoiceHeaderName}
      </p>
      <dl className={styles.rows}>
        <InfoRow label="开票金额" value={`¥${i.invoiceMoney}`} />
        <InfoRow label="发票类型" value={`${i.invoiceTypeName}（${i.invoiceHeaderTypeName}）`} />
        {i.taxpayerIdentifNum ? <InfoRow label="税号" value={i.taxpayerIdentifNum} /> : null}
        <InfoRow label="开票内容" value={i.invoiceContentName} />
        <InfoRow label="服务" value={[i.goodsName, i.skuName].filter(Boolean).join(' · ')} />
        {i.applyUserName ? <InfoRow label="申请人" value={i.applyUserName} /> : null}
        <InfoRow label="申请时间" value={chinaDateTime(i.applyTime)} />
        {i.invoiceTime ? <InfoRow label="开票时间" value={chinaDateTime(i.invoiceTime)} /> : null}
        {i.files[0]?.invoiceNo ? <InfoRow label={i.files[0].specimen ? '样票编号（非正式发票）' : '发票号码'} value={i.files[0].invoiceNo} /> : null}
      </dl>
      {i.remarks && i.invoiceStatus !== INVOICE_STATUS.SUCCESS ? <p className={styles.warn}>原因：{i.remarks}</p> : null}
      {open ? (
        <div className={styles.actions}>
          <button type="button" className={`${styles.btn} ${styles.btnDanger}`} disabled={busy} onClick={() => onReject(i)}>
            驳回
          </button>
          <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} disabled={busy} onClick={() => onIssue(i)}>
            开票
          </button>
        </div>
      ) : null}
    </article>
  );
}
