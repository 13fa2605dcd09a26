import type { CustomerInterviewDetail, InterviewEvaluateBody, InterviewEvaluation } from '@/lib/contract/interview/api';
import { REVIEW_MAX } from '@/lib/contract/interview/enums';
import { canRateInterview, rateConflictText } from '@/lib/contract/interview/rules';
import { chinaDateTime } from '@/lib/chinaTime';
import type { Deps, SessionUser } from '../../http/types';
import type { DbLike } from '../../db/types';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { addInterviewReview, interviewReviewOf, type InterviewReview } from '../evaluate/interviewReviews';
import { plainText } from '../known/moderation';
import { notify } from '../notice/notify';
import { INTERVIEW_NOT_FOUND, customerOf, presentForCustomer, rowFor, type InterviewRow } from './reading';

// 评价面谈 (issue 27 §4b): once an appointment is held (已完成) its customer rates it, once. The review is written by
// the evaluate module (an ordinary review of the planner, counted in 薯片分 like an order review) in this module's
// transaction, with the planner's notice; the interview module never touches the evaluate tables itself.

const evaluationOf = (r: InterviewReview | null): InterviewEvaluation | null =>
  r ? { score: r.score, content: r.content, anonymous: r.anonymous, createdAt: r.createdAt.toISOString() } : null;

async function detailOf(db: DbLike, row: InterviewRow, now: Date): Promise<CustomerInterviewDetail> {
  const [[iv], review] = await Promise.all([presentForCustomer(db, [row], now), interviewReviewOf(db, row.id)]);
  return { ...iv, canEvaluate: canRateInterview(row, review !== null), evaluation: evaluationOf(review) };
}

/** GET /interview/v4/detail: one appointment proposed to the caller, with its rating; any other answers 不存在. */
export async function interviewDetail(db: DbLike, userId: string, id: string, now: Date): Promise<CustomerInterviewDetail> {
  const row = await rowFor(db, id, 'customer', userId);
  if (!row) throw notFound(INTERVIEW_NOT_FOUND);
  return detailOf(db, row, now);
}

/** The text as stored: tags gone (plain text like every review), at most REVIEW_MAX characters. */
export function reviewText(raw: string | undefined): string {
  const text = plainText(raw ?? '').trim();
  if (text.length > REVIEW_MAX) throw badInput(`content：评价内容不能超过${REVIEW_MAX}个字`);
  return text;
}

const ALREADY = '该面谈已评价，不能重复评价';

/**
 * POST /interview/v4/evaluate: the customer of a held appointment rates it, once. One transaction: the appointment
 * is read as the caller's (404 otherwise; 已完成 is final, so its status cannot change underneath), the evaluate module
 * claims the appointment and writes the review (a second writer finds the claim taken and gets 409), and the planner
 * is told in the notifications centre.
 */
export async function evaluateInterview(deps: Deps, user: SessionUser, input: InterviewEvaluateBody): Promise<CustomerInterviewDetail> {
  const content = reviewText(input.content);
  const now = deps.now();
  try {
    const rated = await deps.db.transaction(async (tx) => {
      const row = await rowFor(tx, input.id, 'customer', user.userId);
      if (!row) throw notFound(INTERVIEW_NOT_FOUND);
      const refused = rateConflictText(row, false);
      if (refused) throw new AppError(ERR.CONFLICT, refused);
      const review = await addInterviewReview(
        tx,
        { interviewId: row.id, plannerId: row.plannerId, userId: user.userId, stars: input.score, content, anonymous: input.anonymous === 1 },
        now,
      );
      if (!review) throw new AppError(ERR.CONFLICT, ALREADY);
      const customer = await customerOf(tx, row.customerId);
      const who = input.anonymous === 1 ? '一位客户' : customer.name;
      await notify(
        tx,
        {
          userId: row.plannerId,
          category: 'system',
          kind: 'interview.rated',
          key: `interview.rated:${row.id}`,
          title: '客户评价了面谈',
          body: `${who}为${chinaDateTime(row.inviteTime)}「${row.topic}」的面谈打了${input.score}星${content ? `：${content}` : '。'}`,
          link: '/workbench/interviews?status=2',
        },
        now,
      );
      return row;
    });
    return await detailOf(deps.db, rated, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, ALREADY);
    throw err;
  }
}
