import Link from 'next/link';
import { Stars } from '@/components/detail/Stars';
import { LazyImage } from '@/components/common/LazyImage';
import type { PlannerEvaluateSummary } from '@/lib/contract/planner/api';
import { plannerHref, statText } from './plannerText';
import styles from './evaluate.module.css';
import { pointText } from '@/lib/format';

/** averageScore 0–1000 → 0–5 with one decimal ('4.8'), '' without reviews. */
export function ratingText(averageScore: number | null | undefined): string {
  if (averageScore === null || averageScore === undefined || !Number.isFinite(averageScore)) return '';
  return (Math.round(averageScore / 20) / 10).toFixed(1);
}

/** Who the reviews are about: the planner, the overall rating, and the most used tags. */
export function PlannerRatingCard({ summary }: { summary: PlannerEvaluateSummary }) {
  const rating = ratingText(summary.averageScore);
  return (
    <section className={styles.summary} aria-label="评价概况">
      <Link href={plannerHref(summary)} className={styles.who}>
        <LazyImage src={summary.avatar} alt={summary.name} width={48} height={48} className={styles.avatar} fallback="avatar" priority />
        <div className={styles.whoText}>
          <p className={styles.name}>
            {summary.name}
            {summary.postName ? <span className={styles.post}>{summary.postName}</span> : null}
          </p>
          <p className={styles.meta}>
            薯片分 {pointText(summary.point)} · 成交 {statText(summary.payNum, '次')}
          </p>
        </div>
      </Link>
      <dl className={styles.figures}>
        <div>
          <dd>
            {rating || '--'}
            {rating ? <Stars filled={Math.floor((summary.averageScore ?? 0) / 200)} /> : null}
          </dd>
          <dt>综合评分</dt>
        </div>
        <div>
          <dd>{statText(summary.goodReputation)}</dd>
          <dt>好评率</dt>
        </div>
        <div>
          <dd>{summary.evaluateCount}</dd>
          <dt>评价数</dt>
        </div>
      </dl>
    </section>
  );
}
