import { eq, sql } from 'drizzle-orm';
import { FEEDBACK_STATUS } from '@/lib/contract/feedback/enums';
import type { DbLike } from '../../db/types';
import { feedbacks } from './schema';

// 我要吐槽 as the operator desk counts it (issue 27 §5), and a feedback's state for the audit log.

export async function openFeedbackCount(db: DbLike): Promise<number> {
  const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(feedbacks).where(eq(feedbacks.status, FEEDBACK_STATUS.OPEN));
  return Number(r?.n ?? 0);
}

export const feedbackState = (db: DbLike, id: string) =>
  db
    .select({ status: feedbacks.status, replyContent: feedbacks.replyContent })
    .from(feedbacks)
    .where(eq(feedbacks.id, id))
    .limit(1)
    .then((r) => r[0] ?? null);
