import { IntentLink } from '@/components/common/IntentLink';
import { Glyph } from '@/components/common/Glyph';
import type { HomePlannerView } from './homeView';
import { Avatar } from '@/components/common/Avatar';
import card from './home.module.css';
import styles from './PlannerStrip.module.css';
import { pointText } from '@/lib/format';

/** 推荐规划师: the city's best-rated planners, each opening their business card. */
export function PlannerStrip({ planners }: { planners: HomePlannerView[] }) {
  if (!planners.length) return null;
  return (
    <section className={`${card.card} ${card.later}`} aria-labelledby="home-planners">
      <div className={card.cardHead}>
        <h2 id="home-planners" className={card.cardTitle}>
          推荐规划师
        </h2>
        <IntentLink href="/planner/list" className={card.more}>
          更多
          <Glyph name="right" />
        </IntentLink>
      </div>
      <ul className={styles.planners}>
        {planners.map((p) => (
          <li key={p.mchUserId}>
            <IntentLink href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`} className={styles.planner}>
              <Avatar src={p.avatar} size="1.04rem" alt={p.name} />
              <strong>{p.name}</strong>
              <span className={styles.post}>{p.postName || '规划师'}</span>
              <span className={styles.point}>
                薯片分 <b>{pointText(p.point)}</b>
              </span>
              <span className={styles.plannerMeta}>
                {p.payNum > 0 ? `成交 ${p.payNum}` : ''}
                {p.payNum > 0 && p.goodReputation ? ' · ' : ''}
                {p.goodReputation ? `好评 ${p.goodReputation}` : ''}
              </span>
            </IntentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
