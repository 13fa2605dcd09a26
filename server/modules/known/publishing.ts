import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EditSource, PublishResult } from '@/lib/contract/known/api';
import { KNOWN_LIMITS, KNOWN_STATUS, KNOWN_TYPE, type KnownStatus } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { newId } from '../../db/ids';
import { isUniqueViolation } from '../../db/errors';
import { AppError, ERR, badInput, notFound } from '../../http/errors';
import { authorOf } from './authors';
import { GONE, liveContent, myAnswerTo, publishedContent } from './detail';
import { moderate } from './moderation/decide';
import { noticeAnswer, noticeHeld } from './notices';
import { plainText, sanitizeRichText } from './moderation/sanitize';
import { topicsByIds } from './present';
import { isNewAccount, takeSlot } from './quota';
import { searchColumns } from './searchIndex';
import { knownContents, knownTopics } from './schema';

// Asking, writing and answering: the inventory's checks, sanitising, moderation, quota and duplicate refusal, then one
// transaction that writes the content and the counters it changes.

const c = knownContents;
type Input = { type: 1 | 2 | 3; title: string; content: string; topicIds: string[]; sourceId?: string };

const htmlMax = (type: number) => (type === KNOWN_TYPE.ARTICLE ? KNOWN_LIMITS.ARTICLE_HTML_MAX : KNOWN_LIMITS.QUESTION_HTML_MAX);

/** The inventory's checks in its order (§11 "Validation on submit"); the first failure is the message, naming its field. */
export function checkDraft(input: { type: number; title: string; html: string; text: string; images: string[]; topicCount: number }): string | null {
  const { type, title } = input;
  if (type === KNOWN_TYPE.QUESTION || type === KNOWN_TYPE.ARTICLE) {
    const min = type === KNOWN_TYPE.QUESTION ? KNOWN_LIMITS.QUESTION_TITLE_MIN : KNOWN_LIMITS.ARTICLE_TITLE_MIN;
    if ([...title].length < min) return `title：标题不能少于${min}个字哦`;
    if (type === KNOWN_TYPE.QUESTION && !/[?？]$/.test(title)) return 'title：标题需以问号结尾';
    if (input.topicCount < 1) return 'topicIds：请选择话题';
  }
  if (type !== KNOWN_TYPE.QUESTION && !input.text && !input.images.length) return 'content：内容区域不能为空哦';
  const max = htmlMax(type);
  if (input.html.length > max) return `content：字符不能超过${max}字`;
  return null;
}

/** The topics as chosen: known level-2 topics (or level-1), all under one level-1 topic; that topic is the board. */
async function resolveTopics(db: DbLike, ids: string[]): Promise<{ topicIds: string[]; boardId: string | null }> {
  const unique = [...new Set(ids)];
  if (!unique.length) return { topicIds: [], boardId: null };
  if (unique.length > KNOWN_LIMITS.TOPICS_MAX) throw badInput('topicIds：最多可选择五个话题哦');
  const rows = await db.select({ id: knownTopics.id, parentId: knownTopics.parentId }).from(knownTopics).where(inArray(knownTopics.id, unique));
  if (rows.length !== unique.length) throw badInput('topicIds：话题不存在');
  const roots = new Set(rows.map((r) => r.parentId ?? r.id));
  if (roots.size > 1) throw badInput('topicIds：所选话题需属于同一分类');
  return { topicIds: unique, boardId: [...roots][0] };
}

type Prepared = {
  title: string;
  html: string;
  text: string;
  images: string[];
  topicIds: string[];
  boardId: string | null;
  status: KnownStatus;
  reason: string | null;
};

