import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ReactNode } from 'react';
import { Dialog, Popup } from '@/components/common/lazyAntd';
import { toast } from '@/lib/toast';
import type { CustomerOrder } from '@/lib/contract/order/api';
import { CANCEL_REASONS, type CancelCode } from '@/lib/contract/order/enums';
import { agreeOrder, cancelCusOrder, confirmOrder } from '@/services/order';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import { CancelSheet } from './CancelSheet';
import { PayModal } from './PayModal';
import { RelatedOrders, type RelatedOrderView } from './RelatedOrders';
import { cashierHref, needsPayModal, payPlanOf } from './orderRules';
import type { OrderCardActions } from './OrderCard';
import styles from './order.module.css';

/** The agreements a customer accepts before the first payment (inventory §0.5): 下单协议 and 交易委托协议. */
export const PAY_AGREEMENTS = [
  { code: 'protocol100008', title: '下单协议' },
  { code: 'protocol100033', title: '交易委托协议' },
];
export const PAY_AGREEMENT_IDS = PAY_AGREEMENTS.map((a) => a.code).join(',');

const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

export const relatedOf = (o: CustomerOrder): RelatedOrderView[] =>
  o.orders.map((l) => ({ orderId: l.orderId, orderNo: l.orderNo, payableFen: l.orderPayableMoneyFen, skus: [{ id: l.orderId, name: l.spuName, count: l.skuCount }] }));

/**
 * Cancel, pay and confirm for one customer order (inventory §0.5 flows), shared by the list and the detail.
 * `fromPage` travels to the cashier and back; `onChanged` reloads the caller after a change.
 */
export function useOrderActions(fromPage: 'orderList' | 'orderDetail', onChanged: () => void): { actions: OrderCardActions; overlays: ReactNode } {
  const router = useRouter();
  const [cancelling, setCancelling] = useState<CustomerOrder | null>(null);
  const [busy, setBusy] = useState(false);
  const [together, setTogether] = useState<CustomerOrder | null>(null);
  const [modalOrder, setModalOrder] = useState<CustomerOrder | null>(null);

  const goCashier = (o: CustomerOrder, batchIds?: string[]) =>
    void router.push(cashierHref({ cusOrderId: o.cusOrderId, batchIds, orderId: o.orders[0]?.orderId, fromPage }));

  const choosePayment = (o: CustomerOrder) => {
    if (needsPayModal(o.cusOrderPayType)) setModalOrder(o);
    else goCashier(o, o.thisTimeBatchIds);
  };

  const agreeFirst = async (o: CustomerOrder): Promise<boolean> => {
    if (o.orderAgreementIds) return true;
    const ok = await Dialog.confirm({
      title: '温馨提示',
      content: (
        <p>
          请仔细阅读并同意,
          {PAY_AGREEMENTS.map((a, i) => (
            <span key={a.code}>
              {i ? '，' : ''}
              <Link href={protocolHref(a.code)} className={styles.blue}>
                《{a.title}》
              </Link>
            </span>
          ))}
        </p>
      ),
      confirmText: '同意并继续',
      cancelText: '不同意',
    });
    if (!ok) return false;
    try {
      await agreeOrder({ cusOrderId: o.cusOrderId, orderAgreementIds: PAY_AGREEMENT_IDS });
      toast.success('操作成功');
      return true;
    } catch (e) {
      toast.error(errText(e, '获取协议失败，请刷新重试'));
      return false;
    }
  };

  const onPay = async (o: CustomerOrder) => {
    if (!(await agreeFirst(o))) return;
    const due = o.orders.filter((l) => l.isNeedPay === 1);
    if (due.length > 1) setTogether(o);
    else choosePayment(o);
  };

  const onConfirm = async (o: CustomerOrder) => {
    const ids = o.orders.filter((l) => l.canConfirm).map((l) => l.orderId);
    if (!ids.length) return void toast.warning('该订单未到确认完成节点！');
    const ok = await Dialog.confirm({ content: '确认服务已全部完成吗？确认后订单将完成', confirmText: '确认完成', cancelText: '再想想' });
    if (!ok) return;
    try {
      await confirmOrder(ids);
      toast.success('操作成功');
      onChanged();
    } catch (e) {
      toast.error(errText(e, '操作失败，请稍后再试'));
    }
  };

  const submitCancel = async (reason: { code: string; name: string }) => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelCusOrder({ cusOrderId: cancelling.cusOrderId, cancelCode: reason.code as CancelCode, cancelReason: reason.name });
      setCancelling(null);
      toast.success('操作成功');
      onChanged();
    } catch (e) {
      toast.error(errText(e, '取消失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  const overlays = (
    <>
      <CancelSheet
        visible={!!cancelling}
        related={cancelling ? relatedOf(cancelling) : []}
        reasons={[...CANCEL_REASONS]}
        busy={busy}
        onClose={() => setCancelling(null)}
        onSubmit={(r) => void submitCancel(r)}
      />
      <Popup visible={!!together} onMaskClick={() => setTogether(null)} bodyStyle={{ borderRadius: '0.24rem 0.24rem 0 0' }}>
        <section className={styles.sheet} aria-label="以下订单需一起付款">
          <h2 className={styles.sheetTitle}>以下订单需一起付款</h2>
          <p className={styles.sheetText}>由于以下订单具有同属关系，需要一起付款</p>
          {together ? <RelatedOrders orders={relatedOf(together)} /> : null}
          <div className={styles.sheetFoot}>
            <button type="button" className={`${styles.ghostBtn} ${styles.bigBtn}`} onClick={() => setTogether(null)}>
              暂不支付
            </button>
            <button
              type="button"
              className={`${styles.primaryBtn} ${styles.bigBtn}`}
              onClick={() => {
                const o = together;
                setTogether(null);
                if (o) choosePayment(o);
              }}
            >
              立即支付
            </button>
          </div>
        </section>
      </Popup>
      <PayModal
        visible={!!modalOrder}
        cusOrderId={modalOrder?.cusOrderId ?? ''}
        plan={modalOrder ? payPlanOf(modalOrder) : null}
        onClose={() => setModalOrder(null)}
        onPay={(ids) => {
          const o = modalOrder;
          setModalOrder(null);
          if (o) goCashier(o, ids);
        }}
      />
    </>
  );

  return {
    actions: { onCancel: (o) => setCancelling(o), onPay: (o) => void onPay(o), onConfirm: (o) => void onConfirm(o) },
    overlays,
  };
}
