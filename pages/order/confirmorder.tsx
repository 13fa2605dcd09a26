import Link from 'next/link';
import { LoadError } from '@/components/common/Empty';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useState } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import { errorText, pageLoader, throwIfSession, type ReadyProps } from '@/lib/pageLoader';
import { fenToYuan } from '@/lib/format';
import { toast } from '@/lib/toast';
import { PAY_TYPE } from '@/lib/contract/order/enums';
import { calculateThePrice, type ContractFirstInfo, type Settlement } from '@/services/order';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Seo } from '@/components/common/Seo';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import { CouponPicker } from '@/components/coupon/CouponPicker';
import { ContractForm } from '@/components/order/ContractForm';
import { OrderLine } from '@/components/order/OrderLine';
import { checkoutSource, priceInputOf } from '@/components/order/checkoutInput';
import { paySchemeNote } from '@/components/order/orderRules';
import { ORDER_PROTOCOL, useCheckout } from '@/components/order/useCheckout';
import type { PriceInput } from '@/services/order';
import { Tick } from '@/components/order/Tick';
import { CampaignTermsLine } from '@/components/order/CampaignTermsLine';
import type { PickableCoupon } from '@/components/coupon/CouponPicker';
import { CheckoutAddressRow } from '@/components/my/address/CheckoutAddressRow';
import { dropCheckoutDraft, peekCheckoutDraft, stashCheckoutDraft } from '@/components/my/address/addressChoice';
import { useClientReady } from '@/components/common/useClientReady';
import { addressSelectHref } from '@/lib/address/addressRules';
import { useCheckoutAddress } from '@/components/my/address/useCheckoutAddress';
import { ADDRESS_MSG } from '@/lib/contract/address/enums';
import styles from '@/components/order/order.module.css';

/** `error`: the page's own (the checkout keeps its input, and loads coupons, even when pricing failed). */
type Data = { input: PriceInput | null; initial: Settlement | null; error: string; plannerId: string };
type Props = ReadyProps<Data>;
/** What the checkout keeps while the customer chooses an address on the list page (components/my/address/addressChoice). */
type Draft = { remark: string; contract: ContractFirstInfo | null; agreed: boolean; coupons: PickableCoupon[]; addressId: string };

export const getServerSideProps = pageLoader(
  async ({ client, query }): Promise<Data> => {
    const src = checkoutSource(query);
    const plannerId = query.plannerId || '';
    const input = priceInputOf(src);
    if (!input) return { input: null, initial: null, error: '缺少下单商品，请返回重新选择', plannerId };
    try {
      return { input, initial: await calculateThePrice(input, client), error: '', plannerId };
    } catch (e) {
      throwIfSession(e);
      return { input, initial: null, error: errorText(e, '请求数据失败，请稍后再试'), plannerId };
    }
  },
  { errorPage: true },
);

/**
 * 确认订单 (inventory §5): direct buy or cart checkout, coupons settled by the server, contract info, agreement, and
 * the shipping address when a goods is posted. Back from the address list the form starts again from its draft (the
 * server paints an empty one; the browser's copy remounts with the draft once hydrated).
 */
const ConfirmOrderPage: PageWithLayout<Props> = ({ data }) => {
  const router = useRouter();
  const ready = useClientReady();
  const draft = useMemo(() => (ready ? peekCheckoutDraft<Draft>(router.asPath) : null), [ready, router.asPath]);
  return <ConfirmOrderView key={draft ? 'draft' : 'plain'} data={data} draft={draft} />;
};

