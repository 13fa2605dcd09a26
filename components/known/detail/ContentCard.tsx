import Link from 'next/link';
import { knownHref, KNOWN_TYPE, KNOWN_TYPE_NAMES, type KnownType } from '@/lib/contract/known/enums';
import type { KnownCard } from '@/services/known';
import styles from './topic.module.css';

/** One content of a topic: its kind, title, summary, author and counts, and its picture; tap → its page. */
export function ContentCard({ card: c }: { card: KnownCard }) {
  const kind = KNOWN_TYPE_NAMES[c.type as KnownType] ?? '内容';
  const counts = c.type === KNOWN_TYPE.QUESTION ? `${c.answerCount} 回答 · ${c.collectCount} 收藏` : `${c.applaudCount} 赞同 · ${c.remarkCount} 评论`;
  return (
    <li>
      <Link href={knownHref(c)} className={styles.card}>
        <span className={styles.cardText}>
          <span className={styles.cardTitle}>
            <span className={styles.kind}>{kind}</span>
            {c.title || c.contentText}
          </span>
          {c.title && c.contentText ? <span className={styles.cardSummary}>{c.contentText}</span> : null}
          <span className={styles.cardMeta} style={{ display: 'block' }}>
            {c.author.name || '薯片用户'} · {counts}
          </span>
        </span>
        {c.coverUrl ? <img className={styles.cardThumb} src={c.coverUrl} alt="" loading="lazy" width={180} height={136} /> : null}
      </Link>
    </li>
  );
}
