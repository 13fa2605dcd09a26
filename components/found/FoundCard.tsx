import Link from 'next/link';
import { FireFill } from 'antd-mobile-icons';
import { LazyImage } from '@/components/common/LazyImage';
import { articleHref, type ArticleCard } from '@/services/article';
import { FoundByline } from './FoundByline';
import { cardLayout, heatText } from './foundText';
import { markRead } from './readIds';
import styles from './found.module.css';

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
