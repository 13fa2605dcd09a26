import Link from 'next/link';
import { fenToYuan } from '@/lib/format';
import type { OrderInvoiceRow } from '@/lib/contract/invoice/api';
import { INVOICE_STATUS } from '@/lib/contract/invoice/enums';
import ui from '@/components/my/ui.module.css';

const APPLY = new Set<string>([INVOICE_STATUS.WAITE, INVOICE_STATUS.REJECT, INVOICE_STATUS.FAIL]);

/** 全部发票 card: a paid order, what was paid, its invoice status and the next step. */
export function InvoiceOrderCard({ order }: { order: OrderInvoiceRow }) {
  const apply = APPLY.has(order.invoiceStatus) && order.invoiceableFen > 0;
  const again = order.invoiceStatus !== INVOICE_STATUS.WAITE;
  return (
    <article className={ui.card} aria-label={`订单${order.cusOrderNo || order.orderNo}`}>
      <div className={ui.cardHead}>
        <span>订单编号：{order.cusOrderNo || order.orderNo}</span>
        <span className={order.invoiceStatus === INVOICE_STATUS.SUCCESS ? ui.tagGreen : order.invoiceStatus === INVOICE_STATUS.WAITE ? ui.tag : ui.tagGrey}>
          {order.invoiceStatusName}
        </span>
      </div>
      <div className={ui.sku}>
        {order.img ? <img src={order.img} alt="" className={ui.skuImg} /> : <span className={ui.skuImg} />}
        <div className={ui.skuBody}>
          <p className={ui.skuName}>{order.goodsName}</p>
          {order.skuName ? <p className={ui.muted}>{order.skuName}</p> : null}
          <p>
            ¥{fenToYuan(order.unitPriceFen)} ×{order.quantity}
          </p>
        </div>
      </div>
      <p className={ui.muted}>
        总价 {fenToYuan(order.totalFen)}元，优惠 {fenToYuan(order.discountFen)}元，已付款 {fenToYuan(order.paidFen)}元
        {order.refundedFen > 0 ? `，已退款 ${fenToYuan(order.refundedFen)}元` : ''}
      </p>
      <div className={ui.actions}>
        {apply ? (
          <Link className={ui.btnPrimary} href={`/order/invoice/invoiceApply?orderId=${encodeURIComponent(order.orderId)}`} role="button">
            {again ? '重新申请' : '申请开发票'}
          </Link>
        ) : null}
        {order.invoiceStatus !== INVOICE_STATUS.WAITE ? (
          <Link className={ui.btn} href={`/order/invoice/detail?orderId=${encodeURIComponent(order.orderId)}`} role="button">
            查看发票
          </Link>
        ) : null}
      </div>
    </article>
  );
}
