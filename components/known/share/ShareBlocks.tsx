import Link from 'next/link';
import { chinaDateTime } from '@/lib/chinaTime';
import { ListTime } from '@/components/common/ListTime';
import { Avatar } from '@/components/common/Avatar';
import { homeHref, questionHref } from '@/lib/known/detailRules';
import type { KnownAuthor, KnownCard, KnownDetail } from '@/services/known';
import styles from './share.module.css';

/** Avatar, name and (a planner's) post of a content's author, linking to their 必懂 homepage. */
export function ShareAuthor({ author }: { author: KnownAuthor }) {
  return (
    <Link href={homeHref(author)} className={styles.author}>
      <Avatar src={author.avatar} size="0.72rem" alt="" />
      <span className={styles.authorText}>
        <span className={styles.authorName}>{author.name || '薯片用户'}</span>
        {author.postName ? <span className={styles.authorPost}>{author.postName}</span> : null}
      </span>
    </Link>
  );
}

/** A content's body: the server's sanitised HTML, "编辑于 …" and, for answers, its counts (§15a). */
export function ShareBody({ detail, counts = false }: { detail: KnownDetail; counts?: boolean }) {
  return (
    <>
      <div className={styles.rich} dangerouslySetInnerHTML={{ __html: detail.content }} />
      <p className={styles.edited}>
        编辑于 <time dateTime={detail.updatedAt}>{chinaDateTime(detail.updatedAt)}</time>
      </p>
      {counts ? (
        <p className={styles.counts}>
          {detail.applaudCount}赞同 · {detail.collectCount}收藏 · {detail.remarkCount}评论
        </p>
      ) : null}
    </>
  );
}

/** 相关问题 (§15a): other questions of the answer's board, each to its question page. */
export function RelatedQuestions({ items }: { items: KnownCard[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.block} aria-labelledby="share-related-title">
      <h2 id="share-related-title" className={styles.blockTitle}>
        相关问题
      </h2>
      <ul className={styles.linkList}>
        {items.map((q) => (
          <li key={q.id}>
            <Link href={questionHref(q.id)} className={styles.linkRow}>
              <span className={styles.linkTitle}>{q.title}</span>
              <span className={styles.linkMeta}>
                {q.answerCount} 回答 · {q.applaudCount} 赞同 · <ListTime at={q.createdAt} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 推荐阅读 (§15b): other articles, each to its article page. */
export function RecommendReading({ items }: { items: KnownCard[] }) {
  if (!items.length) return null;
  return (
    <section className={styles.block} aria-labelledby="share-reading-title">
      <h2 id="share-reading-title" className={styles.blockTitle}>
        推荐阅读
      </h2>
      <ul className={styles.linkList}>
        {items.map((a) => (
          <li key={a.id}>
            <Link href={`/known/detail/article?id=${encodeURIComponent(a.id)}`} className={styles.linkRow}>
              <span className={styles.linkTitle}>{a.title}</span>
              <span className={styles.linkMeta}>
                {a.browseCount} 浏览 · {a.applaudCount} 赞同 · {a.remarkCount} 评论
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
