import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AddFeedbackBody, Feedback, FeedbackPage, OperatorFeedback, ReplyFeedbackBody } from '@/lib/contract/feedback/api';
import {
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_CONTENT_MIN,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MSG,
  FEEDBACK_PER_DAY,
  FEEDBACK_STATUS,
  FEEDBACK_STATUS_TEXT,
  FEEDBACK_TYPES,
  feedbackTypeName,
  type FeedbackStatus,
} from '@/lib/contract/feedback/enums';
import { chinaDayNumber } from '@/lib/chinaTime';
import { stripEmoji } from '@/lib/emojiText';
import { reserveEach } from '../../cache';
import type { Deps } from '../../http/types';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import { findUserById } from '../auth/users';
import { plainText } from '../known/moderation';
import { attachUploads } from '../upload/service';
import { notify } from '../notice/notify';
import { feedbacks } from './schema';

// 我要吐槽 (inventory my §10): a customer sends feedback (plain text, their own pictures, a daily quota reserved before
// anything is saved) and reads only their own; the platform operator answers each one once.

type Row = typeof feedbacks.$inferSelect;

/** Where a submission came from (headers the client sends on every call). */
export type FeedbackSource = { terminalCode: string; platformCode: string };

export const feedbackTypes = () => FEEDBACK_TYPES.map((t) => ({ code: t.code, name: t.name }));

export function presentFeedback(r: Row): Feedback {
  const status = (r.status === FEEDBACK_STATUS.REPLIED ? FEEDBACK_STATUS.REPLIED : FEEDBACK_STATUS.OPEN) as FeedbackStatus;
  return {
    id: r.id,
    typeCode: r.typeCode,
    typeName: feedbackTypeName(r.typeCode),
    content: r.content,
    images: r.images,
    contactPhone: r.contactPhone,
    status,
    statusText: FEEDBACK_STATUS_TEXT[status],
    isDispose: status === FEEDBACK_STATUS.REPLIED ? 1 : 0,
    createTime: r.createdAt.toISOString(),
    replyContent: r.replyContent,
    replyTime: r.repliedAt ? r.repliedAt.toISOString() : null,
  };
}

const presentForOperator = (r: Row): OperatorFeedback => ({
  ...presentFeedback(r),
  userId: r.userId,
  terminalCode: r.terminalCode,
  platformCode: r.platformCode,
  equipment: r.equipment,
});

/** Plain text as stored and shown: tags and emoji gone, whitespace tidied. */
const cleanText = (s: string) => plainText(stripEmoji(s)).trim();

/**
 * Takes one of the day's submissions of the account in one atomic step before anything is saved (docs/adr/0004):
 * of 50 at once, exactly FEEDBACK_PER_DAY pass. Answers the give-back for a submission that then fails.
 */
async function reserveToday(deps: Deps, userId: string): Promise<() => Promise<void>> {
  const key = `rl:feedback:${chinaDayNumber(deps.now())}:u:${userId}`;
  const r = await reserveEach(deps.cache, [{ key, max: FEEDBACK_PER_DAY, ttlSeconds: 2 * 86_400 }]);
  if (r.refused !== -1) throw new AppError(ERR.TOO_MANY, FEEDBACK_MSG.daily);
  return r.giveBack;
}

/** POST /complain/v1/add. */
export async function addFeedback(deps: Deps, userId: string, source: FeedbackSource, input: AddFeedbackBody): Promise<Feedback> {
  const content = cleanText(input.content);
  if (content.length < FEEDBACK_CONTENT_MIN || content.length > FEEDBACK_CONTENT_MAX) throw badInput(`content：${FEEDBACK_MSG.content}`);
  const account = await findUserById(deps.db, userId);
  if (!account) throw new AppError(ERR.ACCOUNT_NOT_FOUND, '账号不存在');
  const giveBack = await reserveToday(deps, userId);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const id = newId('fb_');
      const images = await attachUploads(tx, userId, input.images, `feedback:${id}`, FEEDBACK_IMAGES_MAX);
      const now = deps.now();
      const [created] = await tx
        .insert(feedbacks)
        .values({
          id,
          userId,
          typeCode: input.typeCode,
          content,
          images,
          contactPhone: input.contactPhone ?? account.phone,
          terminalCode: source.terminalCode,
          platformCode: source.platformCode,
          equipment: cleanText(input.equipment ?? '').slice(0, 60),
          status: FEEDBACK_STATUS.OPEN,
          createdAt: now,
        })
        .returning();
      return created;
    });
    return presentFeedback(row);
  } catch (err) {
    await giveBack();
    throw err;
  }
}

