import { ImageViewer } from '@/components/common/lazyAntd';
import type { MyEvaluation } from '@/lib/contract/evaluate/api';
import { REPLY_TYPE } from '@/lib/contract/evaluate/enums';
import { followUpHeading, levelLabel } from './evaluateText';
import ui from '@/components/my/ui.module.css';
import styles from './evaluate.module.css';

function Images({ list }: { list: { filepath: string }[] }) {
  const images = list.map((i) => i.filepath);
  if (!images.length) return null;
  return (
    <div className={ui.thumbs}>
      {images.map((src, i) => (
        <button type="button" key={src} onClick={() => ImageViewer.Multi.show({ images, defaultIndex: i })} style={{ border: 0, padding: 0, background: 'none' }}>
          <img src={src} alt={`评价图片${i + 1}`} className={ui.thumb} />
        </button>
      ))}
    </div>
  );
}

/** My review as others see it (inventory my §6 detail): stars, text, pictures, tags, follow-up and the planner's reply. */
export function ReviewView({ e }: { e: MyEvaluation }) {
  const follow = e.triggerReviewReplies.find((r) => r.reviewReplyType === REPLY_TYPE.FOLLOW_UP);
  const reply = e.triggerReviewReplies.find((r) => r.reviewReplyType === REPLY_TYPE.PLANNER_REPLY);
  return (
    <section className={ui.card} aria-label="我的评价">
      <div className={ui.cardHead}>
        <span>
          {e.userName}
          {e.goodEvaluate ? <span className={ui.tagRed} style={{ marginLeft: '0.12rem' }}>好评</span> : null}
        </span>
        <span>{e.evaluateDate}</span>
      </div>
      <p className={ui.line}>
        <span>评分</span>
        <span className={styles.stars} aria-label={`${e.stars}星`}>
          {'★'.repeat(e.stars)}
          {'☆'.repeat(5 - e.stars)} {levelLabel(e.stars)}
        </span>
      </p>
      {e.evaluateDimensionList.map((d) => (
        <p className={ui.line} key={d.id}>
          <span>{d.name}</span>
          <span>{d.fraction ? `${d.fraction / 2}星` : '无'}</span>
        </p>
      ))}
      {e.evaluateContent ? <p style={{ marginTop: '0.16rem', fontSize: '0.28rem', lineHeight: 1.6 }}>{e.evaluateContent}</p> : null}
      <Images list={e.imgs} />
      {e.evaluateTagList.length ? <p className={ui.muted} style={{ marginTop: '0.12rem' }}>{e.evaluateTagList.map((t) => t.name).join('，')}</p> : null}
      {follow ? (
        <div className={styles.reply}>
          <p className={ui.muted}>{followUpHeading(e.evaluateTime, follow.reviewReplyTime)}</p>
          <p>{follow.reviewReplyContent}</p>
          <Images list={follow.imgs} />
        </div>
      ) : null}
      {reply ? (
        <div className={styles.reply}>
          {reply.userName}【规划师】回复：{reply.reviewReplyContent}
        </div>
      ) : null}
    </section>
  );
}
