import { and, desc, eq } from 'drizzle-orm';
import type { JobApplication, JobApplicationPage, JobApplyBody, MyJobApplication } from '@/lib/contract/apply/api';
import { APPLY_MSG, JOB_APPLY_STATUS_TEXT, type JobApplyStatus } from '@/lib/contract/apply/enums';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR, notFound } from '../../http/errors';
import type { Caller } from '../auth/service';
import { findOnlineJob, JOB_MISSING } from '../cms/platform';
import { cleanText, provenPhone, requireApplicant, takeApplySlot } from './common';
import { jobApplications, type JobApplicationRow } from './schema';

// 加入我们 (/my/joinUs): applying to an opening of the CMS, once per opening, within the day's quota.

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
