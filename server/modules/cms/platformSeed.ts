import { sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { ASSURANCE_TEXTS, QUALIFICATION_TEXTS } from './platformAssurances';
import { JOB_OFFICE, JOB_TEXTS } from './platformJobs';
import { cmsAssurances, cmsJobs, cmsQualifications } from './platformSchema';

const changed = (cols: string[], table: string) => sql.raw(cols.map((c) => `${table}.${c} IS DISTINCT FROM excluded.${c}`).join(' OR '));
const excluded = (cols: Record<string, string>) => Object.fromEntries(Object.entries(cols).map(([k, c]) => [k, sql.raw(`excluded.${c}`)]));

/**
 * 加入我们, 证照资质中心 and 服务保障 (inventory my §11). Idempotent like the rest of the CMS seed: seeded text is
 * brought up to date (a row changes only when its text does); `online` is left as an operator set it.
 */
export async function seedPlatformContent(db: DbLike, now: Date) {
  const jobCols = {
    title: 'title', department: 'department', city: 'city', salary: 'salary', experience: 'experience', education: 'education',
    headcount: 'headcount', tags: 'tags', summary: 'summary', duties: 'duties', requirements: 'requirements', benefits: 'benefits',
    address: 'address', sort: 'sort',
  };
  await db
    .insert(cmsJobs)
    .values(JOB_TEXTS.map((j, i) => ({ ...j, address: JOB_OFFICE, sort: (i + 1) * 10, updatedAt: now })))
    .onConflictDoUpdate({
      target: cmsJobs.id,
      set: { ...excluded(jobCols), updatedAt: now },
      setWhere: changed(Object.values(jobCols), 'cms_jobs'),
    });
  const qualCols = { title: 'title', number: 'number', holder: 'holder', issuer: 'issuer', validity: 'validity', image: 'image', note: 'note', sort: 'sort' };
  await db
    .insert(cmsQualifications)
    .values(QUALIFICATION_TEXTS.map((q, i) => ({ ...q, sort: (i + 1) * 10, updatedAt: now })))
    .onConflictDoUpdate({
      target: cmsQualifications.code,
      set: { ...excluded(qualCols), updatedAt: now },
      setWhere: changed(Object.values(qualCols), 'cms_qualifications'),
    });
  const assureCols = { title: 'title', summary: 'summary', icon: 'icon', sections: 'sections', sort: 'sort' };
  await db
    .insert(cmsAssurances)
    .values(ASSURANCE_TEXTS.map((a, i) => ({ ...a, sort: (i + 1) * 10, updatedAt: now })))
    .onConflictDoUpdate({
      target: cmsAssurances.code,
      set: { ...excluded(assureCols), updatedAt: now },
      setWhere: changed(Object.values(assureCols), 'cms_assurances'),
    });
}
