import { useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { Avatar } from '@/components/common/Avatar';
import { ListTime } from '@/components/common/ListTime';
import type { EvaluationRecord } from '@/services/evaluate';
import { Stars } from './Stars';
import styles from './reviews.module.css';
import { LazyImage } from '@/components/common/LazyImage';

type Props = {
  review: EvaluationRecord;
  /** The detail page shows a short version: 6 pictures, no follow-ups. */
  compact?: boolean;
};

function Pictures({ imgs, limit }: { imgs: { filepath: string }[]; limit?: number }) {
  const [at, setAt] = useState<number | null>(null);
  const list = limit ? imgs.slice(0, limit) : imgs;
  if (!list.length) return null;
  const all = imgs.map((i) => i.filepath);
  return (
    <>
      <div className={styles.pics}>
        {list.map((img, i) => (
          <button key={img.filepath} type="button" className={styles.pic} onClick={() => setAt(i)} aria-label={`查看评价图片 ${i + 1}`}>
            <LazyImage src={img.filepath} alt="" width={110} height={110} className={styles.picImg} />
          </button>
        ))}
      </div>
      <ImageViewer.Multi images={all} visible={at !== null} defaultIndex={at ?? 0} onClose={() => setAt(null)} />
    </>
  );
}

/** Text clamped to 4 lines with a 全文 expander when it is long. */
function ClampText({ text, clamp }: { text: string; clamp: boolean }) {
  const [open, setOpen] = useState(false);
  const long = clamp && text.length > 90;
  return (
    <>
      <p className={`${styles.text} ${long && !open ? styles.clamped : ''}`}>{text}</p>
      {long ? (
        <button type="button" className={styles.more} onClick={() => setOpen(!open)}>
          {open ? '收起' : '全文'}
        </button>
      ) : null}
    </>
  );
}

const followUpLabel = (days: number | null) => (days === null || days < 1 ? '用户当天追评:' : `用户${days}天后追评:`);

/** One goods review (inventory §7.1 block 6, §10). */
export function ReviewItem({ review, compact = false }: Props) {
  const follow = review.reviewStatus ? review.triggerReviewReplies.find((r) => r.reviewReplyType === 1) : undefined;
  const reply = review.replyStatus ? review.triggerReviewReplies.find((r) => r.reviewReplyType === 2) : undefined;
  const tags = review.evaluateTagList.map((t) => t.name).filter(Boolean);
  return (
    <article className={styles.review} aria-label={`${review.userName}的评价`}>
      <header className={styles.head}>
        <Avatar src={review.avatar} size="0.6rem" alt="" />
        <div className={styles.who}>
          <p className={styles.user}>
            {review.userName}
            {review.goodEvaluate ? <span className={styles.good}>好评</span> : null}
          </p>
          <p className={styles.score}>
            评分 <Stars filled={review.stars} />
          </p>
        </div>
        <ListTime at={review.evaluateTime} className={styles.date} />
      </header>
      <ClampText text={review.evaluateContent || '用户未填写评价内容'} clamp={!compact} />
      <Pictures imgs={review.imgs} limit={compact ? 6 : undefined} />
      {tags.length ? <p className={styles.tagLine}>{tags.join('，')}</p> : null}
      {!compact && follow ? (
        <div className={styles.follow}>
          <p className={styles.followLabel}>{followUpLabel(review.followUpDays)}</p>
          <ClampText text={follow.reviewReplyContent} clamp />
          <Pictures imgs={follow.imgs} />
        </div>
      ) : null}
      {!compact && reply ? (
        <div className={styles.reply}>
          <Avatar src={reply.avatar} size="0.4rem" alt="" />
          <p>
            <strong>{reply.userName}【规划师】回复：</strong>
            {reply.reviewReplyContent}
          </p>
        </div>
      ) : null}
    </article>
  );
}
