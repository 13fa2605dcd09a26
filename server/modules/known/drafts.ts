import { and, desc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { AnswerDraft, AnswerDraftList, DraftOrNone, DraftSaved } from '@/lib/contract/known/api';
import { KNOWN_STATUS, KNOWN_TYPE } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { AppError, ERR } from '../../http/errors';
import { knownContents, knownDrafts } from './schema';

// One server draft per user and target. Each save names the sequence it was based on; a save based on an older one
// (another tab saved since) is refused with 409 instead of overwriting the newer text.

const d = knownDrafts;
export const STALE_DRAFT = '草稿已在其他页面更新';

export async function getDraft(db: DbLike, userId: string, target: string): Promise<DraftOrNone> {
  const [row] = await db.select().from(d).where(and(eq(d.userId, userId), eq(d.target, target)));
  if (!row) return { draft: null };
  return { draft: { target: row.target, title: row.title, content: row.content, topicIds: row.topicIds, seq: row.seq, updatedAt: row.updatedAt.toISOString() } };
}

export async function saveDraft(
  db: DbLike,
  userId: string,
  input: { target: string; title: string; content: string; topicIds: string[]; seq: number },
  now: Date,
): Promise<DraftSaved> {
  const values = { title: input.title, content: input.content, topicIds: input.topicIds, updatedAt: now };
  const saved =
    input.seq === 0
      ? await db.insert(d).values({ userId, target: input.target, seq: 1, ...values }).onConflictDoNothing().returning({ seq: d.seq })
      : await db
          .update(d)
          .set({ ...values, seq: sql`${d.seq} + 1` })
          .where(and(eq(d.userId, userId), eq(d.target, input.target), eq(d.seq, input.seq)))
          .returning({ seq: d.seq });
  if (!saved.length) throw new AppError(ERR.CONFLICT, STALE_DRAFT);
  return { seq: saved[0].seq };
}

export async function deleteDraft(db: DbLike, userId: string, target: string): Promise<void> {
  await db.delete(d).where(and(eq(d.userId, userId), eq(d.target, target)));
}

/** How many answer drafts the creator centre lists (the newest). */
export const ANSWER_DRAFTS_LISTED = 20;

/**
 * The user's answer drafts, newest first, for the creator centre: new answers (answer:<questionId>) to questions
 * still open that they have not answered since, and edits (edit:<answerId>) of their own live answers; each with
 * its question's title. Drafts of anything else (a deleted question, an edit of a question or article) are left out.
 */
export async function answerDrafts(db: DbLike, userId: string): Promise<AnswerDraftList> {
  const rows = await db
    .select({ target: d.target, content: d.content, updatedAt: d.updatedAt })
    .from(d)
    .where(and(eq(d.userId, userId), or(like(d.target, 'answer:%'), like(d.target, 'edit:%'))))
    .orderBy(desc(d.updatedAt))
    .limit(ANSWER_DRAFTS_LISTED * 2);
  if (!rows.length) return { records: [] };
  const idOf = (target: string) => target.slice(target.indexOf(':') + 1);
  const c = knownContents;
  const ids = rows.map((r) => idOf(r.target));
  const edited = await db
    .select({ id: c.id, sourceId: c.sourceId })
    .from(c)
    .where(and(inArray(c.id, ids), eq(c.type, KNOWN_TYPE.ANSWER), eq(c.authorId, userId), isNull(c.deletedAt)));
  const questionOf = new Map(edited.map((e) => [e.id, e.sourceId ?? '']));
  const questionIds = [...new Set([...rows.filter((r) => r.target.startsWith('answer:')).map((r) => idOf(r.target)), ...questionOf.values()])];
  const [questions, answered] = await Promise.all([
    db
      .select({ id: c.id, title: c.title })
      .from(c)
      .where(and(inArray(c.id, questionIds), eq(c.type, KNOWN_TYPE.QUESTION), eq(c.status, KNOWN_STATUS.PUBLISHED), isNull(c.deletedAt))),
    db
      .select({ questionId: c.sourceId })
      .from(c)
      .where(and(inArray(c.sourceId, questionIds), eq(c.type, KNOWN_TYPE.ANSWER), eq(c.authorId, userId), isNull(c.deletedAt))),
  ]);
  const titleOf = new Map(questions.map((q) => [q.id, q.title]));
  const hasAnswered = new Set(answered.map((a) => a.questionId));
  const records: AnswerDraft[] = [];
  for (const r of rows) {
    const id = idOf(r.target);
    const isEdit = r.target.startsWith('edit:');
    const questionId = isEdit ? questionOf.get(id) : id;
    if (questionId === undefined || !titleOf.has(questionId) || (!isEdit && hasAnswered.has(questionId))) continue;
    records.push({ target: r.target, questionId, questionTitle: titleOf.get(questionId)!, answerId: isEdit ? id : null, content: r.content, updatedAt: r.updatedAt.toISOString() });
  }
  return { records: records.slice(0, ANSWER_DRAFTS_LISTED) };
}
