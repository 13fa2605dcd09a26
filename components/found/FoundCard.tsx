import Link from 'next/link';
import { FireFill } from 'antd-mobile-icons';
import { LazyImage } from '@/components/common/LazyImage';
import { articleHref, type ArticleCard } from '@/services/article';
import { cardLayout, dotDate, FOUND_AUTHOR, FOUND_LOGO, heatText } from './foundText';
import { Highlight } from './Highlight';
import { markRead } from './readIds';
import styles from './found.module.css';

/** The source and date under a card: logo, 薯片资讯, 2026.11.20. */
export function FoundByline({ article }: { article: ArticleCard }) {
  return (
    <span className={styles.byline}>
      <img src={FOUND_LOGO} alt="" width={17} height={17} />
      <span>{FOUND_AUTHOR}</span>
      <time dateTime={article.publishedAt}>{dotDate(article.publishedDate)}</time>
    </span>
  );
}

/**
 * A card of the /found list (inventory §16a): 热门 for the most-read, the title (grey once opened this session), the
 * byline and the heat badge; a small picture on the right, or a large one under the title (cardLayout).
 */
export function FoundCard({ article, index, read, eager = false }: { article: ArticleCard; index: number; read: boolean; eager?: boolean }) {
  const layout = cardLayout(index, article.coverUrl);
  const title = (
    <h3 className={read ? `${styles.cardTitle} ${styles.read}` : styles.cardTitle}>
      {article.hot ? <span className={styles.hot}>热门</span> : null}
      {article.title}
    </h3>
  );
  const foot = (
    <p className={styles.cardFoot}>
      <FoundByline article={article} />
      <span className={styles.heat} aria-label={`热度${heatText(article.views)}`}>
        <FireFill aria-hidden />
        {heatText(article.views)}
      </span>
    </p>
  );
  const image = (w: number, h: number, cls: string) =>
    eager ? (
      <img src={article.coverUrl} alt="" width={w} height={h} className={cls} />
    ) : (
      <LazyImage src={article.coverUrl} alt="" width={w} height={h} className={cls} />
    );
  return (
    <Link href={articleHref(article.id)} className={styles.card} data-layout={layout} onClick={() => markRead(article.id)}>
      {layout === 'side' ? (
        <div className={styles.cardSide}>
          <div className={styles.cardBody}>
            {title}
            {foot}
          </div>
          {image(110, 75, styles.sideImg)}
        </div>
      ) : (
        <>
          {title}
          {layout === 'large' ? image(327, 150, styles.largeImg) : null}
          {foot}
        </>
      )}
    </Link>
  );
}

/**
 * A search result (inventory §16d): title and summary with the keyword marked, the byline; the picture on the right
 * when there is one.
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
