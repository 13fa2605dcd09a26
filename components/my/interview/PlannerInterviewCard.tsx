import { INTERVIEW_STATUS } from '@/lib/contract/interview/enums';
import { Avatar } from '@/components/common/Avatar';
import type { PlannerInterview } from '@/services/interview';
import { InterviewRows, StatusTag, cancelNote } from './InterviewRows';
import styles from './interview.module.css';

type Props = {
  iv: PlannerInterview;
  busy: boolean;
  onComplete: (iv: PlannerInterview) => void;
  onCancel: (iv: PlannerInterview) => void;
  onCopy: (iv: PlannerInterview) => void;
  onQr: (iv: PlannerInterview) => void;
};

function note(iv: PlannerInterview): string {
  if (iv.status === 3) return cancelNote(iv, 'planner');
  if (iv.status === 2) return '面谈已完成';
  if (iv.expired) return '客户未在面谈前确认';
  if (iv.status === 0) return '等待客户确认';
  return iv.actions.complete ? '面谈时间已到，面谈后请标记完成' : '客户已确认';
}

/** One proposal in the planner's 面谈管理: the customer, what was proposed, and what the planner can do now. */
export function PlannerInterviewCard({ iv, busy, onComplete, onCancel, onCopy, onQr }: Props) {
  const c = iv.customer;
  const live = iv.status === 0 || iv.status === 1;
  return (
    <article className={styles.card} aria-label={`与${c.name}的面谈，${iv.statusText}`}>
      <header className={styles.head}>
        <Avatar src={c.avatar} size="0.72rem" alt="" />
        <div className={styles.who}>
          <p className={styles.name}>{c.name}</p>
          <p className={styles.sub}>{c.phone}</p>
        </div>
        <StatusTag status={iv.status} text={iv.statusText} expired={iv.expired} />
      </header>
      <InterviewRows iv={iv} />
      <footer className={styles.foot}>
        <span className={styles.footNote}>{note(iv)}</span>
        {iv.status === INTERVIEW_STATUS.PENDING && !iv.expired ? (
          <>
            <button type="button" className={styles.btn} onClick={() => onQr(iv)}>
              确认二维码
            </button>
            <button type="button" className={styles.btn} onClick={() => onCopy(iv)}>
              复制确认链接
            </button>
          </>
        ) : live && !iv.expired ? (
          <button type="button" className={styles.btn} onClick={() => onCopy(iv)}>
            复制确认链接
          </button>
        ) : null}
        {iv.actions.cancel ? (
          <button type="button" className={styles.btn} disabled={busy} onClick={() => onCancel(iv)}>
            取消面谈
          </button>
        ) : null}
        {iv.actions.complete ? (
          <button type="button" className={styles.btnPrimary} disabled={busy} onClick={() => onComplete(iv)}>
            标记完成
          </button>
        ) : null}
      </footer>
    </article>
  );
}
