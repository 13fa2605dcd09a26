import { eq } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { findUserById } from '../auth/users';
import { countPlannerReview } from '../planner/service';
import { DEFAULT_AVATAR, EVALUATION_SHOWN, GOOD_SCORE } from '@/lib/contract/evaluate/enums';
import { evaluationInterviews, evaluations } from './schema';

// Reviews of a held interview (面谈, issue 27 §4b), written for the interview module inside its transaction. A review
// is an ordinary `evaluations` row of the planner (no goods, no order): the planner's review list, 好评率, evaluator
// count and 薯片分 take it exactly like an order review. It rates the meeting as a whole, so it has no dimensions
// (the 薯片分 radar's means are over the reviews that rated them).

/** Stars (1–5) on the 0–1000 scale of every review: stars × 200, as an order review's serverScore (2–10) × 100. */
export const starsToScore = (stars: number): number => stars * 200;
/** The stars a stored score shows (floor(/200), as the review lists do). */
export const scoreToStars = (score: number): number => Math.floor(score / 200);

export type InterviewReview = { evaluationId: string; score: number; content: string; anonymous: boolean; createdAt: Date };

export type InterviewReviewInput = {
  interviewId: string;
  plannerId: string;
  userId: string;
  /** 1–5. */
  stars: number;
  /** Plain text, already checked by the caller. */
  content: string;
  anonymous: boolean;
};

/**
 * Writes the review of one interview with the caller's transaction handle, at most once: the interview's claim row
 * (primary key) is inserted first, and a second writer — a retry, or one of 20 concurrent posts — finds it taken
 * (after the first commits) and gets null, writing nothing. Keeps the planner's figures in step (countPlannerReview).
 */
export async function addInterviewReview(tx: DbLike, input: InterviewReviewInput, now: Date): Promise<InterviewReview | null> {
  const evaluationId = newId('ev_');
  const claimed = await tx
    .insert(evaluationInterviews)
    .values({ interviewId: input.interviewId, evaluationId, plannerId: input.plannerId, userId: input.userId, createdAt: now })
    .onConflictDoNothing({ target: evaluationInterviews.interviewId })
    .returning({ id: evaluationInterviews.interviewId });
  if (!claimed.length) return null;
  const u = await findUserById(tx, input.userId);
  const averageScore = starsToScore(input.stars);
  const good = averageScore >= GOOD_SCORE;
  await tx.insert(evaluations).values({
    id: evaluationId,
    goodsType: null,
    goodsId: null,
    plannerId: input.plannerId,
    userId: input.userId,
    userName: u?.nickName ?? '',
    avatar: u?.avatar || DEFAULT_AVATAR,
    anonymous: input.anonymous,
    averageScore,
    content: input.content,
    goodEvaluate: good,
    status: EVALUATION_SHOWN,
    evaluatedAt: now,
    createdAt: now,
  });
  await countPlannerReview(tx, input.plannerId, good, averageScore);
  return { evaluationId, score: input.stars, content: input.content, anonymous: input.anonymous, createdAt: now };
}

/** The review written of an interview, or null. */
export async function interviewReviewOf(db: DbLike, interviewId: string): Promise<InterviewReview | null> {
  const [row] = await db
    .select({ evaluationId: evaluations.id, averageScore: evaluations.averageScore, content: evaluations.content, anonymous: evaluations.anonymous, createdAt: evaluations.evaluatedAt })
    .from(evaluationInterviews)
    .innerJoin(evaluations, eq(evaluations.id, evaluationInterviews.evaluationId))
    .where(eq(evaluationInterviews.interviewId, interviewId))
    .limit(1);
  return row ? { evaluationId: row.evaluationId, score: scoreToStars(row.averageScore), content: row.content, anonymous: row.anonymous, createdAt: row.createdAt } : null;
}
