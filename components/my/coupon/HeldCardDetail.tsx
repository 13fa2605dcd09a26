import Link from 'next/link';
import { chinaDateTime } from '@/lib/chinaTime';
import { fenToYuan } from '@/lib/format';
import type { UserActCardDetail } from '@/services/actCard';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty } from '@/components/common/Empty';
import { detailHref } from '@/components/order/orderRules';
import { ActCardTicket } from './ActCardTicket';
import { cardDetailHref, cardStamp, cardUseHref, heldValidity } from '@/lib/coupon/actCardView';
import orderStyles from '@/components/order/order.module.css';
import styles from './actCard.module.css';

/** 活动卡详情: a card the user holds — what it gives, uses left, validity, the order that bought it and every use. */
export function HeldCardDetail({ held }: { held: UserActCardDetail }) {
  const usable = held.state === 1;
  return (
    <div className={orderStyles.page} style={{ paddingBottom: usable ? 'calc(1.4rem + var(--safe-bottom))' : 'calc(0.4rem + var(--safe-bottom))' }}>
      <HeaderBar title="活动卡详情" fixed />
      <div style={{ padding: '0.24rem 0.24rem 0' }}>
        <ActCardTicket card={held} greyed={!usable} stamp={cardStamp(held)} lines={[`剩余${held.availableTimes}次（共${held.totalTimes}次）`, `有效期 ${heldValidity(held)}`]} />
      </div>
      <dl className={styles.rows} aria-label="活动卡信息">
        <div className={styles.row}>
          <dt>状态</dt>
          <dd>{held.stateLabel}</dd>
        </div>
        <div className={styles.row}>
          <dt>剩余次数</dt>
          <dd>
            {held.availableTimes}/{held.totalTimes}次
          </dd>
        </div>
        <div className={styles.row}>
          <dt>有效期限</dt>
          <dd>{heldValidity(held)}</dd>
        </div>
        <div className={styles.row}>
          <dt>使用限制</dt>
          <dd>{held.scopeText}</dd>
        </div>
        <div className={styles.row}>
          <dt>获得方式</dt>
          <dd>{held.cusOrderId ? <Link href={detailHref({ cusOrderId: held.cusOrderId })}>购买（查看订单）</Link> : '平台赠送'}</dd>
        </div>
        <div className={styles.row}>
          <dt>其他说明</dt>
          <dd>{held.remark || '—'}</dd>
        </div>
      </dl>
      <h2 className={styles.sectionTitle}>使用记录</h2>
      {held.uses.length ? (
        <ul className={styles.rows} aria-label="使用记录" style={{ listStyle: 'none' }}>
          {held.uses.map((u) => (
            <li key={u.id} className={`${styles.row} ${styles.use}`}>
              <span>
                抵扣 {fenToYuan(u.discountFen)}元<small>{chinaDateTime(u.usedAt ?? u.createdAt)} · {u.statusLabel}</small>
              </span>
              <Link href={detailHref({ cusOrderId: u.cusOrderId })} className={orderStyles.blue}>
                查看订单
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <Empty text={held.availableTimes < held.totalTimes ? '暂无使用明细' : '还没有使用过，下单时在“优惠券”中选择即可'} />
      )}
      {usable ? (
        <footer className={`${orderStyles.bottomBar} fixed-column`} style={{ justifyContent: 'space-between' }}>
          <Link href={cardDetailHref(held.cardId)} className={`${orderStyles.rowLink} ${orderStyles.blue}`}>
            再买一张 &gt;
          </Link>
          <Link href={cardUseHref(held)} className={orderStyles.primaryBtn}>
            去使用
          </Link>
        </footer>
      ) : null}
    </div>
  );
}
