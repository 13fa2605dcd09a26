import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { nav } from '@/lib/navigate';
import { toast } from '@/lib/toast';
import { MINI_PAGES } from '@/lib/contract/wechat/enums';
import type { CouponToAppData } from '@/services/loaders/couponCentre';
import { findUrlScheme } from '@/services/wechat';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { useAppFlags } from '@/components/common/AppFlags';
import { useClientReady } from '@/components/common/useClientReady';
import { browserOpenAppEnv, openApp } from '@/components/common/openApp';
import { handoffMode, type HandoffMode } from '@/lib/wechat/handoffRules';
import { CouponCard } from './CouponCard';
import { templateCard } from './mapCoupon';
import styles from '@/components/wechat/handoff.module.css';

const CENTRE = '/activity/coupon';

/**
 * The coupon hand-off (/activity/coupontoapp): the coupons a shared link names, to receive in the app (the open-app
 * rules: a messaging app's browser goes to the store, others try the app and fall back to the store after 3 s) or
 * in the mini-program (its URL scheme; inside WeChat through /activity/openWxApplet), or on the web. Inside the app
 * the web 领券中心 opens at once.
 */
export function CouponToApp({ data: { coupons, couponIds } }: { data: CouponToAppData }) {
  const router = useRouter();
  const { isInApp } = useAppFlags();
  const ready = useClientReady();
  const mode: HandoffMode | null = ready ? handoffMode(navigator.userAgent) : null;
  const [opening, setOpening] = useState(false);
  const miniQuery = couponIds.length ? `couponIds=${couponIds.join(',')}` : '';

  useEffect(() => {
    if (isInApp) void router.replace(CENTRE);
  }, [isInApp, router]);

  const openInApp = () => {
    if (mode === 'desktop') return void toast.warning('请使用手机浏览器访问本页面即可打开薯片找人APP');
    openApp(browserOpenAppEnv());
  };

  const openInMini = async () => {
    if (mode === 'wechat' || mode === 'miniProgram' || mode === 'desktop') {
      const q = new URLSearchParams({ path: MINI_PAGES.COUPON_CENTRE, query: miniQuery });
      return void router.push(`/activity/openWxApplet?${q}`);
    }
    setOpening(true);
    try {
      nav.assign((await findUrlScheme({ path: MINI_PAGES.COUPON_CENTRE, query: miniQuery })).openlink);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '小程序链接获取失败，请稍后重试');
    } finally {
      setOpening(false);
    }
  };

  return (
    <div className={styles.page}>
      <Seo title="领取优惠券" description="打开薯片找人APP或小程序领取优惠券，下单立享优惠。" path="/activity/coupontoapp" noindex />
      <HeaderBar title="领取优惠券" />
      <section className={styles.head}>
        <img src="/images/logo.svg" alt="" width={56} height={56} />
        <h2>好友送您优惠券</h2>
        <p>打开薯片找人APP或小程序领取，下单立享优惠</p>
      </section>
      <section className={styles.block} aria-label="可领取的优惠券" style={{ alignItems: 'stretch' }}>
        {coupons === null ? (
          <LoadError text="优惠券加载失败，请稍后再试" />
        ) : coupons.length ? (
          coupons.map((c) => <CouponCard key={c.id} coupon={templateCard(c)} disabled={c.couponStatus === 1} badge={c.couponStatus === 1 ? '已领完' : undefined} />)
        ) : (
          <Empty text="优惠券已领完或已结束" hint="去领券中心看看其他优惠券" />
        )}
      </section>
      <section className={styles.block} aria-label="领取方式">
        <button type="button" className={styles.primary} style={{ background: 'var(--brand)' }} onClick={openInApp}>
          打开APP领取
        </button>
        <button type="button" className={styles.secondary} disabled={opening} onClick={() => void openInMini()}>
          {opening ? '正在打开…' : '在微信小程序中领取'}
        </button>
        <p className={styles.hint}>未安装APP时将前往应用商店下载</p>
      </section>
      <p className={styles.web}>
        <Link href={CENTRE}>在网页领券中心领取 &gt;</Link>
      </p>
    </div>
  );
}
