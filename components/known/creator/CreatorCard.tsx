import Link from 'next/link';
import type { CreatorItem } from '@/services/known';
import { KNOWN_STATUS, KNOWN_TYPE_NAMES, type KnownType } from '@/lib/contract/known/enums';
import { creatorCardHref, creatorFooter, statusBadge } from '@/lib/known/creatorRules';
import styles from './creator.module.css';

/** One post of the creator: status badge and title, its text with the first picture, its counts; held or refused ones say why. */
export function CreatorCard({ item }: { item: CreatorItem }) {
  const badge = statusBadge(item.status);
  const image = item.images[0] || item.coverUrl;
  const typeName = KNOWN_TYPE_NAMES[item.type as KnownType] ?? '内容';
  const title = item.title || item.contentText.slice(0, 30);
  return (
    <li className={styles.card}>
      <Link href={creatorCardHref(item)} className={styles.cardLink}>
        <h3 className={styles.cardTitle}>
          <span className={styles.badge} style={{ color: badge.colour, borderColor: badge.colour }}>
            {badge.text}
          </span>
          <span className={styles.typeTag}>{typeName}</span>
          {title}
        </h3>
        {item.reviewReason && item.status !== KNOWN_STATUS.PUBLISHED ? (
          <p className={item.status === KNOWN_STATUS.REJECTED ? styles.reason : styles.held}>
            {item.status === KNOWN_STATUS.REJECTED ? '未通过原因' : '审核说明'}：{item.reviewReason}
          </p>
        ) : null}
        <div className={styles.cardBody}>
          {item.contentText ? <p className={styles.cardText}>{item.contentText}</p> : <p className={styles.cardText} />}
          {image ? <img className={styles.cardImage} src={image} alt="" width={100} height={75} loading="lazy" /> : null}
        </div>
        <p className={styles.cardFoot}>{creatorFooter(item)}</p>
      </Link>
    </li>
  );
}
