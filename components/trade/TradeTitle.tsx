import Link from 'next/link';
import { ExclamationCircleOutline, RightOutline } from 'antd-mobile-icons';
import type { TradeDetail } from '@/services/goods';
import type { TradeKind } from '@/lib/trade/kinds';
import styles from './trade.module.css';

/** Company listings lead with the (desensitised) company name; the others with their display name. */
export function tradeTitle(detail: Pick<TradeDetail, 'name' | 'showName'>, kind: TradeKind | null): string {
  return kind?.key === 'GS' ? detail.name || detail.showName : detail.showName || detail.name;
}

/** Name, kind, price and the risk notice of a listing (inventory §8 block 3); trade prices never show 面议. */
export function TradeTitle({ detail, kind }: { detail: TradeDetail; kind: TradeKind | null }) {
  return (
    <section className={styles.title} aria-label="商品信息">
      <div className={styles.priceRow}>
        <span className={styles.price}>{detail.priceText}</span>
        {detail.locked ? <span className={styles.locked}>已锁定</span> : null}
      </div>
      <h1 className={styles.name}>
        {kind ? <span className={styles.kindChip}>{kind.tradeName}</span> : null}
        {tradeTitle(detail, kind)}
      </h1>
      <div className={styles.titleFoot}>
        {detail.productNo ? <span>编号 {detail.productNo}</span> : <span />}
        <Link href="/spread/riskTips" className={styles.risk}>
          <ExclamationCircleOutline aria-hidden />
          重要提醒
          <RightOutline aria-hidden />
        </Link>
      </div>
    </section>
  );
}

/** 交易服务保障承诺 → /spread/servicePromise. */
export function TradePromise() {
  return (
    <Link href="/spread/servicePromise" className={styles.promise}>
      <span className={styles.promiseTitle}>交易服务保障承诺</span>
      <span className={styles.promiseItems}>专属服务 · 资金保障 · 售后无忧</span>
      <RightOutline aria-hidden />
    </Link>
  );
}
