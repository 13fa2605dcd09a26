import type { KnownCard } from '@/services/known';
import { Avatar } from '@/components/common/Avatar';
import { LazyImage } from '@/components/common/LazyImage';
import { KNOWN_TYPE, KNOWN_TYPE_NAMES, type KnownType } from '@/lib/contract/known/enums';
import { knownMetaText } from '@/lib/favourites/favouriteRules';
import styles from './favourites.module.css';

/** A collected 必懂 content: title, its author (not for questions), the text with its first picture, the counts. */
export function KnownCollectCard({ card, showKind }: { card: KnownCard; showKind: boolean }) {
  const pic = card.coverUrl || card.images[0] || '';
  return (
    <span className={styles.body}>
      <span className={styles.name}>{card.title || card.contentText}</span>
      {card.type !== KNOWN_TYPE.QUESTION ? (
        <span className={styles.author}>
          <Avatar src={card.author.avatar} size="0.4rem" alt="" />
          {card.author.name}
        </span>
      ) : null}
      {card.contentText || pic ? (
        <span className={styles.textRow}>
          {card.contentText ? <span className={styles.excerpt}>{card.contentText}</span> : null}
          {pic ? <LazyImage src={pic} alt="" width={90} height={60} className={styles.pic} /> : null}
        </span>
      ) : null}
      <span className={styles.meta}>
        {showKind ? <span className={styles.kind}>{KNOWN_TYPE_NAMES[card.type as KnownType] ?? '内容'}</span> : null}
        {knownMetaText(card)}
      </span>
    </span>
  );
}