async function pageWhere(db: DbLike, where: SQL | undefined, page: number, limit: number) {
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(feedbacks).where(where),
    db.select().from(feedbacks).where(where).orderBy(desc(feedbacks.createdAt), desc(feedbacks.id)).limit(limit).offset(offsetOf(page, limit)),
  ]);
  return { n: Number(n), rows };
}

/** GET /complain/v1/list: the caller's own feedback, newest first, optionally by status. */
export async function myFeedback(db: DbLike, userId: string, q: { page: number; limit: number; status?: FeedbackStatus }): Promise<FeedbackPage> {
  const { n, rows } = await pageWhere(db, and(eq(feedbacks.userId, userId), q.status ? eq(feedbacks.status, q.status) : undefined), q.page, q.limit);
  return pageOf(rows.map(presentFeedback), n, q.page, q.limit);
}

/** GET /complain/v1/detail: one of the caller's own; another's is 不存在, like an unknown id. */
export async function myFeedbackDetail(db: DbLike, userId: string, id: string): Promise<Feedback> {
  const [row] = await db.select().from(feedbacks).where(and(eq(feedbacks.id, id), eq(feedbacks.userId, userId))).limit(1);
  if (!row) throw notFound(FEEDBACK_MSG.notFound);
  return presentFeedback(row);
}

/** GET /complain/v1/operator/list: the platform's queue (OPEN by default), oldest first so the longest waiting come first. */
export async function operatorFeedback(db: DbLike, q: { page: number; limit: number; status?: FeedbackStatus }) {
  const where = eq(feedbacks.status, q.status ?? FEEDBACK_STATUS.OPEN);
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(feedbacks).where(where),
    db.select().from(feedbacks).where(where).orderBy(feedbacks.createdAt, feedbacks.id).limit(q.limit).offset(offsetOf(q.page, q.limit)),
  ]);
  return pageOf(rows.map(presentForOperator), Number(n), q.page, q.limit);
}

/** The customer's notice of the reply (系统通知), once per feedback: it is answered once. */
function repliedNotice(tx: DbLike, r: Row, now: Date) {
  return notify(
    tx,
    {
      userId: r.userId,
      category: 'system',
      kind: 'feedback.replied',
      key: `feedback.replied:${r.id}`,
      title: '您的吐槽有回复了',
      body: `您反馈的「${feedbackTypeName(r.typeCode)}」问题已有平台回复：${r.replyContent ?? ''}`,
      link: `/my/complain/${encodeURIComponent(r.id)}`,
    },
    now,
  );
}

/**
 * POST /complain/v1/operator/reply: the one reply, by a conditional update (OPEN → REPLIED): of two replies at once
 * exactly one is kept, the other gets 409. The customer's notice is written in the same transaction.
 */
export async function replyFeedback(db: DbLike, input: ReplyFeedbackBody, replierName: string, now: Date): Promise<OperatorFeedback> {
  const content = cleanText(input.content);
  if (!content) throw badInput(`content：${FEEDBACK_MSG.replyMissing}`);
  const row = await db.transaction(async (tx) => {
    const [replied] = await tx
      .update(feedbacks)
      .set({ status: FEEDBACK_STATUS.REPLIED, replyContent: content, replierName, repliedAt: now })
      .where(and(eq(feedbacks.id, input.id), eq(feedbacks.status, FEEDBACK_STATUS.OPEN)))
      .returning();
    if (replied) await repliedNotice(tx, replied, now);
    return replied;
  });
  if (row) return presentForOperator(row);
  const [exists] = await db.select({ id: feedbacks.id }).from(feedbacks).where(eq(feedbacks.id, input.id)).limit(1);
  if (!exists) throw notFound(FEEDBACK_MSG.notFound);
  throw new AppError(ERR.CONFLICT, FEEDBACK_MSG.replied);
}
