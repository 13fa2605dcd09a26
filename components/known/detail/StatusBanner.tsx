import Link from 'next/link';
import { CheckCircleFill, ClockCircleFill, ExclamationCircleFill } from 'antd-mobile-icons';
import { KNOWN_STATUS, KNOWN_TYPE } from '@/lib/contract/known/enums';
import { editHref } from '@/lib/known/detailRules';
import styles from './detail.module.css';

type Content = { id: string; type: number; status: number; reviewReason: string | null; isMine: boolean };

const NOUN: Record<number, string> = { [KNOWN_TYPE.QUESTION]: '问题', [KNOWN_TYPE.ARTICLE]: '文章', [KNOWN_TYPE.ANSWER]: '回答' };

/**
 * What the author sees of their content under review: 审核中 (others cannot see it yet) or 未通过 with the reason and
 * 去修改. Nothing for published contents (others never get the held ones: the server answers 404).
 */
export function ReviewBanner({ content: c }: { content: Content }) {
  if (!c.isMine || c.status === KNOWN_STATUS.PUBLISHED) return null;
  const noun = NOUN[c.type] ?? '内容';
  if (c.status === KNOWN_STATUS.PENDING) {
    return (
      <div className={`${styles.banner} ${styles.bannerPending}`} role="status">
        <ClockCircleFill aria-hidden />
        <span className={styles.bannerText}>{noun}审核中，通过后其他人才能看到</span>
      </div>
    );
  }
  return (
    <div className={`${styles.banner} ${styles.bannerRejected}`} role="alert">
      <ExclamationCircleFill aria-hidden />
      <span className={styles.bannerText}>
        {noun}未通过审核{c.reviewReason ? `：${c.reviewReason}` : '，请修改后重新提交'}
      </span>
      <Link href={editHref(c)} className={styles.bannerAction}>
        去修改
      </Link>
    </div>
  );
}

/**
 * Right after asking (?status=release): 成功提问 / 你可以邀请用户来更快获得回答; a question still under review can
 * invite only once it passed.
 */
export function ReleaseBanner({ pending }: { pending: boolean }) {
  return (
    <div className={`${styles.banner} ${styles.bannerRelease}`} role="status">
      <strong>
        <CheckCircleFill aria-hidden /> 成功提问
      </strong>
      <span>{pending ? '审核通过后，你可以邀请用户来更快获得回答' : '你可以邀请用户来更快获得回答'}</span>
    </div>
  );
}
