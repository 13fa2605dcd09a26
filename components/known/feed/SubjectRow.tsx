import Link from 'next/link';
import type { KnownCard } from '@/lib/contract/known/api';
import { knownHref } from '@/lib/contract/known/enums';
import { Avatar } from '@/components/common/Avatar';
import { LazyImage } from '@/components/common/LazyImage';
import { firstImage } from '../card/cardRules';
import styles from './subject.module.css';

/**
 * A row of 日报精选 ("{n} / 精选" on top, picture below the text) or 进站必看 (picture on the right); both open the
 * content's own page by its type (inventory known.md §14).
 */
export function SubjectRow({ card, index, variant }: { card: KnownCard; index: number; variant: 'daily' | 'mustSee' }) {
  const image = firstImage(card);
  const daily = variant === 'daily';
  return (
    <Link href={knownHref(card)} className={styles.row}>
      {daily ? (
        <span className={styles.rank}>
          <b>{index + 1}</b> / 精选
        </span>
      ) : null}
      <span className={daily ? styles.body : styles.bodySide}>
        <span className={styles.main}>
          <span className={styles.title}>{card.title}</span>
          <span className={styles.author}>
            <Avatar src={card.author.avatar} size="0.4rem" alt="" />
            <span className={styles.authorName}>{card.author.name}</span>
          </span>
          {card.contentText ? <span className={styles.text}>{card.contentText}</span> : null}
        </span>
        {image ? (
          <LazyImage src={image} alt="" width={daily ? 343 : 112} height={daily ? 160 : 76} className={daily ? styles.wideImage : styles.sideImage} />
        ) : null}
      </span>
      <span className={styles.counts}>
        {daily ? `${card.applaudCount}赞同 · ${card.remarkCount}评论` : `${card.applaudCount} 赞同 | ${card.remarkCount} 评论`}
      </span>
    </Link>
  );
}
