import Link from 'next/link';
import { useState } from 'react';
import { LazyImage } from '@/components/common/LazyImage';
import type { PlannerBusinessCard } from '@/lib/contract/planner/api';
import { ListTime } from '@/components/common/ListTime';
import { countText } from './plannerText';
import styles from './detail.module.css';

type Tab = { key: 'wenda' | 'article' | 'hotNews'; title: string };

const TAB_OF: Record<string, Tab['key']> = { 我的问答: 'wenda', 我的文章: 'article', 热门资讯: 'hotNews' };

/** The planner's questions, articles and news (inventory §13.2 content tabs); tabs without content are left out. */
export function PlannerContent({ card }: { card: PlannerBusinessCard }) {
  const tabs: Tab[] = card.titleNavs
    .map((title) => ({ title, key: TAB_OF[title] }))
    .filter((t): t is Tab => !!t.key && card.content[t.key].length > 0);
  const [active, setActive] = useState(0);
  if (!tabs.length) return null;
  const tab = tabs[Math.min(active, tabs.length - 1)];

  return (
    <section className={styles.block} aria-label="规划师内容">
      <div className={styles.tabs} role="tablist">
        {tabs.map((t, i) => (
          <button key={t.key} type="button" role="tab" aria-selected={t === tab} className={t === tab ? styles.tabActive : styles.tab} onClick={() => setActive(i)}>
            {t.title}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={tab.title}>
        <ul className={styles.contentList}>
          {tab.key === 'wenda'
            ? card.content.wenda.map((w) => (
                <li key={w.id}>
                  <Link href={`/known/detail/question?id=${encodeURIComponent(w.id)}`} className={styles.contentItem}>
                    <div className={styles.contentText}>
                      <p className={styles.contentTitle}>{w.title}</p>
                      <p className={styles.contentBody}>{w.contentText}</p>
                      <p className={styles.contentMeta}>
                        {countText(w.applaudCount)} 点赞 · {countText(w.remarkCount)} 评论
                      </p>
                    </div>
                    {w.contentImageUrl ? <LazyImage src={w.contentImageUrl} alt="" width={80} height={60} className={styles.contentImg} /> : null}
                  </Link>
                </li>
              ))
            : tab.key === 'article'
              ? card.content.article.map((a) => (
                  <li key={a.id}>
                    <Link href={`/known/detail/article?id=${encodeURIComponent(a.id)}`} className={styles.contentItem}>
                      <div className={styles.contentText}>
                        <p className={styles.contentTitle}>{a.title}</p>
                        <p className={styles.contentMeta}>
                          {countText(a.totalBrowseCount)} 浏览 · {countText(a.applaudCount)} 点赞 · <ListTime at={a.createTime} />
                        </p>
                      </div>
                      {a.contentImageUrl ? <LazyImage src={a.contentImageUrl} alt="" width={80} height={60} className={styles.contentImg} /> : null}
                    </Link>
                  </li>
                ))
              : card.content.hotNews.map((n) => (
                  <li key={n.id}>
                    <Link href={`/found/detail/${encodeURIComponent(n.id)}`} className={styles.contentItem}>
                      <div className={styles.contentText}>
                        <p className={styles.contentTitle}>{n.title}</p>
                        <p className={styles.contentMeta}>行业资讯 · <ListTime at={n.createTime} /></p>
                      </div>
                      {n.imageUrl ? <LazyImage src={n.imageUrl} alt="" width={80} height={60} className={styles.contentImg} /> : null}
                    </Link>
                  </li>
                ))}
        </ul>
      </div>
    </section>
  );
}
