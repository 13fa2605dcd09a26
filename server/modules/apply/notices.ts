import { COOPERATION_STATUS_TEXT, type CooperationStatus, type JobApplyStatus } from '@/lib/contract/apply/enums';
import type { DbLike } from '../../db/types';
import { notify } from '../notice/notify';
import type { CooperationProposalRow, JobApplicationRow, MerchantApplicationRow } from './schema';

// What the applicant is told in the notifications centre (issue 27 §2, 系统通知) when the platform operator decides
// on their application, written in the transaction of the decision. The key is the record and the status it reached
// (each status is reached at most once), so a decision repeated or raced leaves one notice.

const withNote = (text: string, note: string) => (note ? `${text}说明：${note}` : text);

/** 商户入驻: approved or rejected with the reason (/my/merchantsJoin shows the application and its status). */
export function merchantDecidedNotice(tx: DbLike, r: MerchantApplicationRow, now: Date) {
  const approved = r.status === 'APPROVED';
  return notify(
    tx,
    {
      userId: r.userId,
      category: 'system',
      kind: 'apply.merchantDecided',
      key: `apply.merchantDecided:${r.id}`,
      title: approved ? '商户入驻申请已通过' : '商户入驻申请未通过',
      body: approved
        ? `您提交的「${r.name}」入驻申请已通过审核，欢迎入驻。`
        : `您提交的「${r.name}」入驻申请未通过审核，原因：${r.reason}。您可修改后重新提交。`,
      link: '/my/merchantsJoin',
    },
    now,
  );
}

/** The decisions on a job application the applicant hears of: 邀请面试 and 暂不合适 (已查看 is not one). */
const JOB_DECISIONS: readonly JobApplyStatus[] = ['INTERVIEW', 'CLOSED'];

/** 加入我们: invited to an interview, or not a fit (/my/joinUs lists the applicant's applications). */
export async function jobDecidedNotice(tx: DbLike, r: JobApplicationRow, now: Date) {
  const status = r.status as JobApplyStatus;
  if (!JOB_DECISIONS.includes(status)) return 0;
  const invited = status === 'INTERVIEW';
  return notify(
    tx,
    {
      userId: r.userId,
      category: 'system',
      kind: 'apply.jobDecided',
      key: `apply.jobDecided:${r.id}:${status}`,
      title: invited ? `「${r.position}」邀请您面试` : `「${r.position}」投递结果`,
      body: withNote(
        invited ? `您投递的「${r.position}」已通过筛选，招聘同事将尽快与您联系面试安排。` : `很遗憾，您投递的「${r.position}」暂不合适，感谢您的关注。`,
        r.statusNote,
      ),
      link: '/my/joinUs',
    },
    now,
  );
}

/** 我要合作: the business team contacted the proposer, or closed the proposal (/my/cooperation lists them). */
export async function cooperationDecidedNotice(tx: DbLike, r: CooperationProposalRow, now: Date) {
  const status = r.status as CooperationStatus;
  if (status === 'PENDING') return 0;
  return notify(
    tx,
    {
      userId: r.userId,
      category: 'system',
      kind: 'apply.cooperationDecided',
      key: `apply.cooperationDecided:${r.id}:${status}`,
      title: `合作意向${COOPERATION_STATUS_TEXT[status]}`,
      body: withNote(
        status === 'CONTACTED' ? `商务同事已就「${r.company}」的合作意向与您联系。` : `您提交的「${r.company}」合作意向已结束处理，感谢您的关注。`,
        r.statusNote,
      ),
      link: '/my/cooperation',
    },
    now,
  );
}