/** Sanitises, checks and moderates a submission (throws 400 for a refusal or a failed check). */
async function prepare(db: DbLike, authorId: string, type: number, input: Omit<Input, 'type'>, question: { title: string; topicIds: string[] } | null, now: Date): Promise<Prepared> {
  const safe = sanitizeRichText(input.content ?? '');
  const title = question ? question.title : plainText(input.title ?? '').slice(0, KNOWN_LIMITS.TITLE_MAX);
  const topics = question ? { topicIds: question.topicIds, boardId: null as string | null } : await resolveTopics(db, input.topicIds);
  if (question) topics.boardId = (await resolveTopics(db, question.topicIds)).boardId;
  const problem = checkDraft({ type, title, html: safe.html, text: safe.text, images: safe.images, topicCount: topics.topicIds.length });
  if (problem) throw badInput(problem);
  const author = await authorOf(db, authorId);
  const verdict = moderate({ title: question ? '' : title, text: safe.text, links: safe.links, isNewAccount: isNewAccount(author.createdAt, now) });
  if (verdict.decision === 'refuse') throw badInput(`content：${verdict.reason ?? '内容包含违规信息，请修改后再发布'}`);
  const status = verdict.decision === 'hold' ? KNOWN_STATUS.PENDING : KNOWN_STATUS.PUBLISHED;
  return { title, html: safe.html, text: safe.text, images: safe.images, ...topics, status, reason: verdict.decision === 'hold' ? verdict.reason : null };
}

const dedupeKeyOf = (authorId: string, type: number, sourceId: string | null, p: Prepared) =>
  createHash('sha256').update(JSON.stringify([authorId, type, sourceId ?? '', p.title, p.text, p.images])).digest('hex');

/** +1 / -1 on a question's answer count when an answer becomes, or stops being, published. */
export async function countAnswer(tx: DbLike, questionId: string | null, delta: 1 | -1) {
  if (!questionId) return;
  await tx.update(c).set({ answerCount: sql`greatest(${c.answerCount} + ${delta}, 0)` }).where(eq(c.id, questionId));
}

const columnsOf = (p: Prepared) => ({
  title: p.title,
  content: p.html,
  contentText: p.text,
  images: p.images,
  topicIds: p.topicIds,
  boardId: p.boardId,
  status: p.status,
  reviewReason: p.reason,
  ...searchColumns(p.title, p.text),
});

/** The refusal of a second answer to one question: 409, naming the answer to edit instead. */
export const SECOND_ANSWER = 'sourceId：你已经回答过这个问题了，可以编辑你的回答';
const secondAnswer = (answerId: string) => new AppError(ERR.CONFLICT, SECOND_ANSWER, { answerId });

/**
 * Publishes a question, article or answer of the user; held for review (status 0) when moderation says so. A person
 * answers a question once: a second answer is refused (409 naming the first), checked first and then made certain
 * by the unique (answer_of, author_id), which the insert meets before anything else in its transaction, so of many
 * submits at once exactly one is written and the others get the same refusal.
 */
export async function addContent(db: DbLike, authorId: string, authorType: number, input: Input, now: Date): Promise<PublishResult> {
  let question: { id: string; title: string; topicIds: string[]; authorId: string } | null = null;
  if (input.type === KNOWN_TYPE.ANSWER) {
    if (!input.sourceId) throw badInput('sourceId：请选择要回答的问题');
    const q = await publishedContent(db, input.sourceId).catch(() => null);
    if (!q || q.type !== KNOWN_TYPE.QUESTION) throw notFound('问题不存在或正在审核中');
    question = q;
    const mine = await myAnswerTo(db, authorId, q.id);
    if (mine) throw secondAnswer(mine);
  }
  const p = await prepare(db, authorId, input.type, input, question, now);
  const author = await authorOf(db, authorId);
  const id = newId(input.type === KNOWN_TYPE.QUESTION ? 'kq_' : input.type === KNOWN_TYPE.ARTICLE ? 'ka_' : 'kr_', 12);
  const sourceId = question?.id ?? null;
  const dedupeKey = dedupeKeyOf(authorId, input.type, sourceId, p);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(c).values({ id, type: input.type, sourceId, answerOf: sourceId, authorId, authorType, dedupeKey, createdAt: now, updatedAt: now, ...columnsOf(p) });
      await takeSlot(tx, authorId, 'post', now, isNewAccount(author.createdAt, now));
      const content = { id, type: input.type, title: p.title, contentText: p.text, dedupeKey };
      if (p.status === KNOWN_STATUS.PENDING) await noticeHeld(tx, authorId, content, now);
      if (p.status === KNOWN_STATUS.PUBLISHED) await countAnswer(tx, sourceId, 1);
      if (p.status === KNOWN_STATUS.PUBLISHED && question) await noticeAnswer(tx, question, { id, authorId, contentText: p.text }, now);
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const first = sourceId ? await myAnswerTo(db, authorId, sourceId) : null;
    throw first ? secondAnswer(first) : new AppError(ERR.CONFLICT, '请勿重复提交相同的内容');
  }
  return { id, type: input.type, status: p.status, reason: p.reason };
}

