import Head from 'next/head';
import { useCallback, useState } from 'react';
import { ImageViewer } from '@/components/common/lazyAntd';
import { FEEDBACK_STATUS } from '@/lib/contract/feedback/enums';
import { feedbackDetail, type Feedback } from '@/services/feedback';
import { useUserStore } from '@/stores/user';
import { HeaderBar } from '@/components/common/HeaderBar';
import { LoadBlock } from '@/components/my/LoadBlock';
import { chinaDateTime } from '@/lib/chinaTime';
import { useLoad } from '@/components/my/useLoad';
import styles from './complain.module.css';

function Detail({ fb }: { fb: Feedback }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const done = fb.status === FEEDBACK_STATUS.REPLIED;
  return (
    <>
      <section className={styles.card} aria-label="反馈内容">
        <h2 className={styles.title}>{fb.typeName}</h2>
        <p className={styles.content}>{fb.content}</p>
        {fb.images.length ? (
          <div className={styles.thumbs}>
            {fb.images.map((src, i) => (
              <button key={src} type="button" className={styles.thumb} onClick={() => setViewing(i)} aria-label={`查看第${i + 1}张图片`}>
                <img src={src} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        ) : null}
        <div className={styles.meta}>
          <span>提交时间：{chinaDateTime(fb.createTime)}</span>
          <span className={done ? styles.statusDone : styles.status}>{fb.statusText}</span>
        </div>
      </section>
      <section className={styles.card} aria-label="解决方案">
        <h2 className={styles.title}>解决方案</h2>
        {done ? (
          <>
            <p className={styles.content} data-testid="feedback-reply">
              {fb.replyContent}
            </p>
            <p className={styles.hint}>解决时间：{chinaDateTime(fb.replyTime)}</p>
          </>
        ) : (
          <p className={styles.waiting}>平台客服会尽快处理您的反馈，处理结果将在这里回复您。</p>
        )}
      </section>
      <ImageViewer.Multi images={fb.images} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </>
  );
}

/** 进度详情 (inventory my §10): the feedback, its pictures (full screen on tap), its status and the platform's reply. */
export function FeedbackDetailView({ id, initial }: { id: string; initial: Feedback | null }) {
  const fetchOne = useCallback(() => feedbackDetail(id), [id]);
  // Inside the app the user may only arrive from the bridge after the first frame: read once they are known.
  const userId = useUserStore((s) => s.userId);
  const one = useLoad(fetchOne, initial || !userId ? null : `feedback:${id}`, initial);
  return (
    <div className={styles.page}>
      <Head>
        <title key="title">进度详情</title>
      </Head>
      <HeaderBar title="进度详情" fixed />
      <LoadBlock loading={!one.data && !one.error} error={one.data ? '' : one.error} onRetry={() => void one.reload()}>
        {one.data ? <Detail fb={one.data} /> : null}
      </LoadBlock>
    </div>
  );
}
