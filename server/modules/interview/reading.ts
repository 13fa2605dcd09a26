import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { CustomerInterview, CustomerInterviewPage, InterviewCustomer, PlannerInterview, PlannerInterviewPage } from '@/lib/contract/interview/api';
import type { PlannerCard } from '@/lib/contract/planner/api';
import { INTERVIEW_STATUS, INVITE_TYPE_TEXT, interviewConfirmPath, type InterviewSide, type InviteType } from '@/lib/contract/interview/enums';
import { interviewActions, interviewStatusText, isExpired } from '@/lib/contract/interview/rules';
import { DEFAULT_PLANNER_TYPE, DEFAULT_POST_NAME } from '@/lib/contract/planner/enums';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { forbidden, notFound } from '../../http/errors';
import { DEFAULT_AVATAR, findUserById, maskPhone } from '../auth/users';
import { plannerCardOf, type PlannerRow } from '../planner/present';
import { findPlanner, plannersByIds } from '../planner/service';
import { interviews } from './schema';

// Reading appointments: the customer's (面谈记录) and the planner's (workbench), each only by its own side.

export type InterviewRow = typeof interviews.$inferSelect;

export const INTERVIEW_NOT_FOUND = '面谈记录不存在';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function base(row: InterviewRow, side: InterviewSide, now: Date) {
  return {
    id: row.id,
    status: row.status,
    statusText: interviewStatusText(row, now),
    expired: isExpired(row, now),
    inviteType: row.inviteType,
    inviteTypeText: INVITE_TYPE_TEXT[row.inviteType as InviteType] ?? '',
    inviteTime: row.inviteTime.toISOString(),
    inviteAddress: row.inviteAddress,
    topic: row.topic,
    note: row.note,
    accompanyName: row.accompanyName,
    cancelledBy: (row.cancelledBy as InterviewSide | null) ?? null,
    cancelReason: row.cancelReason,
    cancelTime: iso(row.cancelledAt),
    confirmTime: iso(row.confirmedAt),
    completeTime: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    confirmPath: interviewConfirmPath(row.id),
    actions: interviewActions(row, side, now),
  };
}

/** A planner who left the platform still shows as 规划师 on old appointments. */
const formerPlanner = (id: string): PlannerCard => ({
  mchUserId: id,
  name: '规划师',
  avatar: DEFAULT_AVATAR,
  postName: DEFAULT_POST_NAME,
  tagNameList: [],
  type: DEFAULT_PLANNER_TYPE,
  point: 0,
});

export async function presentForCustomer(db: DbLike, rows: InterviewRow[], now: Date): Promise<CustomerInterview[]> {
  const ids = [...new Set(rows.map((r) => r.plannerId))];
  const cards = new Map((await plannersByIds(db, ids)).map((p) => [p.userId, plannerCardOf(p)]));
  return rows.map((r) => ({ ...base(r, 'customer', now), planner: cards.get(r.plannerId) ?? formerPlanner(r.plannerId) }));
}

/** The customer as a planner sees them: nickname, avatar and a masked phone. */
export async function customerOf(db: DbLike, userId: string): Promise<InterviewCustomer> {
  const u = await findUserById(db, userId);
  return { userId, name: u?.nickName || '客户', avatar: u?.avatar || DEFAULT_AVATAR, phone: u ? maskPhone(u.phone) : '' };
}

export async function presentForPlanner(db: DbLike, rows: InterviewRow[], now: Date): Promise<PlannerInterview[]> {
  const ids = [...new Set(rows.map((r) => r.customerId))];
  const people = new Map(await Promise.all(ids.map(async (id) => [id, await customerOf(db, id)] as const)));
  return rows.map((r) => ({ ...base(r, 'planner', now), customer: people.get(r.customerId)! }));
}

/** The calling planner's profile; anyone else is refused (403). */
export async function requireInterviewPlanner(db: DbLike, userId: string): Promise<PlannerRow> {
  const p = await findPlanner(db, userId);
  if (!p) throw forbidden('仅规划师可操作');
  return p;
}

