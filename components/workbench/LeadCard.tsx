import Link from 'next/link';
import { ListTime } from '@/components/common/ListTime';
import { ALLOW_PHONE_KEY, COMMENT_KEY } from '@/lib/contract/demandCard/enums';
import type { PlannerDemandCard } from '@/services/demandCard';
import { InfoRow } from './InfoRow';
import styles from './workbench.module.css';

/** The questionnaire answers worth showing (the comment and the phone consent have their own lines). */
export const answerRows = (card: PlannerDemandCard) => card.answers.filter((a) => a.value && a.label !== COMMENT_KEY && a.label !== ALLOW_PHONE_KEY);

/** One demand-card lead assigned to the planner: what the customer needs, where, and 联系客户. */
export function LeadCard({ card, onContact, full = false }: { card: PlannerDemandCard; onContact: (c: PlannerDemandCard) => void; full?: boolean }) {
  const rows = answerRows(card);
  const shown = full ? rows : rows.slice(0, 3);
  return (
    <article className={styles.card} aria-label={`${card.title}，${card.customer.name}`}>
      <header className={styles.head}>
        <span className={styles.title}>{card.title}</span>
        <span className={styles.tag}>{card.statusText}</span>
      </header>
      <p className={styles.sub}>
        {card.cityName} · <ListTime at={card.createdAt} />
      </p>
      <dl className={`${styles.rows} ${styles.rowsWide}`}>
        <InfoRow label="客户" value={card.customer.name || '客户'} />
        <InfoRow label="电话" value={card.allowPhone ? card.customer.phone : `${card.customer.phone}（客户未允许电话联系）`} />
        {shown.map((a) => (
          <InfoRow key={a.label} label={a.label} value={a.value} />
        ))}
        {full && card.comment ? <InfoRow label={COMMENT_KEY} value={card.comment} /> : null}
      </dl>
      {full ? <p className={styles.note}>{card.statusNote}</p> : null}
      <div className={styles.actions}>
        {full ? null : (
          <Link href={`/workbench/leads/${encodeURIComponent(card.id)}`} className={styles.link} style={{ marginRight: 'auto' }}>
            查看详情
          </Link>
        )}
        <button type="button" className={`${styles.btn} ${styles.btnPrimary}`} onClick={() => onContact(card)}>
          联系客户
        </button>
      </div>
    </article>
  );
}
