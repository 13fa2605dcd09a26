import { ListTime } from '@/components/common/ListTime';
import type { ArticleCard } from '@/services/article';
import { FOUND_AUTHOR, FOUND_LOGO } from './foundText';
import styles from './found.module.css';

/** The source and time under a card: logo, 薯片资讯, 3小时前 (as lists show times). */
export function FoundByline({ article }: { article: ArticleCard }) {
  return (
    <span className={styles.byline}>
      <img src={FOUND_LOGO} alt="" width={17} height={17} />
      <span>{FOUND_AUTHOR}</span>
      <ListTime at={article.publishedAt} />
    </span>
  );
}
