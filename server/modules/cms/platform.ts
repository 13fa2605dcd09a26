/** 加入我们, 证照资质中心 and 服务保障: the platform content the applications pages read (platformSchema.ts). */
import { and, asc, eq } from 'drizzle-orm';
import type { AssuranceList, JobCard, JobDetail, JobPage, QualificationList } from '@/lib/contract/apply/content';
import type { DbLike } from '../../db/types';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { cmsAssurances, cmsJobs, cmsQualifications, type CmsJobRow } from './platformSchema';

export const JOB_MISSING = '该职位不存在或已停止招聘';

const cardOf = (r: CmsJobRow): JobCard => ({
  id: r.id,
  title: r.title,
  department: r.department,
  city: r.city,
  salary: r.salary,
  experience: r.experience,
  education: r.education,
  headcount: r.headcount,
  tags: r.tags,
  updatedAt: r.updatedAt.toISOString(),
});

/** GET /api/cms/v1/jobs: the openings that are online, in `sort` order. */
export async function jobList(db: DbLike, input: { page: number; limit: number }): Promise<JobPage> {
  const where = eq(cmsJobs.online, true);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(cmsJobs).where(where).orderBy(asc(cmsJobs.sort), asc(cmsJobs.id)).limit(input.limit).offset(offsetOf(input.page, input.limit)),
    db.select({ n: countInt }).from(cmsJobs).where(where),
  ]);
  return pageOf(rows.map(cardOf), n, input.page, input.limit);
}

/** An opening that is online, or undefined (the apply module asks before saving an application). */
export async function findOnlineJob(db: DbLike, id: string): Promise<CmsJobRow | undefined> {
  const [row] = await db.select().from(cmsJobs).where(and(eq(cmsJobs.id, id), eq(cmsJobs.online, true))).limit(1);
  return row;
}

/** GET /api/cms/v1/job_detail: one opening; unknown or offline → 404. */
export async function jobDetail(db: DbLike, id: string): Promise<JobDetail> {
  const row = await findOnlineJob(db, id);
  if (!row) throw notFound(JOB_MISSING);
  return { ...cardOf(row), summary: row.summary, duties: row.duties, requirements: row.requirements, benefits: row.benefits, address: row.address };
}

/** GET /api/cms/v1/qualifications. */
export async function qualificationList(db: DbLike): Promise<QualificationList> {
  const rows = await db.select().from(cmsQualifications).where(eq(cmsQualifications.online, true)).orderBy(asc(cmsQualifications.sort), asc(cmsQualifications.code));
  return { rows: rows.map((r) => ({ code: r.code, title: r.title, number: r.number, holder: r.holder, issuer: r.issuer, validity: r.validity, image: r.image, note: r.note })) };
}

/** GET /api/cms/v1/assurances. */
export async function assuranceList(db: DbLike): Promise<AssuranceList> {
  const rows = await db.select().from(cmsAssurances).where(eq(cmsAssurances.online, true)).orderBy(asc(cmsAssurances.sort), asc(cmsAssurances.code));
  return { rows: rows.map((r) => ({ code: r.code, title: r.title, summary: r.summary, icon: r.icon, sections: r.sections })) };
}
