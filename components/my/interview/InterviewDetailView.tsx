import Link from 'next/link';
import { goBack } from '@/lib/goBack';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { HeaderBar } from '@/components/common/HeaderBar';
import { Empty, LoadError } from '@/components/common/Empty';
import { Seo } from '@/components/common/Seo';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { Avatar } from '@/components/common/Avatar';
import { interviewDetail, type CustomerInterview, type CustomerInterviewDetail, type InterviewEvaluation } from '@/services/interview';
import type { InterviewDetailData } from '@/services/loaders/interview';
import { InterviewRows, StatusTag, cancelNote } from './InterviewRows';
import { InterviewRating } from './InterviewRating';
import { useInterviewActions } from './useInterviewActions';
import styles from './interview.module.css';

type Props = { data: InterviewDetailData; title: '面谈确认' | '面谈详情'; path: string };

function stateText(iv: CustomerInterview): string {
  if (iv.status === 3) return cancelNote(iv, 'customer');
  if (iv.status === 2) return '面谈已完成，感谢您的参与';
  if (iv.expired) return '面谈时间已过，如需面谈请联系规划师重新预约';
  if (iv.status === 1) return '您已确认面谈，请按时参加';
  return '';
}

type Rating = { canEvaluate: boolean; evaluation: InterviewEvaluation | null };

/** Whether the customer may rate it and their rating: the detail answer carries them (the list's items do not). */
const ratingOf = (iv: CustomerInterview | CustomerInterviewDetail | null): Rating =>
  iv && 'canEvaluate' in iv ? { canEvaluate: iv.canEvaluate, evaluation: iv.evaluation } : { canEvaluate: false, evaluation: null };

/**
 * One appointment (inventory my §7 detail / confirm): the planner, what was agreed, and 确认面谈 / 取消面谈 while they
 * apply, and 评价面谈 once it is held. The page a shared link opens; for anyone but the invited customer it is 不存在.
 */
export function InterviewDetailView({ data, title, path }: Props) {
  const router = useRouter();
  const [iv, setIv] = useState<CustomerInterview | null>(data.interview);
  const [rating, setRating] = useState<Rating>(() => ratingOf(data.interview));
  const showDetail = (d: CustomerInterviewDetail) => {
    setIv(d);
    setRating(ratingOf(d));
  };
  const reread = () => {
    if (iv) void interviewDetail(iv.id).then(showDetail, () => undefined);
  };
  const acts = useInterviewActions(setIv, () => void router.replace(router.asPath, undefined, { scroll: false }));
  const back = () => goBack(router, '/my/interviewRecord');
  const head = <HeaderBar title={title} onBack={back} right={<Link href="/my/interviewRecord" className={styles.headLink}>全部</Link>} />;
  const seo = <Seo title={title} description="面谈信息确认：规划师、时间、地点与主题。" path={path} noindex />;

  if (!iv) {
    return (
      <div className={styles.page}>
        {seo}
        {head}
        {data.problem === 'notFound' ? (
          <Empty text="面谈记录不存在或无权查看">
            <Link href="/my/interviewRecord" className="button-primary">
              查看我的面谈记录
            </Link>
          </Empty>
        ) : (
          <LoadError text={data.problem || '请求失败，请稍后再试'} onRetry={() => void router.replace(router.asPath)} />
        )}
      </div>
    );
  }

  const p = iv.planner;
  const busy = acts.busy === iv.id;
  return (
    <div className={styles.page}>
      {seo}
      {head}
      <div className={styles.banner}>
        <p className={styles.bannerTitle}>{iv.status === 0 && !iv.expired ? '规划师邀请您面谈' : '面谈信息'}</p>
        <p className={styles.bannerSub}>面对面沟通，方案更清楚</p>
      </div>
      <section className={styles.sheet} aria-label="面谈信息">
        <div className={styles.head}>
          <h1 className={`${styles.sheetTitle} ${styles.who}`}>{iv.status === 0 && !iv.expired ? '请确认以下面谈信息' : '面谈信息'}</h1>
          <StatusTag status={iv.status} text={iv.statusText} expired={iv.expired} />
        </div>
        <InterviewRows iv={iv} lead={{ label: '规划师', value: `${p.name}（${p.postName}）` }} />
        <div className={styles.contact}>
          <Link href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`} aria-label={`${p.name}的名片`}>
            <Avatar src={p.avatar} size="0.72rem" alt="" />
          </Link>
          <p className={`${styles.name} ${styles.who}`}>{p.name}</p>
          <PlannerContact planner={{ mchUserId: p.mchUserId, name: p.name, type: p.type }} variant="pills" />
        </div>
      </section>
      {iv.actions.confirm || iv.actions.cancel ? (
        <div className={styles.actions}>
          {iv.actions.confirm ? (
            <button type="button" className={styles.main} disabled={busy} onClick={() => void acts.confirm(iv)}>
              确认面谈
            </button>
          ) : null}
          {iv.actions.cancel ? (
            <button type="button" className={styles.ghost} disabled={busy} onClick={() => void acts.cancel(iv)}>
              取消面谈
            </button>
          ) : null}
        </div>
      ) : null}
      <InterviewRating id={iv.id} canEvaluate={rating.canEvaluate} evaluation={rating.evaluation} onRated={showDetail} onStale={reread} />
      {stateText(iv) ? <p className={styles.state} role="status">{stateText(iv)}</p> : null}
      <p className={styles.slogan}>薯片找人 | 日常五福，尽在薯片！</p>
    </div>
  );
}
