import Link from 'next/link';
import { useState, type RefObject } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { DownOutline, UpOutline } from 'antd-mobile-icons';
import type { KnownDetail } from '@/services/known';
import { canExpand, imageStrip, topicHref } from '@/lib/known/detailRules';
import styles from './question.module.css';
import shared from './detail.module.css';

type Props = {
  detail: KnownDetail;
  titleRef: RefObject<HTMLHeadingElement | null>;
};

/**
 * A question's topics (→ the topic page), title, pictures and description: folded, the plain text (3 lines) and up
 * to two pictures (+N for the rest); 展开 shows the full HTML, 收起 folds it again.
 */
export function QuestionBody({ detail, titleRef }: Props) {
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const strip = imageStrip(detail.images);
  const expandable = canExpand(detail);
  // Nothing is hidden when folded: the HTML (its formatting) right away.
  const showHtml = open || (!expandable && !!detail.content.trim());

  return (
    <>
      {detail.topics.length ? (
        <nav className={shared.topics} aria-label="话题">
          {detail.topics.map((t) => (
            <Link key={t.id} href={topicHref(t.id)} className={shared.topic}>
              # {t.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <h1 className={shared.title} ref={titleRef}>
        {detail.title}
      </h1>
      {showHtml ? (
        <div className={`${shared.rich} ${styles.rich}`} dangerouslySetInnerHTML={{ __html: detail.content }} />
      ) : (
        <>
          {detail.contentText.trim() ? <p className={`${styles.text} ${expandable ? styles.folded : ''}`}>{detail.contentText}</p> : null}
          {strip.shown.length ? (
            <div className={`${styles.images} ${strip.shown.length === 1 ? styles.imageOne : ''}`}>
              {strip.shown.map((src, i) => (
                <button key={src + i} type="button" className={styles.imageBtn} aria-label={`查看图片${i + 1}`} onClick={() => setViewing(i)}>
                  <img src={src} alt="" loading={i ? 'lazy' : 'eager'} />
                  {i === 1 && strip.more ? <span className={styles.more}>+{strip.more}</span> : null}
                </button>
              ))}
            </div>
          ) : null}
        </>
      )}
      {expandable ? (
        <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? (
            <>
              收起 <UpOutline aria-hidden />
            </>
          ) : (
            <>
              展开 <DownOutline aria-hidden />
            </>
          )}
        </button>
      ) : null}
      {viewing !== null ? <ImageViewer.Multi images={detail.images} visible defaultIndex={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
