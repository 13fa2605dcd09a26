import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { fenToYuan } from '@/lib/format';
import { isApiError } from '@/lib/http';
import { toast } from '@/lib/toast';
import { COUPON_FIND_TYPE, CUS_ORDER_STATUS, ORDER_ERR, PAY_TYPE } from '@/lib/contract/order/enums';
import { discountsSettlement, findOrderCouponV2Page, pushCommitOrder, type Settlement } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import { CouponPicker, type PickableCoupon } from '@/components/coupon/CouponPicker';
import { pickable } from '@/components/coupon/mapCoupon';
import { OrderLine } from '@/components/order/OrderLine';
import { OrderPageShell } from '@/components/order/OrderPageShell';
import { paySchemeNote } from '@/components/order/orderRules';
import { pageLoader, type PageProps } from '@/lib/pageLoader';
import { Tick } from '@/components/order/Tick';
import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import { CheckoutAddressRow } from '@/components/my/address/CheckoutAddressRow';
import { addressSelectHref } from '@/lib/address/addressRules';
import { useCheckoutAddress } from '@/components/my/address/useCheckoutAddress';
import styles from '@/components/order/order.module.css';

type Data = Settlement & { cusOrderId: string };
type Props = PageProps<Data>;

export const getServerSideProps = pageLoader(async ({ client, query: q }) => discountsSettlement({ cusOrderId: q.cusOrderId }, client), {
  required: ['cusOrderId'],
});

const PROTOCOL = { code: 'protocol100008', title: '薯片平台订单协议' };

