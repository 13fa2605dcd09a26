import Link from 'next/link';
import { toast } from '@/lib/toast';
import type { OrderSummary } from '@/lib/contract/order/api';
import { AFTER_SALE_STATE, EVALUATE_STATE, ORDER_CONTRACT_STATUS } from '@/lib/contract/order/enums';
import styles from './order.module.css';

const enc = encodeURIComponent;

/** One after-purchase entry: where it goes (or the toast it shows instead) and how it looks. */
export type AfterPurchaseLink = { key: string; text: string; href?: string; refusal?: string; primary?: boolean };

/**
 * The after-purchase entries of one order line (inventory order.md §0.5): 退款/售后 · 售后中 · 已售后, 签署合同 /
 * 查看合同, 申请开票 / 查看发票, 写评价 / 查看评价. What is allowed is decided by the server (`afterPurchase`).
 */
export function afterPurchaseLinks(line: OrderSummary, fromPage: 'orderList' | 'orderDetail'): AfterPurchaseLink[] {
  const a = line.afterPurchase;
  const ids = `orderId=${enc(line.orderId)}&cusOrderId=${enc(line.cusOrderId)}`;
  const out: AfterPurchaseLink[] = [];
  if (a.afterSaleState === AFTER_SALE_STATE.APPLY) out.push({ key: 'refund', text: '退款/售后', href: `/my/afterSale/refund?orderId=${enc(line.orderId)}` });
  else if (a.afterSaleState === AFTER_SALE_STATE.OPEN && a.afterSaleId)
    out.push({ key: 'refund', text: '售后中', href: `/my/afterSale/detail?orderId=${enc(line.orderId)}&orderNo=${enc(line.orderNo)}&id=${enc(a.afterSaleId)}` });
  else if (a.afterSaleState === AFTER_SALE_STATE.DONE) out.push({ key: 'refund', text: '已售后', href: '/my/afterSale/list' });
  if (a.contractStatus) out.push({ key: 'contract', text: a.contractStatus === ORDER_CONTRACT_STATUS.DONE ? '查看合同' : '签署合同', href: `/order/OrderContract?${ids}&fromPage=${fromPage}` });
  else if (a.canContract) out.push({ key: 'contract', text: '签署合同', href: `/contract/edit?${ids}&fromPage=${fromPage}` });
  else if (a.afterSaleState === AFTER_SALE_STATE.OPEN) out.push({ key: 'contract', text: '签署合同', refusal: '抱歉，您的订单不可申请合同' });
  if (a.invoiceableFen > 0) out.push({ key: 'invoice', text: '申请开票', href: `/order/invoice/invoiceApply?orderId=${enc(line.orderId)}` });
  else if (a.invoiceId) out.push({ key: 'invoice', text: '查看发票', href: `/order/invoice/detail?id=${enc(a.invoiceId)}&orderId=${enc(line.orderId)}` });
  if (a.evaluateStatus === EVALUATE_STATE.WRITE) out.push({ key: 'evaluate', text: '写评价', href: `/my/evaluate/write?infoId=${enc(line.orderId)}`, primary: true });
  else if (a.evaluateStatus === EVALUATE_STATE.DONE) out.push({ key: 'evaluate', text: '查看评价', href: `/my/evaluate/detail?infoId=${enc(line.orderId)}` });
  return out;
}

/** The entries as buttons, for the order list card and each line of the order detail. */
export function AfterPurchaseLinks({ line, fromPage }: { line: OrderSummary; fromPage: 'orderList' | 'orderDetail' }) {
  const links = afterPurchaseLinks(line, fromPage);
  if (!links.length) return null;
  return (
    <>
      {links.map((l) =>
        l.href ? (
          <Link key={l.key} href={l.href} className={l.primary ? styles.primaryBtn : styles.ghostBtn}>
            {l.text}
          </Link>
        ) : (
          <button key={l.key} type="button" className={styles.ghostBtn} onClick={() => toast.show({ message: l.refusal ?? '' })}>
            {l.text}
          </button>
        ),
      )}
    </>
  );
}
