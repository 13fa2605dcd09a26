import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { CreatorData, CreatorPage, KnownPage, ReviewResult } from '@/lib/contract/known/api';
import { CREATOR_TABS, KNOWN_STATUS, KNOWN_TYPE, type CreatorTab } from '@/lib/contract/known/enums';
import type { DbLike } from '../../db/types';
import { badInput } from '../../http/errors';
import { chinaDay, liveContent } from './detail';
import { noticeAnswer, noticeReviewed } from './notices';
import { countAnswer } from './publishing';
import { cardPage, live } from './reading';
import { knownContents, knownFollows, knownReactions, knownVisits } from './schema';

// The creator centre (the author's contents by status, and their numbers over time) and the operator's review queue.

const c = knownContents;

/** The author's own questions, articles and answers in the tab's statuses, newest first, with review reasons. */
export async function creatorContents(db: DbLike, userId: string, input: { tab: CreatorTab; page: number; limit: number }): Promise<CreatorPage> {
  const statuses = CREATOR_TABS.find((t) => t.key === input.tab)!.statuses as readonly number[];
  const where = and(live, eq(c.authorId, userId), inArray(c.status, [...statuses]), inArray(c.type, [KNOWN_TYPE.QUESTION, KNOWN_TYPE.ARTICLE, KNOWN_TYPE.ANSWER]))!;
  const page = await cardPage(db, where, [desc(c.updatedAt), desc(c.id)], input, userId);
  const reasons = page.records.length
    ? await db.select({ id: c.id, reason: c.reviewReason }).from(c).where(inArray(c.id, page.records.map((r) => r.id)))
    : [];
  const byId = new Map(reasons.map((r) => [r.id, r.reason]));
  return { ...page, records: page.records.map((r) => ({ ...r, reviewReason: byId.get(r.id) ?? null })) };
}

const dayList = (now: Date, days: number) => Array.from({ length: days }, (_, i) => chinaDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000)));
const chinaDayOf = (col: unknown) => sql<string>`to_char((${col} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`;

/** Totals and a per-day series (views, likes received, new fans) of the last `days` days. */
export async function creatorData(db: DbLike, userId: string, days: number, now: Date): Promise<CreatorData> {
  const series = dayList(now, days);
  const since = new Date(now.getTime() - (days + 1) * 86_400_000);
  const mine = db.select({ id: c.id }).from(c).where(eq(c.authorId, userId));
  // Views, total and per day, are both counted from the author's visits (one per viewer and day), so the total is the
  // sum of the days (ADR 0027).
  const [views, likes, fans, [totals], [fanTotal], [viewTotal]] = await Promise.all([
    db
      .select({ day: knownVisits.day, n: sql<number>`count(*)::int` })
      .from(knownVisits)
      .where(and(eq(knownVisits.authorId, userId), gte(knownVisits.day, series[0])))
      .groupBy(knownVisits.day),
    db
      .select({ day: chinaDayOf(knownReactions.createdAt), n: sql<number>`count(*)::int` })
      .from(knownReactions)
      .where(and(eq(knownReactions.kind, 'applaud'), inArray(knownReactions.contentId, mine), gte(knownReactions.createdAt, since)))
      .groupBy(chinaDayOf(knownReactions.createdAt)),
    db
      .select({ day: chinaDayOf(knownFollows.createdAt), n: sql<number>`count(*)::int` })
      .from(knownFollows)
      .where(and(eq(knownFollows.followeeId, userId), gte(knownFollows.createdAt, since)))
      .groupBy(chinaDayOf(knownFollows.createdAt)),
    db
      .select({
        contents: sql<number>`count(*)::int`,
        likes: sql<number>`coalesce(sum(${c.applaudCount}), 0)::int`,
      })
      .from(c)
      .where(and(eq(c.authorId, userId), isNull(c.deletedAt))),
    db.select({ n: sql<number>`count(*)::int` }).from(knownFollows).where(eq(knownFollows.followeeId, userId)),
    db.select({ n: sql<number>`count(*)::int` }).from(knownVisits).where(eq(knownVisits.authorId, userId)),
  ]);
  const at = (rows: { day: string; n: number }[]) => new Map(rows.map((r) => [r.day, r.n]));
  const v = at(views);
  const l = at(likes);
  const f = at(fans);
  return {
    totals: { contents: totals.contents, views: viewTotal.n, likes: totals.likes, fans: fanTotal.n },
    series: series.map((day) => ({ day, views: v.get(day) ?? 0, likes: l.get(day) ?? 0, fans: f.get(day) ?? 0 })),
  };
}

/** The operator's queue: contents held for review, oldest first. */
export function reviewQueue(db: DbLike, p: { page: number; limit: number }): Promise<KnownPage> {
  return cardPage(db, and(live, eq(c.status, KNOWN_STATUS.PENDING))!, [asc(c.createdAt), asc(c.id)], p, null);
}

/**
 * Approves or rejects a held content (the operator's decision). Only a content still pending changes (one atomic
 * update), so two operators deciding at once decide once; an approved answer joins its question's count.
 */
export async function review(db: DbLike, input: { id: string; decision: 'approve' | 'reject'; reason: string }, now: Date): Promise<ReviewResult> {
  const row = await liveContent(db, input.id);
  if (input.decision === 'reject' && !input.reason) throw badInput('reason：请填写未通过的原因');
  const status = input.decision === 'approve' ? KNOWN_STATUS.PUBLISHED : KNOWN_STATUS.REJECTED;
  const reason = input.decision === 'approve' ? null : input.reason;
  const changed = await db.transaction(async (tx) => {
    const [done] = await tx
      .update(c)
      .set({ status, reviewReason: reason, updatedAt: now })
      .where(and(eq(c.id, row.id), eq(c.status, KNOWN_STATUS.PENDING), isNull(c.deletedAt)))
      .returning();
    if (!done) return false;
    // The decision is the author's notice; an approved answer is also its asker's (the answer published only now).
    await noticeReviewed(tx, done.authorId, done, reason, now);
    if (status === KNOWN_STATUS.PUBLISHED && done.type === KNOWN_TYPE.ANSWER && done.sourceId) {
      await countAnswer(tx, done.sourceId, 1);
      const [question] = await tx.select({ id: c.id, title: c.title, authorId: c.authorId }).from(c).where(and(eq(c.id, done.sourceId), isNull(c.deletedAt)));
      if (question) await noticeAnswer(tx, question, done, now);
    }
    return true;
  });
  if (!changed) throw badInput('id：该内容不在待审核状态');
  return { id: row.id, status, reason };
}