/** Upcoming first for the live tabs (待确认, 已确认), the newest change first for the others and for 全部. */
function orderOf(status: number | undefined) {
  if (status === INTERVIEW_STATUS.PENDING || status === INTERVIEW_STATUS.CONFIRMED) return [asc(interviews.inviteTime), asc(interviews.id)];
  return [desc(interviews.updatedAt), desc(interviews.id)];
}

async function pageWhere(db: DbLike, where: SQL | undefined, q: { page: number; limit: number; status?: number }) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(interviews).where(where),
    db
      .select()
      .from(interviews)
      .where(where)
      .orderBy(...orderOf(q.status))
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
  ]);
  return { n: Number(n), rows };
}

const withStatus = (status: number | undefined) => (status === undefined ? undefined : eq(interviews.status, status));

/** GET /interview/v4/page: the caller's appointments (as the customer), by status. */
export async function interviewPage(db: DbLike, userId: string, q: { page: number; limit: number; status?: number }, now: Date): Promise<CustomerInterviewPage> {
  const { n, rows } = await pageWhere(db, and(eq(interviews.customerId, userId), withStatus(q.status)), q);
  return pageOf(await presentForCustomer(db, rows, now), n, q.page, q.limit);
}

/** GET /interview/v4/not_complete_num: the caller's appointments still waiting for their confirmation. */
export async function notCompleteNum(db: DbLike, userId: string, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: countInt })
    .from(interviews)
    .where(and(eq(interviews.customerId, userId), eq(interviews.status, INTERVIEW_STATUS.PENDING), gt(interviews.inviteTime, now)));
  return Number(n);
}

/** The planner's appointments still ahead: proposed and waiting for the customer, and confirmed (the workbench home). */
export async function plannerInterviewsAhead(db: DbLike, plannerId: string, now: Date): Promise<{ pending: number; confirmed: number }> {
  const rows = await db
    .select({ status: interviews.status, n: countInt })
    .from(interviews)
    .where(and(eq(interviews.plannerId, plannerId), gt(interviews.inviteTime, now)))
    .groupBy(interviews.status);
  const of = (status: number) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { pending: of(INTERVIEW_STATUS.PENDING), confirmed: of(INTERVIEW_STATUS.CONFIRMED) };
}

/** GET /interview/v4/planner_page: the calling planner's proposals, by status. */
export async function plannerInterviewPage(db: DbLike, plannerId: string, q: { page: number; limit: number; status?: number }, now: Date): Promise<PlannerInterviewPage> {
  await requireInterviewPlanner(db, plannerId);
  const { n, rows } = await pageWhere(db, and(eq(interviews.plannerId, plannerId), withStatus(q.status)), q);
  return pageOf(await presentForPlanner(db, rows, now), n, q.page, q.limit);
}

/** GET /interview/v4/planner_detail: one of the calling planner's proposals; any other answers 不存在. */
export async function plannerInterviewDetail(db: DbLike, plannerId: string, id: string, now: Date): Promise<PlannerInterview> {
  await requireInterviewPlanner(db, plannerId);
  const [row] = await db.select().from(interviews).where(and(eq(interviews.id, id), eq(interviews.plannerId, plannerId))).limit(1);
  if (!row) throw notFound(INTERVIEW_NOT_FOUND);
  return (await presentForPlanner(db, [row], now))[0];
}

/** The row as one side sees it (for the status changes' 409 texts); undefined when it is not theirs. */
export async function rowFor(db: DbLike, id: string, side: InterviewSide, userId: string): Promise<InterviewRow | undefined> {
  const col = side === 'planner' ? interviews.plannerId : interviews.customerId;
  const [row] = await db.select().from(interviews).where(and(eq(interviews.id, id), eq(col, userId))).limit(1);
  return row;
}
