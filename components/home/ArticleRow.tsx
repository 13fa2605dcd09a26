import { IntentLink } from '@/components/common/IntentLink';
import { LazyImage } from '@/components/common/LazyImage';
import { ListTime } from '@/components/common/ListTime';
import { articleHref } from '@/lib/articleRoute';
import type { HomeArticle } from './homeView';
import styles from './NewsSection.module.css';

/** One 资讯 card: title, summary, category, when it was published and reads, cover on the right. */
export function ArticleRow({ article, eager = false }: { article: HomeArticle; eager?: boolean }) {
  return (
    <IntentLink href={articleHref(article.id)} className={styles.row}>
      <div className={styles.body}>
        <h3 className={styles.title}>{article.title}</h3>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <span className={styles.tag}>{article.categoryName}</span>
          <ListTime at={article.publishedAt} />
          <span>{formatViews(article.views)}阅读</span>
        </p>
      </div>
      <LazyImage src={article.coverUrl} alt="" width={112} height={84} className={styles.cover} eager={eager} />
    </IntentLink>
  );
}

export const formatViews = (n: number) => (n >= 10000 ? `${(Math.floor(n / 1000) / 10).toFixed(1).replace(/\.0$/, '')}万` : String(n));