/** The author's own live content, else 404 (someone else's content looks the same as a missing one). */
export async function ownContent(db: DbLike, userId: string, id: string) {
  const row = await liveContent(db, id);
  if (row.authorId !== userId) throw notFound(GONE);
  return row;
}

/** Edits the user's own question, article or answer; moderation decides again. */
export async function updateContent(db: DbLike, userId: string, input: Omit<Input, 'type' | 'sourceId'> & { id: string }, now: Date): Promise<PublishResult> {
  const row = await ownContent(db, userId, input.id);
  if (row.type === KNOWN_TYPE.VIDEO) throw badInput('id：视频暂不支持在网页上修改');
  const question = row.type === KNOWN_TYPE.ANSWER && row.sourceId ? await liveContent(db, row.sourceId).catch(() => null) : null;
  if (row.type === KNOWN_TYPE.ANSWER && !question) throw notFound('问题不存在或已删除');
  const p = await prepare(db, userId, row.type, input, question, now);
  const dedupeKey = dedupeKeyOf(userId, row.type, row.sourceId, p);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(c)
        .set({ ...columnsOf(p), dedupeKey, updatedAt: now })
        .where(eq(c.id, row.id));
      const was = row.status === KNOWN_STATUS.PUBLISHED;
      const is = p.status === KNOWN_STATUS.PUBLISHED;
      if (row.type === KNOWN_TYPE.ANSWER && was !== is) await countAnswer(tx, row.sourceId, is ? 1 : -1);
      // An edit is moderated again: a post it sends back to review tells its author; an answer it publishes reaches the
      // asker (once: the notice's key is the answer's, so a later edit tells nobody again).
      if (p.status === KNOWN_STATUS.PENDING && row.status !== KNOWN_STATUS.PENDING) await noticeHeld(tx, userId, { id: row.id, type: row.type, title: p.title, contentText: p.text, dedupeKey }, now);
      if (is && !was && question) await noticeAnswer(tx, question, { id: row.id, authorId: userId, contentText: p.text }, now);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(ERR.CONFLICT, '请勿重复提交相同的内容');
    throw e;
  }
  return { id: row.id, type: row.type, status: p.status, reason: p.reason };
}

/** Deletes the user's own content (kept as a tombstone; a published answer leaves its question's count). */
export async function deleteContent(db: DbLike, userId: string, id: string, now: Date): Promise<void> {
  const row = await ownContent(db, userId, id);
  await db.transaction(async (tx) => {
    const gone = await tx
      .update(c)
      .set({ deletedAt: now, dedupeKey: null, answerOf: null })
      .where(and(eq(c.id, row.id), sql`${c.deletedAt} is null`))
      .returning({ id: c.id });
    if (gone.length && row.type === KNOWN_TYPE.ANSWER && row.status === KNOWN_STATUS.PUBLISHED) await countAnswer(tx, row.sourceId, -1);
  });
}

/** The user's own content as the editor reloads it. */
export async function editSource(db: DbLike, userId: string, id: string): Promise<EditSource> {
  const row = await ownContent(db, userId, id);
  const topics = await topicsByIds(db, row.topicIds);
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    content: row.content,
    topicIds: row.topicIds,
    topics: row.topicIds.map((t) => topics.get(t)).filter((t) => !!t),
    sourceId: row.sourceId,
    status: row.status,
    reviewReason: row.reviewReason,
  };
}
