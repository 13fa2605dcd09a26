import { and, desc, eq, inArray } from 'drizzle-orm';
import type {
  JobApplication,
  JobApplicationPage,
  JobApplyBody,
  MyJobApplication,
  OperatorJobApplication,
  OperatorJobListQuery,
  OperatorJobPage,
  OperatorJobStatusBody,
} from '@/lib/contract/apply/api';
import { APPLY_MSG, JOB_APPLY_NEXT, JOB_APPLY_STATUSES, JOB_APPLY_STATUS_TEXT, type JobApplyStatus } from '@/lib/contract/apply/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR, notFound } from '../../http/errors';
import type { Caller } from '../auth/service';
import { findOnlineJob, JOB_MISSING } from '../cms/platform';
import { allowedFrom, cleanText, openFirst, provenPhone, requireApplicant, statusRefused, takeApplySlot } from './common';
import { jobDecidedNotice } from './notices';
import { jobApplications, type JobApplicationRow } from './schema';

// 加入我们 (/my/joinUs): applying to an opening of the CMS, once per opening, within the day's quota; the platform
// operator moves an application from 已投递 to 已查看, 邀请面试 or 暂不合适, each change one conditional UPDATE.

function present(r: JobApplicationRow): JobApplication {
  const status = r.status as JobApplyStatus;
  return {
    id: r.id,
    jobId: r.jobId,
    position: r.position,
    department: r.department,
    city: r.city,
    name: r.name,
    phone: r.phone,
    note: r.note,
    status,
    statusText: JOB_APPLY_STATUS_TEXT[status] ?? '',
    statusNote: r.statusNote,
    createdAt: r.createdAt.toISOString(),
  };
}

/** POST /api/apply/v1/job/apply. */
export async function applyJob(deps: Deps, userId: string, caller: Caller, input: JobApplyBody): Promise<JobApplication> {
  const name = cleanText('name', input.name, '请填写姓名');
  const note = cleanText('note', input.note, '请填写个人简介');
  if (note.length < 10) throw new AppError(ERR.BAD_INPUT, 'note：请用至少10个字介绍您的工作经历');
  const job = await findOnlineJob(deps.db, input.jobId);
  if (!job) throw notFound(JOB_MISSING);
  const account = await requireApplicant(deps.db, userId);
  const [already] = await deps.db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, job.id)))
    .limit(1);
  if (already) throw new AppError(ERR.CONFLICT, APPLY_MSG.jobApplied);
  const phone = await provenPhone(deps, account, { phone: input.phone, smsCode: input.smsCode }, caller);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await takeApplySlot(tx, userId, 'job', now);
      const [saved] = await tx
        .insert(jobApplications)
        .values({ id: newId('ja_'), userId, jobId: job.id, position: job.title, department: job.department, city: job.city, name, phone, note, createdAt: now, updatedAt: now })
        .returning();
      return saved;
    });
    return present(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, APPLY_MSG.jobApplied);
    throw err;
  }
}

/** GET /api/apply/v1/job/mine: the caller's applications, newest first. */
export async function myJobApplications(db: DbLike, userId: string, page: number, limit: number): Promise<JobApplicationPage> {
  const where = eq(jobApplications.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(jobApplications).where(where).orderBy(desc(jobApplications.createdAt), desc(jobApplications.id)).limit(limit).offset(offsetOf(page, limit)),
    db.select({ n: countInt }).from(jobApplications).where(where),
  ]);
  return pageOf(rows.map(present), n, page, limit);
}

/** GET /api/apply/v1/job/application: the caller's application to one opening, or null. */
export async function myJobApplication(db: DbLike, userId: string, jobId: string): Promise<MyJobApplication> {
  const [row] = await db.select().from(jobApplications).where(and(eq(jobApplications.userId, userId), eq(jobApplications.jobId, jobId))).limit(1);
  return { application: row ? present(row) : null };
}

const forOperator = (r: JobApplicationRow): OperatorJobApplication => ({ ...present(r), userId: r.userId, updatedAt: r.updatedAt.toISOString() });
const OPEN = JOB_APPLY_STATUSES.filter((s) => JOB_APPLY_NEXT[s].length > 0);

/** GET /api/apply/v1/operator/job/list (platform operator): applications, those still open (已投递, 已查看) first, oldest first. */
export async function operatorJobList(db: DbLike, q: OperatorJobListQuery): Promise<OperatorJobPage> {
  const where = q.status ? eq(jobApplications.status, q.status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(where)
      .orderBy(openFirst(jobApplications.status, OPEN), jobApplications.createdAt, jobApplications.id)
      .limit(q.limit)
      .offset(offsetOf(q.page, q.limit)),
    db.select({ n: countInt }).from(jobApplications).where(where),
  ]);
  return pageOf(rows.map(forOperator), n, q.page, q.limit);
}

/**
 * POST /api/apply/v1/operator/job/update_status: one conditional UPDATE (only from the statuses JOB_APPLY_NEXT allows,
 * or from `from` alone when given), so of changes racing on one application only those the statuses allow land and
 * the rest get 409; an unknown id is 404. The note replaces the previous one and is shown to the applicant; a decision
 * (邀请面试, 暂不合适) also reaches them as a notice, written in the same transaction.
 */
export async function updateJobStatus(deps: Deps, input: OperatorJobStatusBody): Promise<OperatorJobApplication> {
  const statusNote = cleanText('note', input.note);
  const from = allowedFrom(JOB_APPLY_NEXT, input.status, input.from);
  if (from.length) {
    const now = deps.now();
    const row = await deps.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(jobApplications)
        .set({ status: input.status, statusNote, updatedAt: now })
        .where(and(eq(jobApplications.id, input.id), inArray(jobApplications.status, from)))
        .returning();
      if (moved) await jobDecidedNotice(tx, moved, now);
      return moved;
    });
    if (row) return forOperator(row);
  }
  const [cur] = await deps.db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, input.id)).limit(1);
  if (!cur) throw notFound(APPLY_MSG.jobNotFound);
  const nowText = JOB_APPLY_STATUS_TEXT[cur.status as JobApplyStatus] ?? cur.status;
  throw statusRefused('投递', nowText, JOB_APPLY_STATUS_TEXT[input.status], !!input.from && input.from !== cur.status);
}
