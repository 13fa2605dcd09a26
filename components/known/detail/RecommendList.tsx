import Link from 'next/link';
import { EyeOutline } from 'antd-mobile-icons';
import { formatCount } from '@/lib/format';
import type { KnownCard } from '@/services/known';
import { tranHref } from '@/lib/known/detailRules';
import styles from './detail.module.css';

/** 推荐阅读 under an article: title, views, topic and a picture; each row goes through the trampoline (§4a). */
export function RecommendList({ items }: { items: KnownCard[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.recommend} aria-labelledby="recommend-title">
      <h2 id="recommend-title" className={styles.sectionTitle}>
        推荐阅读
      </h2>
      <ul className={styles.recList}>
        {items.map((a) => (
          <li key={a.id}>
            <Link href={tranHref('/known/detail/article', a.id)} className={styles.recRow}>
              <span className={styles.recText}>
                <span className={styles.recTitle}>{a.title}</span>
                <span className={styles.recMeta}>
                  <span>
                    <EyeOutline aria-hidden /> {formatCount(a.browseCount)}
                  </span>
                  {a.topics[0] ? <span>{a.topics.map((t) => t.name).join(' · ')}</span> : null}
                </span>
              </span>
              {a.coverUrl ? <img className={styles.thumb} src={a.coverUrl} alt="" loading="lazy" width={208} height={140} /> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
