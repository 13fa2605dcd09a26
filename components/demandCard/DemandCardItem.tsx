import { ListTime } from '@/components/common/ListTime';
import { ALLOW_PHONE_KEY, COMMENT_KEY } from '@/lib/contract/demandCard/enums';
import type { DemandCard } from '@/services/demandCard';
import { Avatar } from '@/components/common/Avatar';
import { statusTone } from './cardRules';
import styles from './cards.module.css';

const TONE = { ok: styles.tagOk, warn: styles.tagWarn, wait: styles.tagWait };

/** One card of 我的需求卡: what was asked, its status and why, and the planner who follows it up (chat with them). */
export function DemandCardItem({ card, onChat }: { card: DemandCard; onChat: (card: DemandCard) => void }) {
  const rows = card.answers.filter((a) => a.value && a.label !== COMMENT_KEY && a.label !== ALLOW_PHONE_KEY);
  return (
    <article className={styles.item} aria-label={`${card.title}，${card.statusText}`}>
      <header className={styles.head}>
        <h2 className={styles.title}>{card.title}</h2>
        <span className={`${styles.tag} ${TONE[statusTone(card.status)]}`}>{card.statusText}</span>
      </header>
      <p className={styles.meta}>
        {card.cityName} · <ListTime at={card.createdAt} />
      </p>
      <p className={styles.note}>{card.statusNote}</p>
      <dl className={styles.answers}>
        {rows.map((a) => (
          <div key={a.label} className={styles.answer}>
            <dt>{a.label}</dt>
            <dd>{a.value}</dd>
          </div>
        ))}
        {card.comment ? (
          <div className={styles.answer}>
            <dt>{COMMENT_KEY}</dt>
            <dd>{card.comment}</dd>
          </div>
        ) : null}
      </dl>
      {card.planner ? (
        <div className={styles.planner}>
          <Avatar src={card.planner.avatar} size="0.72rem" alt="" />
          <div className={styles.who}>
            <p className={styles.name}>{card.planner.name}</p>
            <p className={styles.post}>{card.planner.postName}</p>
          </div>
          <button type="button" className={styles.chat} onClick={() => onChat(card)}>
            联系规划师
          </button>
        </div>
      ) : null}
    </article>
  );
}