function ConfirmOrderView({ data: { input, initial, error, plannerId }, draft }: { data: Data; draft: Draft | null }) {
  const router = useRouter();
  const co = useCheckout(input, initial, plannerId || undefined);
  const [remark, setRemark] = useState(draft?.remark ?? '');
  const [contract, setContract] = useState<ContractFirstInfo | null>(draft?.contract ?? null);
  const [contractOpen, setContractOpen] = useState(false);
  const [couponOpen, setCouponOpen] = useState(false);
  const [agreed, setAgreed] = useState(draft?.agreed ?? false);
  const addr = useCheckoutAddress();
  const s = co.settlement;
  const needAddress = !!s?.needAddress;

  // The draft's coupons are settled again by the server; the address is the one picked on the list, else the draft's, else the default.
  useEffect(() => {
    if (!draft) return;
    dropCheckoutDraft();
    if (draft.coupons.length) void co.applyCoupons(draft.coupons);
  }, [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (needAddress) void addr.load(draft?.addressId);
  }, [needAddress]); // eslint-disable-line react-hooks/exhaustive-deps

  const chooseAddress = () => {
    stashCheckoutDraft<Draft>(router.asPath, { remark, contract, agreed, coupons: co.coupons, addressId: addr.address?.id ?? '' });
    void router.push(addressSelectHref(addr.address?.id));
  };
  const submit = () => {
    if (needAddress && !addr.address) return void toast.warning(addr.loading ? '正在读取收货地址，请稍候' : ADDRESS_MSG.checkoutMissing);
    void co.submit({ agreed, remark, contract, addressId: needAddress ? addr.address?.id : undefined });
  };

  if (!s) {
    return (
      <div className={styles.page}>
        <Seo title="确认订单" description="确认订单信息并提交。" path="/order/confirmorder" noindex />
        <HeaderBar title="确认订单" fixed />
        <LoadError text={error || '请求数据失败，请稍后再试'}>
          <button type="button" className="button-primary" onClick={() => router.back()}>
            返回
          </button>
        </LoadError>
      </div>
    );
  }

  const isCombo = !!input?.comboId;
  const isActivity = !!input?.activityProductId;
  const couponText = isCombo ? '套餐不可用券' : isActivity ? '活动商品不可用券' : s.discountFen > 0 ? `-${fenToYuan(s.discountFen)}元` : co.usable.length || s.usableCouponCount ? `${co.usable.length || s.usableCouponCount}个优惠券` : '无可用';
  const scheme = paySchemeNote(s.payType);

  return (
    <div className={styles.page}>
      <Seo title="确认订单" description="确认订单信息并提交。" path="/order/confirmorder" noindex />
      <HeaderBar title="确认订单" fixed />
      {needAddress ? <CheckoutAddressRow state={addr} onOpen={chooseAddress} /> : null}
      <section className={styles.card} aria-label="商品">
        {s.items.map((l) => (
          <OrderLine
            key={`${l.goodsId}-${l.skuId}-${l.cartId ?? ''}`}
            line={{ indexImg: l.img, spuName: l.name, skuDetailValues: l.skuName, skuPriceFen: l.priceFen, skuCount: l.goodsNumber }}
          />
        ))}
        {s.campaign ? <CampaignTermsLine terms={s.campaign} /> : null}
        <label className={styles.cardTitle} htmlFor="remark" style={{ display: 'block', margin: '0.16rem 0 0.08rem', fontSize: '0.26rem' }}>
          备注留言
        </label>
        <textarea id="remark" className={styles.textarea} maxLength={50} placeholder="建议提前先与规划师联系" value={remark} onChange={(e) => setRemark(e.target.value)} />
      </section>

      <section className={styles.card} aria-label="金额">
        <div className={styles.row}>
          <span className={styles.rowLabel}>商品及服务总数</span>
          <span>{s.goodsTotal}件</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>{isCombo ? '套餐价' : isActivity ? '活动价' : '商品金额'}</span>
          <span>{fenToYuan(s.skuTotalPriceFen)}元</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>优惠券</span>
          <button type="button" className={styles.rowLink} disabled={isCombo || isActivity} onClick={() => setCouponOpen(true)} aria-label={`优惠券 ${couponText}`}>
            <span className={s.discountFen > 0 ? styles.red : styles.muted}>{couponText}</span>
            <RightOutline />
          </button>
        </div>
        <div className={styles.row} style={{ justifyContent: 'flex-end' }}>
          <span>
            合计：
            <b className={styles.money} data-testid="need-pay">
              {fenToYuan(s.needPayTotalMoneyFen)}
            </b>{' '}
            元
          </span>
        </div>
      </section>

      <section className={styles.card} aria-label="付款与合同">
        <div className={styles.row}>
          <span className={styles.rowLabel}>合同信息</span>
          <button type="button" className={styles.rowLink} onClick={() => setContractOpen(true)}>
            <span className={contract ? undefined : styles.muted}>{contract ? '已完善合同信息' : '完善合同信息'}</span>
            <RightOutline />
          </button>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>支付方式</span>
          <span>在线支付</span>
        </div>
        <div className={styles.row}>
          <span className={styles.rowLabel}>付款方式</span>
          <span>{s.payTypeLabel}</span>
        </div>
        {s.payType === PAY_TYPE.DEPOSIT ? (
          <div className={styles.row}>
            <span className={styles.rowLabel}>定金尾款</span>
            <span>
              定金 {fenToYuan(s.depositAmountFen)}元，尾款 {fenToYuan(s.orderBalanceMoneyFen)}元
            </span>
          </div>
        ) : null}
      </section>
      {scheme ? <p className={styles.tip}>{scheme.tip}</p> : null}

      <div className={styles.agree}>
        <Tick checked={agreed} onChange={setAgreed} size="0.3rem">
          我已阅读过并知晓
        </Tick>
        <Link href={protocolHref(ORDER_PROTOCOL.code)}>《{ORDER_PROTOCOL.title}》</Link>
      </div>

      <footer className={`${styles.bottomBar} fixed-column`}>
        <p className={styles.bottomSum}>
          应付：<b className={styles.money}>{fenToYuan(s.payNowFen)}</b> 元
          {s.payNowFen !== s.needPayTotalMoneyFen ? <span className={styles.muted}>（订单总额 {fenToYuan(s.needPayTotalMoneyFen)} 元）</span> : null}
        </p>
        <button
          type="button"
          className={`${styles.primaryBtn} ${styles.bigBtn}`}
          style={agreed ? undefined : { opacity: 0.6 }}
          aria-disabled={!agreed}
          disabled={co.submitting}
          onClick={submit}
        >
          {co.submitting ? '提交中…' : '提交订单'}
        </button>
      </footer>

      <ContractForm
        visible={contractOpen}
        value={contract}
        onClose={() => setContractOpen(false)}
        onSave={(v) => {
          setContract(v);
          setContractOpen(false);
        }}
      />
      <CouponPicker
        visible={couponOpen}
        usable={co.usable}
        unusable={co.unusable}
        value={co.coupons}
        settle={co.settle}
        onClose={() => setCouponOpen(false)}
        onConfirm={(sel) => {
          setCouponOpen(false);
          void co.applyCoupons(sel);
        }}
      />
    </div>
  );
}

ConfirmOrderPage.getLayout = defaultLayout;
export default ConfirmOrderPage;
