import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { CASE_SORTS, caseList } from '@/services/case';
import type { GoodsDetail } from '@/services/goods';
import { useClientData } from './useClientData';
import styles from './sections.module.css';
import { LazyImage } from '@/components/common/LazyImage';

/** 精选案例 (inventory §7.1 block 7): the best case of this category, and a nudge to ask if it is not the right one. */
export function CaseSection({ goods, onConsult }: { goods: GoodsDetail; onConsult?: () => void }) {
  const { data, anchor } = useClientData(
    () =>
      caseList({
        page: 1,
        limit: 1,
        productTypeCode: 'PRO_CLASS_TYPE_SERVICE',
        productOneBelongCode: goods.classCodeOne,
        productTwoBelongCode: goods.classCodeTwo || undefined,
        orderItems: CASE_SORTS.score,
      }),
    [goods.id],
    { whenVisible: true },
  );
  const c = data?.records[0];
  if (!c) return <div ref={anchor} aria-hidden />;
  return (
    <section className={styles.block} aria-label="精选案例">
      <h2 className={styles.blockTitle}>精选案例</h2>
      <Link href={`/caseexample/details?id=${encodeURIComponent(c.id)}`} className={styles.caseCard}>
        <LazyImage src={c.caseImg} alt="" width={90} height={68} fallback="goods" className={styles.caseImg} />
        <div className={styles.caseInfo}>
          <p className={styles.caseName}>{c.caseName}</p>
          <p className={styles.caseMeta}>
            {[c.dealCity || c.dealProvince, c.dealTime ? `${c.dealTime}天办结` : '', c.caseScoreText ? `评分${c.caseScoreText}` : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
          {c.commodityAmountFen > 0 ? <p className={styles.caseAmount}>成交金额 {c.commodityAmount}元</p> : null}
        </div>
        <RightOutline aria-hidden className={styles.caseArrow} />
      </Link>
      {onConsult ? (
        <div className={styles.caseAsk}>
          <span>没找到你想看的案例？</span>
          <button type="button" onClick={onConsult}>
            去咨询
          </button>
        </div>
      ) : null}
    </section>
  );
}
