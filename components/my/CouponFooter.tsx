import Link from 'next/link';
import { Dialog } from '@/components/common/lazyAntd';
import { protocolHref } from '@/components/common/ProtocolCheckbox';
import styles from '@/components/order/order.module.css';

/** The three agreements the coupon rules point to (inventory my.md "Rules dialog"). */
const RULE_LINKS = [
  { code: 'protocol100122', title: '《薯片用户服务协议》' },
  { code: 'protocol100121', title: '《薯片隐私协议》' },
  { code: 'protocol100014', title: '《权限使用规则》' },
];

export function showCouponRules() {
  Dialog.alert({
    title: '温馨提示',
    confirmText: '我知道了',
    content: (
      <p style={{ fontSize: '0.26rem', lineHeight: 1.7, textAlign: 'left' }}>
        请您务必审慎阅读、充分理解
        {RULE_LINKS.map((l, i) => (
          <span key={l.code}>
            {i ? '和' : ''}
            <Link href={protocolHref(l.code)} className={styles.blue} onClick={() => Dialog.clear()}>
              {l.title}
            </Link>
          </span>
        ))}
        各条款，包括但不限于: 为了向您提供即时通讯、内容分享等服务，我们需要收集您的设备信息、操作日志等个人信息。你可以在“设置中查看、变更、删除个人信息并管理您的授权。”
        如果您不同意本协议的修改，请立即停止访问或使用本网站或取消已经获得的服务；如果您选择继续访问或使用本网站，则视为您已接受本协议。
      </p>
    ),
  });
}

/** 我的优惠券's footer: 通用规则, 查看已失效优惠券 (used and expired ones) and the way to the coupon centre (领券). */
export function CouponFooter() {
  return (
    <footer className={`${styles.bottomBar} fixed-column`} style={{ justifyContent: 'space-between' }}>
      <span style={{ display: 'flex', gap: '0.32rem' }}>
        <button type="button" className={`${styles.rowLink} ${styles.blue}`} onClick={showCouponRules}>
          通用规则 &gt;
        </button>
        <Link href="/my/coupon/invalid-coupon" className={`${styles.rowLink} ${styles.blue}`}>
          查看已失效优惠券 &gt;
        </Link>
      </span>
      <Link href="/my/coupon/coupons-list" className={styles.primaryBtn}>
        领券
      </Link>
    </footer>
  );
}
