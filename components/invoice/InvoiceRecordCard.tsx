import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import type { InvoiceDetail } from '@/lib/contract/invoice/api';
import { INVOICE_STATUS } from '@/lib/contract/invoice/enums';
import { fenToYuan } from '@/lib/format';
import { chinaDateTime } from '@/lib/chinaTime';
import ui from '@/components/my/ui.module.css';
import styles from './invoice.module.css';

/** 开票历史 card: when, which type, to whom, how much → the detail page. */
export function InvoiceRecordCard({ record }: { record: InvoiceDetail }) {
  return (
    <Link href={`/order/invoice/detail?id=${encodeURIComponent(record.id)}`} className={styles.fileCard}>
      <span className="visually-hidden">发票申请{record.invoiceApplyNo} </span>
      <div className={ui.cardHead}>
        <span>申请时间：{chinaDateTime(record.applyTime)}</span>
        <span className={record.invoiceStatus === INVOICE_STATUS.SUCCESS ? ui.tagGreen : ui.tag}>{record.statusName}</span>
      </div>
      <div className={ui.line}>
        <span>发票类型</span>
        <span>{record.invoiceTypeName}</span>
      </div>
      <div className={ui.line}>
        <span>发票抬头</span>
        <span>{record.invoiceHeaderName}</span>
      </div>
      <div className={ui.line}>
        <span>开票金额</span>
        <span className={styles.amount}>
          {fenToYuan(record.invoiceMoneyFen)}元 <RightOutline aria-hidden />
        </span>
      </div>
    </Link>
  );
}
