import { eq, inArray, sql } from 'drizzle-orm';
import { COOPERATION_NEXT, COOPERATION_STATUSES, JOB_APPLY_NEXT, JOB_APPLY_STATUSES } from '@/lib/contract/apply/enums';
import type { DbLike } from '../../db/types';
import { cooperationProposals, jobApplications, merchantApplications } from './schema';

// What waits for the operator desk here (issue 27 §5), and each application's state for the audit log.

const count = sql<number>`count(*)::int`;
const JOB_OPEN = JOB_APPLY_STATUSES.filter((s) => JOB_APPLY_NEXT[s].length > 0);
const COOP_OPEN = COOPERATION_STATUSES.filter((s) => COOPERATION_NEXT[s].length > 0);
const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
const first = <T>(rows: T[]) => rows[0] ?? null;

/** Merchant applications to decide, job applications and cooperation proposals still open. */
export async function openApplicationCounts(db: DbLike) {
  const [merchant, job, cooperation] = await Promise.all([
    db.select({ n: count }).from(merchantApplications).where(eq(merchantApplications.status, 'PENDING')),
    db.select({ n: count }).from(jobApplications).where(inArray(jobApplications.status, JOB_OPEN)),
    db.select({ n: count }).from(cooperationProposals).where(inArray(cooperationProposals.status, COOP_OPEN)),
  ]);
  return { merchant: n(merchant), job: n(job), cooperation: n(cooperation) };
}

export const merchantApplicationState = (db: DbLike, id: string) =>
  db.select({ status: merchantApplications.status }).from(merchantApplications).where(eq(merchantApplications.id, id)).limit(1).then(first);

export const jobApplicationState = (db: DbLike, id: string) =>
  db.select({ status: jobApplications.status }).from(jobApplications).where(eq(jobApplications.id, id)).limit(1).then(first);

export const cooperationState = (db: DbLike, id: string) =>
  db.select({ status: cooperationProposals.status }).from(cooperationProposals).where(eq(cooperationProposals.id, id)).limit(1).then(first);
