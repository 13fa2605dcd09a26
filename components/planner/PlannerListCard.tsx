import Link from 'next/link';
import { LazyImage } from '@/components/common/LazyImage';
import type { PlannerListItem } from '@/lib/contract/planner/api';
import { PlannerContact } from './PlannerContact';
import { plannerHref, statText } from './plannerText';
import styles from './list.module.css';
import { pointText } from '@/lib/format';

/** A planner of /planner/list: photo, name, post, company, tags, three numbers, and the two contact buttons. */
export function PlannerListCard({ planner }: { planner: PlannerListItem }) {
  const { name } = planner;
  return (
    <article className={styles.card} aria-label={`规划师 ${name}`}>
      <Link href={plannerHref(planner)} className={styles.cardMain}>
        <LazyImage src={planner.avatar} alt={name} width={60} height={80} className={styles.photo} fallback="avatar" />
        <div className={styles.info}>
          <div className={styles.nameRow}>
            <h3 className={styles.name}>{name}</h3>
            {planner.postName ? <span className={styles.post}>{planner.postName}</span> : null}
          </div>
          {planner.recentCompany ? <p className={styles.company}>{planner.recentCompany}</p> : null}
          {planner.tagNameList.length ? (
            <ul className={styles.tags} aria-label="擅长">
              {planner.tagNameList.slice(0, 5).map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          ) : null}
          <dl className={styles.stats}>
            <div>
              <dt>历史成交</dt>
              <dd>{statText(planner.payNum)}</dd>
            </div>
            <div>
              <dt>好评率</dt>
              <dd>{statText(planner.goodReputation)}</dd>
            </div>
            <div>
              <dt>薯片分</dt>
              <dd className={styles.point}>{pointText(planner.point)}</dd>
            </div>
          </dl>
        </div>
      </Link>
      <div className={styles.cardActions}>
        <PlannerContact planner={{ mchUserId: planner.mchUserId, name, type: planner.type }} />
      </div>
    </article>
  );
}
