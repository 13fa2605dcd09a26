import { INTERVIEW_SIDE, INTERVIEW_STATUS, INVITE_TYPE_TEXT, interviewDetailPath, type InviteType } from '@/lib/contract/interview/enums';
import { chinaDateTime } from '@/lib/chinaTime';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { notify, type NoticeInput } from '../notice/notify';
import { findPlanner, plannersByIds } from '../planner/service';
import { customerOf, type InterviewRow } from './reading';
import { interviews } from './schema';

// The notifications centre's side of an appointment (issue 27 §2, 系统通知): the side that did not act is told, in
// the transaction of the change itself, once per change (the key is the appointment and the change; every change
// happens at most once to an appointment). The chat message and the SMS of notify.ts stay as they are.

export type InterviewEvent = 'invited' | 'confirmed' | 'cancelled' | 'completed';

/** The planner's workbench list of one status (the tab the change moved the appointment to). */
const plannerList = (status: number) => `/workbench/interviews?status=${status}`;

function noticeOf(row: InterviewRow, event: InterviewEvent, names: { planner: string; customer: string }): NoticeInput {
  const when = chinaDateTime(row.inviteTime);
  const what = `${when}「${row.topic}」的面谈`;
  const reason = row.cancelReason ? `，原因：${row.cancelReason}` : '';
  const forCustomer = { userId: row.customerId, link: interviewDetailPath(row.id) };
  const base = { category: 'system' as const, kind: `interview.${event}`, key: `interview.${event}:${row.id}` };
  switch (event) {
    case 'invited':
      return {
        ...base,
        ...forCustomer,
        title: `${names.planner}邀请您面谈`,
        body: `时间：${when}；方式：${INVITE_TYPE_TEXT[row.inviteType as InviteType] ?? ''}；地点：${row.inviteAddress}；主题：${row.topic}。请在面谈记录中确认。`,
      };
    case 'confirmed':
      return {
        ...base,
        userId: row.plannerId,
        link: plannerList(INTERVIEW_STATUS.CONFIRMED),
        title: `${names.customer}已确认面谈`,
        body: `客户已确认${what}，地点：${row.inviteAddress}。`,
      };
    case 'completed':
      return { ...base, ...forCustomer, title: '面谈已完成', body: `${names.planner}已将${what}标记为完成，感谢您的信任。` };
    case 'cancelled':
      return row.cancelledBy === INTERVIEW_SIDE.PLANNER
        ? { ...base, ...forCustomer, title: '面谈已取消', body: `${names.planner}取消了${what}${reason}。` }
        : { ...base, userId: row.plannerId, link: plannerList(INTERVIEW_STATUS.CANCELLED), title: `${names.customer}取消了面谈`, body: `客户取消了${what}${reason}。` };
  }
}

/** Writes the notice of `event` for the other side of the appointment, with the handle of the change's transaction. */
export async function interviewNotice(tx: DbLike, row: InterviewRow, event: InterviewEvent, now: Date): Promise<void> {
  const [planner, customer] = [await findPlanner(tx, row.plannerId), await customerOf(tx, row.customerId)];
  await notify(tx, noticeOf(row, event, { planner: planner?.name || '规划师', customer: customer.name }), now);
}

/** How long before a confirmed appointment both sides are reminded (a sweeper pass at most 30 s late). */
export const REMIND_BEFORE_MS = 60 * 60 * 1000;

/**
 * 面谈提醒: every confirmed appointment starting within the hour reminds both sides, once (the key holds the time, so
 * an appointment moved to another time reminds again). Run by the order sweeper each pass; a pass that finds the
 * same appointments again writes nothing.
 */
export async function remindInterviews(db: DbLike, now: Date): Promise<number> {
  const soon = new Date(now.getTime() + REMIND_BEFORE_MS);
  const rows = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.status, INTERVIEW_STATUS.CONFIRMED), gt(interviews.inviteTime, now), lte(interviews.inviteTime, soon)))
    .orderBy(asc(interviews.inviteTime))
    .limit(500);
  if (!rows.length) return 0;
  // Each person looked up once for the pass, and every reminder written in one statement (a pass that finds the same
  // appointments again costs these few queries and writes nothing).
  const planners = new Map((await plannersByIds(db, [...new Set(rows.map((r) => r.plannerId))])).map((p) => [p.userId, p]));
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const customers = new Map(await Promise.all(customerIds.map(async (id) => [id, await customerOf(db, id)] as const)));
  const items = rows.flatMap((row) => {
    const when = chinaDateTime(row.inviteTime);
    const where = `${INVITE_TYPE_TEXT[row.inviteType as InviteType] ?? ''}，地点：${row.inviteAddress}`;
    const key = `interview.reminder:${row.id}:${row.inviteTime.getTime()}`;
    return [
      {
        userId: row.customerId,
        category: 'system' as const,
        kind: 'interview.reminder',
        key,
        title: '面谈将在1小时内开始',
        body: `您与${planners.get(row.plannerId)?.name || '规划师'}的面谈「${row.topic}」将于${when}开始（${where}）。`,
        link: interviewDetailPath(row.id),
      },
      {
        userId: row.plannerId,
        category: 'system' as const,
        kind: 'interview.reminder',
        key,
        title: '面谈将在1小时内开始',
        body: `与${customers.get(row.customerId)?.name ?? '客户'}的面谈「${row.topic}」将于${when}开始（${where}）。`,
        link: plannerList(INTERVIEW_STATUS.CONFIRMED),
      },
    ];
  });
  return notify(db, items, now);
}
