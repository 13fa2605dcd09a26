import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import type { ContractFirstInfo, PriceInput, Settlement } from '@/lib/contract/order/api';
import { COUPON_FIND_TYPE, ORDER_ERR } from '@/lib/contract/order/enums';
import { FROM_PAGE } from '@/lib/contract/pay/enums';
import { autonomySubmitOrder, calculateThePrice, findOrderCouponV2Page, getPaymentSerialNo } from '@/services/order';
import { useOrderStore } from '@/stores/order';
import { pickable } from '@/components/coupon/mapCoupon';
import type { PickableCoupon } from '@/components/coupon/CouponPicker';
import { cashierHref } from './orderRules';

export const ORDER_PROTOCOL = { code: 'protocol100008', title: '薯片平台用户交易下单协议' };
const errText = (e: unknown, fallback: string) => (e instanceof Error && e.message ? e.message : fallback);

/**
 * The checkout's state: the server's settlement for the chosen coupons, the user's coupons for this order,
 * and submitting with an idempotency key (a retried tap never creates a second order).
 */
export function useCheckout(base: PriceInput | null, initial: Settlement | null, plannerId?: string) {
  const router = useRouter();
  const [settlement, setSettlement] = useState<Settlement | null>(initial);
  const [coupons, setCoupons] = useState<PickableCoupon[]>([]);
  const [usable, setUsable] = useState<PickableCoupon[]>([]);
  const [unusable, setUnusable] = useState<PickableCoupon[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const serial = useRef<string>('');
  const baseKey = JSON.stringify(base);

  const withCoupons = useCallback((codes: string[]): PriceInput | null => (base ? { ...base, couponUseCodes: codes } : null), [baseKey]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!base) return;
    let live = true;
    Promise.all([
      findOrderCouponV2Page({ ...base, findType: COUPON_FIND_TYPE.USABLE, limit: 50 }),
      findOrderCouponV2Page({ ...base, findType: COUPON_FIND_TYPE.UNUSABLE, limit: 50 }),
    ]).then(
      ([a, b]) => {
        if (!live) return;
        setUsable(a.records.map(pickable));
        setUnusable(b.records.map(pickable));
      },
      () => undefined,
    );
    getPaymentSerialNo().then(
      (r) => (serial.current = r.serialNo),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [baseKey]); // eslint-disable-line react-hooks/exhaustive-deps

  /** The discount the server gives for a selection (the picker's live summary). */
  const settle = useCallback(
    async (sel: PickableCoupon[]) => {
      const input = withCoupons(sel.map((c) => c.id));
      if (!input) return 0;
      return (await calculateThePrice(input)).discountFen;
    },
    [withCoupons],
  );

  const applyCoupons = async (sel: PickableCoupon[]) => {
    const input = withCoupons(sel.map((c) => c.id));
    if (!input) return;
    try {
      setSettlement(await calculateThePrice(input));
      setCoupons(sel);
    } catch (e) {
      toast.error(errText(e, '优惠计算失败'));
    }
  };

  const refresh = async (codes: string[]) => {
    const input = withCoupons(codes);
    if (input) setSettlement(await calculateThePrice(input));
  };

  const submit = async (opts: { agreed: boolean; remark: string; contract: ContractFirstInfo | null; addressId?: string }) => {
    if (!opts.agreed) return void toast.warning(`下单前，请先同意《${ORDER_PROTOCOL.title}》`);
    const input = withCoupons(coupons.map((c) => c.id));
    if (!input || !settlement || submitting) return;
    setSubmitting(true);
    try {
      if (!serial.current) serial.current = (await getPaymentSerialNo()).serialNo;
      const res = await autonomySubmitOrder({
        ...input,
        idempotencyKey: serial.current,
        shownPayableFen: settlement.needPayTotalMoneyFen,
        orderAgreementIds: ORDER_PROTOCOL.code,
        remark: opts.remark.trim() || undefined,
        contract: opts.contract ?? undefined,
        plannerId,
        addressId: opts.addressId,
      });
      toast.success('下单成功');
      // The cashier reads the submitted order from the order store (spec §3); it clears it once paid.
      useOrderStore.getState().setOrderData({ cusOrderId: res.cusOrderId, orderIds: res.orderIds, payType: res.cusOrderPayType, payNowFen: res.payNowFen });
      // Back from the cashier lands on the order, not on a checkout that was already submitted.
      const next = res.payNowFen > 0 ? cashierHref({ cusOrderId: res.cusOrderId, orderId: res.orderIds[0], fromPage: FROM_PAGE.ORDER_LIST }) : '/order?type=2';
      void router.replace(next);
    } catch (e) {
      toast.error(errText(e, '下单失败，请稍后再试'));
      if (isApiError(e) && (e.code === ORDER_ERR.PRICE_CHANGED || e.code === ORDER_ERR.COUPON_INVALID)) {
        const keep = e.code === ORDER_ERR.COUPON_INVALID ? [] : coupons;
        setCoupons(keep);
        await refresh(keep.map((c) => c.id)).catch(() => undefined);
      }
      setSubmitting(false);
    }
  };

  return { settlement, coupons, usable, unusable, settle, applyCoupons, submit, submitting };
}
