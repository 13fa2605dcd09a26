import Link from 'next/link';
import { RightOutline } from 'antd-mobile-icons';
import { useClientData } from '@/components/detail/useClientData';
import { LazyImage } from '@/components/common/LazyImage';
import { sanitizeHtml } from '@/lib/sanitize';
import { CASE_SORTS, caseList } from '@/services/case';
import { getCommonProblems, type TradeDetail } from '@/services/goods';
import type { TradeKind } from '@/lib/trade/kinds';
import styles from './trade.module.css';

/** 常见问题 (inventory §8 block 11): the first FAQ of this kind, and the link to all of them. */
export function TradeFaq({ dictCode }: { dictCode: string }) {
  const { data, anchor } = useClientData(() => getCommonProblems(dictCode), [dictCode], { whenVisible: true });
  const faq = data?.rows[0];
  if (!faq) return <div ref={anchor} aria-hidden />;
  return (
    <section className={styles.block} aria-label="常见问题">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>常见问题</h2>
        <Link href={`/detail/commonProblem/${encodeURIComponent(dictCode)}`} className={styles.more}>
          查看更多 <RightOutline aria-hidden />
        </Link>
      </div>
      <div className={styles.qa}>
        <p className={styles.q}>
          <span className={styles.qIcon} aria-hidden>
            Q
          </span>
          {faq.question}
        </p>
        <div className={styles.a}>
          <span className={styles.aIcon} aria-hidden>
            A
          </span>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(faq.answer) }} />
        </div>
      </div>
    </section>
  );
}

/** 精选案例 (inventory §8 block 12): the best case of this kind of listing. */
export function TradeCase({ detail, kind }: { detail: TradeDetail; kind: TradeKind | null }) {
  const one = kind?.classCode ?? detail.typeCode;
  const { data, anchor } = useClientData(
    () => caseList({ page: 1, limit: 1, productTypeCode: 'PRO_CLASS_TYPE_TRANSACTION', productOneBelongCode: one, orderItems: CASE_SORTS.score }),
    [one],
    { whenVisible: true },
  );
  const c = data?.records[0];
  if (!c) return <div ref={anchor} aria-hidden />;
  return (
    <section className={styles.block} aria-label="精选案例">
      <div className={styles.blockHead}>
        <h2 className={styles.blockTitle}>精选案例</h2>
        <Link href={`/caseexample?goodsType=PRO_CLASS_TYPE_TRANSACTION&classCode1=${encodeURIComponent(one)}`} className={styles.more}>
          查看全部 <RightOutline aria-hidden />
        </Link>
      </div>
      <Link href={`/caseexample/details?id=${encodeURIComponent(c.id)}`} className={styles.caseCard}>
        {c.caseImg ? <LazyImage src={c.caseImg} alt="" width={88} height={66} className={styles.caseImg} /> : null}
        <div className={styles.caseInfo}>
          <p className={styles.caseName}>{c.caseName}</p>
          <p className={styles.caseMeta}>
            {[c.dealCity || c.dealProvince, c.dealTime ? `${c.dealTime}天办结` : '', c.caseScoreText ? `评分${c.caseScoreText}` : '']
              .filter(Boolean)
              .join(' · ')}
          </p>
          {c.commodityAmountFen > 0 ? <p className={styles.caseAmount}>成交金额 {c.commodityAmount}元</p> : null}
        </div>
      </Link>
    </section>
  );
}
