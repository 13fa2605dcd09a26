import { and, eq, isNull, sql } from 'drizzle-orm';
import { KNOWN_STATUS } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { reportError } from '../../http/report';
import { startLoop, type Loop } from '../../background';
import { knownContents } from './schema';
import { log } from '../../log';

// 热度: a time-decayed score of the interactions, recomputed for every published content in one statement.

const c = knownContents;
/** Hours added to a content's age, and the decay exponent (the classic "gravity" of ranked feeds). */
const AGE_OFFSET_H = 2;
const GRAVITY = 1.5;
export const HOT_INTERVAL_MS = 10 * 60_000;

/** The score of one content, as the SQL below computes it (unit-tested). */
export function hotScore(x: { applaud: number; remark: number; collect: number; answer: number; browse: number; ageHours: number }): number {
  const points = 1 + x.applaud * 3 + x.remark * 2 + x.collect * 2 + x.answer * 4 + x.browse * 0.2;
  return (points * 100) / Math.pow(Math.max(0, x.ageHours) + AGE_OFFSET_H, GRAVITY);
}

export async function recomputeHot(db: DbLike, now: Date): Promise<number> {
  const age = sql`greatest(extract(epoch from (${now}::timestamptz - ${c.createdAt})) / 3600.0, 0)`;
  const points = sql`(1 + ${c.applaudCount} * 3 + ${c.remarkCount} * 2 + ${c.collectCount} * 2 + ${c.answerCount} * 4 + ${c.browseCount} * 0.2)`;
  const rows = await db
    .update(c)
    .set({ hotScore: sql`${points} * 100 / power(${age} + ${AGE_OFFSET_H}, ${GRAVITY})` })
    .where(and(eq(c.status, KNOWN_STATUS.PUBLISHED), isNull(c.deletedAt)))
    .returning({ id: c.id });
  return rows.length;
}

const loops = new WeakMap<object, Loop>();

/** One pass of the background loop: a failure is logged and reported, never thrown (the next pass tries again). */
export async function hotRankingPass(deps: { db: DbLike; now: () => Date }): Promise<void> {
  try {
    await recomputeHot(deps.db, deps.now());
  } catch (err) {
    log.warn({ where: 'known-hot', err }, 'pass failed');
    await reportError(err, { where: 'known-hot' });
  }
}

/** Recomputes the scores every 10 minutes in this process (not under tests, which call recomputeHot themselves). */
export function startHotRanking(deps: { db: DbLike; now: () => Date }) {
  if (loops.has(deps) || process.env.VITEST || process.env.KNOWN_HOT === '0') return;
  loops.set(deps, startLoop(HOT_INTERVAL_MS, () => hotRankingPass(deps)));
}
