import { chinaDateTime } from '@/lib/chinaTime';
import styles from './interview.module.css';

/** The fields both sides read of an appointment (any interview answer carries them). */
export type InterviewFacts = {
  topic: string;
  inviteTypeText: string;
  inviteTime: string;
  inviteAddress: string;
  accompanyName: string;
  note: string;
};

/** 面谈主题 / 方式 / 时间 / 地点 (+ 陪谈人, 备注 when given), as a definition list. */
export function InterviewRows({ iv, lead }: { iv: InterviewFacts; lead?: { label: string; value: string } }) {
  const rows: [string, string][] = [
    ...(lead ? ([[lead.label, lead.value]] as [string, string][]) : []),
    ['面谈主题', iv.topic],
    ['面谈方式', iv.inviteTypeText],
    ['面谈时间', chinaDateTime(iv.inviteTime)],
    ['面谈地点', iv.inviteAddress],
  ];
  if (iv.accompanyName) rows.push(['陪谈人', iv.accompanyName]);
  if (iv.note) rows.push(['备注', iv.note]);
  return (
    <dl className={styles.rows}>
      {rows.map(([k, v]) => (
        <div key={k} className={styles.row}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

const TONE: Record<number, string> = { 0: styles.s0, 1: styles.s1, 2: styles.s2, 3: styles.s3 };

/** The status chip: 待确认 / 已确认 / 已完成 / 已取消, or a grey 已过期. */
export function StatusTag({ status, text, expired }: { status: number; text: string; expired: boolean }) {
  return <span className={`${styles.status} ${expired ? styles.sx : (TONE[status] ?? styles.sx)}`}>{text}</span>;
}

/** Who cancelled and when, for the card's footer. */
export function cancelNote(iv: { cancelledBy: string | null; cancelTime: string | null; cancelReason: string }, me: 'customer' | 'planner'): string {
  const when = chinaDateTime(iv.cancelTime);
  const who = iv.cancelledBy === me ? '您' : me === 'customer' ? '规划师' : '客户';
  return `${who}于${when}取消了面谈${iv.cancelReason ? `（${iv.cancelReason}）` : ''}`;
}
