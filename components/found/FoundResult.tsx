import Link from 'next/link';
import { LazyImage } from '@/components/common/LazyImage';
import { articleHref, type ArticleCard } from '@/services/article';
import { FoundByline } from './FoundByline';
import { Highlight } from './Highlight';
import { markRead } from './readIds';
import styles from './found.module.css';

/**
 * A search result (inventory §16d): title and summary with the keyword marked, the byline; the picture on the right
 * when there is one. A module apart from FoundCard, so the search pages do not carry the card's heat icon.
 */
export function FoundResult({ article, keyword, read }: { article: ArticleCard; keyword: string; read: boolean }) {
  const body = (
    <div className={styles.cardBody}>
      <div>
        <h3 className={read ? `${styles.cardTitle} ${styles.read}` : styles.cardTitle}>
          <Highlight text={article.title} keyword={keyword} />
        </h3>
        <p className={styles.resultSummary}>
          <Highlight text={article.summary} keyword={keyword} />
        </p>
      </div>
      <p className={styles.cardFoot}>
        <FoundByline article={article} />
      </p>
    </div>
  );
  return (
    <Link href={articleHref(article.id)} className={styles.card} onClick={() => markRead(article.id)}>
      {article.coverUrl ? (
        <div className={styles.cardSide}>
          {body}
          <LazyImage src={article.coverUrl} alt="" width={110} height={75} className={styles.sideImg} />
        </div>
      ) : (
        body
      )}
    </Link>
  );
}
