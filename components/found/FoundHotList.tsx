import type { ArticleCard } from '@/services/article';
import { FoundResult } from './FoundResult';
import { useReadIds } from './readIds';
import styles from './found.module.css';

/** 热门资讯 under the 发现 search field: the most-read recent articles, to read without typing anything. */
export function FoundHotList({ articles }: { articles: ArticleCard[] }) {
  const read = useReadIds();
  if (!articles.length) return null;
  return (
    <section className={styles.history} aria-labelledby="found-hot">
      <div className={styles.historyHead}>
        <h2 id="found-hot">热门资讯</h2>
      </div>
      <ul className={styles.results} aria-label="热门资讯">
        {articles.map((a) => (
          <li key={a.id}>
            <FoundResult article={a} keyword="" read={read.has(a.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The articles FoundHotList shows: the hottest of the newest page, best first. */
export const hotArticles = (records: readonly ArticleCard[], count = 5): ArticleCard[] =>
  [...records].sort((a, b) => Number(b.hot) - Number(a.hot) || b.views - a.views).slice(0, count);
