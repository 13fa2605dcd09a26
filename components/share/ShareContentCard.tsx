import Link from 'next/link';
import { OPEN_APP_PAGE } from '@/components/common/openApp';
import { LazyImage } from '@/components/common/LazyImage';
import type { ArticleDetail } from '@/services/article';
import styles from './shareContent.module.css';

/** The card of a shared 资讯: picture, title, summary, the first paragraphs; read on in the app or on the web. */
export function ShareContentCard({ article, href }: { article: ArticleDetail; href: string }) {
  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <img src="/images/logo.svg" alt="" width={32} height={32} />
        <span>薯片企服 · 资讯</span>
      </div>
      <article className={styles.card}>
        {article.coverUrl ? <LazyImage src={article.coverUrl} alt="" width={351} height={197} priority className={styles.cover} /> : null}
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          {article.categoryName} · {article.publishedDate} · 阅读 {article.views}
        </p>
        <p className={styles.summary}>{article.summary}</p>
        {article.paragraphs.slice(0, 2).map((p, i) => (
          <p key={i} className={styles.para}>
            {p}
          </p>
        ))}
      </article>
      <div className={styles.actions}>
        <Link href={href} className={`button-primary ${styles.primary}`}>
          阅读全文
        </Link>
        <Link href={`${OPEN_APP_PAGE}?path=${encodeURIComponent(href)}`} className={styles.secondary}>
          打开APP查看
        </Link>
      </div>
    </div>
  );
}