/** 提交订单 (inventory §6): a planner-made order; the customer adds coupons under the combining rules and submits. */
const ConfirmUnSubmitOrderPage: PageWithLayout<Props> = ({ data, error }) => {
  const router = useRouter();
  const [s, setS] = useState(data);
  const [coupons, setCoupons] = useState<PickableCoupon[]>([]);
  const [usable, setUsable] = useState<PickableCoupon[]>([]);
  const [unusable, setUnusable] = useState<PickableCoupon[]>([]);
  const [open, setOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const cusOrderId = data?.cusOrderId ?? '';
  const addr = useCheckoutAddress();
  const needAddress = !!s?.needAddress;

  // A posted goods: the address picked on the list page (?select=1), else the default.
  useEffect(() => {
    if (needAddress) void addr.load();
  }, [needAddress]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (!cusOrderId) return;
    Promise.all([
      findOrderCouponV2Page({ cusOrderId, findType: COUPON_FIND_TYPE.USABLE, limit: 50 }),
      findOrderCouponV2Page({ cusOrderId, findType: COUPON_FIND_TYPE.UNUSABLE, limit: 50 }),
    ]).then(
      ([a, b]) => {
        setUsable(a.records.map(pickable));
        setUnusable(b.records.map(pickable));
      },
      () => undefined,
    );
  }, [cusOrderId]);

  if (!s) return <OrderPageShell title="提交订单" path="/order/confirmUnSubmitOrder" error={error || '服务器异常,请然后再试'} />;

  const settle = async (sel: PickableCoupon[]) => (await discountsSettlement({ cusOrderId, couponUseCodes: sel.map((c) => c.id) })).discountFen;
  const apply = async (sel: PickableCoupon[]) => {
    try {
      setS(await discountsSettlement({ cusOrderId, couponUseCodes: sel.map((c) => c.id) }));
      setCoupons(sel);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '优惠计算失败');
    }
  };

  const submit = async () => {
    if (!agreed) return void toast.warning(`下单前，请先同意《薯片平台用户交易下单协议》`);
    if (needAddress && !addr.address) return void toast.warning(addr.loading ? '正在读取收货地址，请稍候' : ADDRESS_MSG.checkoutMissing);
    setBusy(true);
    try {
      const res = await pushCommitOrder({
        cusOrderId,
        couponUseCodes: coupons.map((c) => c.id),
        shownPayableFen: s.needPayTotalMoneyFen,
        orderAgreementIds: PROTOCOL.code,
        addressId: needAddress ? addr.address?.id : undefined,
      });
      toast.success('下单成功');
      // Something due now → 待付款; otherwise the order is already being handled.
      setTimeout(() => void router.replace(res.cusOrderStatus === CUS_ORDER_STATUS.UNPAID ? '/order?type=1' : '/order?type=2'), 1000);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : '提交失败，请稍后再试');
      if (isApiError(e) && (e.code === ORDER_ERR.PRICE_CHANGED || e.code === ORDER_ERR.COUPON_INVALID)) {
        setCoupons([]);
        setS(await discountsSettlement({ cusOrderId }).catch(() => s));
      }
      setBusy(false);
    }
  };

  const scheme = paySchemeNote(s.payType);
  const couponText = s.discountFen > 0 ? `-${fenToYuan(s.discountFen)}元` : usable.length ? `${usable.length}个优惠券` : '无可用';

  return (
    <OrderPageShell title="提交订单" path="/order/confirmUnSubmitOrder">
      {needAddress ? <CheckoutAddressRow state={addr} onOpen={() => void router.push(addressSelectHref(addr.address?.id))} /> : null}
      <section className={styles.card} aria-label="商品">
        {s.items.map((l) => (
          <OrderLine key={`${l.goodsId}-${l.skuId}`} line={{ indexImg: l.img, spuName: l.name, skuDetailValues: l.skuName, skuPriceFen: l.priceFen, skuCount: l.goodsNumber }} />
        ))}
      </section>
      {scheme ? (
        <section className={styles.tip}>
          <p>{scheme.tip}</p>
          <p>
            {scheme.title}
            {s.payType === PAY_TYPE.DEPOSIT ? `：定金 ${fenToYuan(s.depositAmountFen)}元, 尾款 ${fenToYuan(s.orderBalanceMoneyFen)}元` : ''}
          </p>
        </section>
      ) : (
        <p className={styles.tip}>该订单先付款后服务</p>
      )}
      <section className={styles.card} aria-label="金额">
        <div className={styles.row}>
          <span className={styles.rowLabel}>商品及服务总数</span>
          <span>{s.goodsTotal}件</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>商品金额</span>
          <span>{fenToYuan(s.skuTotalPriceFen)}元</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>优惠券</span>
          <button type="button" className={styles.rowLink} onClick={() => (usable.length ? setOpen(true) : toast.show({ message: '暂无可用优惠券' }))} aria-label={`优惠券 ${couponText}`}>
            <span className={s.discountFen > 0 ? styles.red : styles.muted}>{couponText}</span>
            <RightOutline />
          </button>
        </div>
        <div className={styles.row} style={{ justifyContent: 'flex-end' }}>
          <span>
            合计：<b className={styles.money}>{fenToYuan(s.needPayTotalMoneyFen)}</b>元
            {s.payType === PAY_TYPE.DEPOSIT ? `（ 定金 ${fenToYuan(s.depositAmountFen)}元，尾款 ${fenToYuan(s.orderBalanceMoneyFen)}元）` : ''}
          </span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>支付方式</span>
          <span>在线支付</span>
        </div>
      </section>
      <div className={styles.agree}>
        <Tick checked={agreed} onChange={setAgreed} size="0.3rem">
          我已阅读过并知晓
        </Tick>
        <Link href={protocolHref(PROTOCOL.code)}>《{PROTOCOL.title}》</Link>
      </div>
      <footer className={`${styles.bottomBar} fixed-column`}>
        <p className={styles.bottomSum}>
          应付: <b className={styles.money}>{fenToYuan(s.payNowFen)}</b> 元
        </p>
        <button type="button" className={`${styles.primaryBtn} ${styles.bigBtn}`} disabled={busy} onClick={() => void submit()}>
          提交订单
        </button>
      </footer>
      <CouponPicker
        visible={open}
        multiple
        usable={usable}
        unusable={unusable}
        value={coupons}
        settle={settle}
        onClose={() => setOpen(false)}
        onConfirm={(sel) => {
          setOpen(false);
          void apply(sel);
        }}
      />
    </OrderPageShell>
  );
};

ConfirmUnSubmitOrderPage.getLayout = defaultLayout;
export default ConfirmUnSubmitOrderPage;
