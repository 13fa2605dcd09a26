import Link from 'next/link';
import { Avatar } from '@/components/common/Avatar';
import { PlannerContact } from '@/components/planner/PlannerContact';
import { interviewDetailPath } from '@/lib/contract/interview/enums';
import type { CustomerInterview } from '@/services/interview';
import { InterviewRows, StatusTag, cancelNote } from './InterviewRows';
import styles from './interview.module.css';

type Props = {
  iv: CustomerInterview;
  busy: boolean;
  onConfirm: (iv: CustomerInterview) => void;
  onCancel: (iv: CustomerInterview) => void;
};

/** One appointment of 面谈记录: the planner (chat and phone), what was agreed, and what the customer can do now. */
export function InterviewCard({ iv, busy, onConfirm, onCancel }: Props) {
  const p = iv.planner;
  return (
    <article className={styles.card} aria-label={`${p.name}的面谈，${iv.statusText}`}>
      <header className={styles.head}>
        <Link href={`/planner/detail?mchUserId=${encodeURIComponent(p.mchUserId)}`} aria-label={`${p.name}的名片`}>
          <Avatar src={p.avatar} size="0.8rem" alt="" />
        </Link>
        <div className={styles.who}>
          <p className={styles.name}>
            {p.name}
            <span className={styles.post}>{p.postName}</span>
          </p>
          <StatusTag status={iv.status} text={iv.statusText} expired={iv.expired} />
        </div>
        <PlannerContact planner={{ mchUserId: p.mchUserId, name: p.name, type: p.type }} />
      </header>
      <Link href={interviewDetailPath(iv.id)} className={styles.rows}>
        <span className="visually-hidden">{`查看面谈详情：${iv.topic}`}</span>
        <InterviewRows iv={iv} />
      </Link>
      <footer className={styles.foot}>
        <span className={styles.footNote}>
          {iv.status === 3 ? cancelNote(iv, 'customer') : iv.status === 2 ? '面谈已完成' : iv.expired ? '面谈时间已过，未确认' : ''}
        </span>
        {iv.actions.cancel ? (
          <button type="button" className={styles.btn} disabled={busy} onClick={() => onCancel(iv)}>
            取消面谈
          </button>
        ) : null}
        {iv.actions.confirm ? (
          <button type="button" className={styles.btnPrimary} disabled={busy} onClick={() => onConfirm(iv)}>
            确认面谈
          </button>
        ) : null}
      </footer>
    </article>
  );
}
