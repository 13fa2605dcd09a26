import { IntentLink } from '@/components/common/IntentLink';
import { Glyph } from '@/components/common/Glyph';
import type { HomeArticle } from './homeView';
import { ArticleRow } from './ArticleRow';
import card from './home.module.css';

/** 资讯精选: the newest business-services articles, with 查看更多 → /found (发现). */
export function NewsSection({ news }: { news: HomeArticle[] }) {
  if (!news.length) return null;
  return (
    <section className={`${card.card} ${card.later}`} aria-labelledby="home-news">
      <div className={card.cardHead}>
        <h2 id="home-news" className={card.cardTitle}>
          资讯精选
        </h2>
        <IntentLink href="/found" className={card.more}>
          查看更多
          <Glyph name="right" />
        </IntentLink>
      </div>
      <ul>
        {news.map((a) => (
          <li key={a.id}>
            <ArticleRow article={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
