import Link from 'next/link';
import { LazyImage } from '@/components/common/LazyImage';
import type { CaseItem } from '@/lib/contract/case/api';
import styles from './case.module.css';

/** Scores below 8 are shown in the low style (caseScore is ×100). */
export const isLowScore = (score: number | null) => score !== null && score < 800;

export const caseHref = (id: string) => `/caseexample/details?id=${encodeURIComponent(id)}`;

/** A case of the case square and the planner card (inventory §15.1). */
export function CaseCard({ item }: { item: CaseItem }) {
  return (
    <Link href={caseHref(item.id)} className={styles.card}>
      {item.caseImg ? <LazyImage src={item.caseImg} alt="" width={88} height={70} className={styles.cardImg} /> : null}
      <div className={styles.cardBody}>
        <div className={styles.cardTop}>
          <h3 className={styles.cardName}>{item.caseName}</h3>
          {item.caseScoreText ? (
            <span className={isLowScore(item.caseScore) ? styles.scoreLow : styles.score}>
              <b>{item.caseScoreText}</b>分
            </span>
          ) : null}
        </div>
        <p className={styles.cardMeta}>
          办理周期：{item.dealTime || 0}天{item.dealCity || item.dealProvince ? ` · ${item.dealCity || item.dealProvince}` : ''}
        </p>
        {item.caseIntro ? <p className={styles.cardIntro}>案例简介：{item.caseIntro}</p> : null}
      </div>
    </Link>
  );
}
