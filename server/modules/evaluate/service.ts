import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DbLike } from '../../db/types';
import { badInput, notFound } from '../../http/errors';
import { comboExists } from '../combo/service';
import { goodsExists } from '../goods/detail';
import { findPlanner } from '../planner/service';
import { tradeListingExists } from '../trade/cards';
import { evaluationReplies, evaluations } from './schema';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { cachedJson, type Cache } from '../../cache';
import { DEFAULT_AVATAR, EVALUATION_SHOWN, REPLY_TYPE, type ReplyType } from '@/lib/contract/evaluate/enums';
import type { EvaluationPage, EvaluationRecord, EvaluationStats } from '@/lib/contract/evaluate/api';
import type { GoodsPageData } from '@/lib/contract/goods/api';

const DAY_MS = 86_400_000;
const CHINA_OFFSET_MS = 8 * 3600_000;

/** Reviewers are shown by their first character only; anonymous reviews by neither name nor face. */
export function maskReviewer(name: string | null | undefined, anonymous: boolean): string {
  if (anonymous) return '匿名用户';
  const n = (name ?? '').trim();
  return n ? `${Array.from(n)[0]}**` : '***';
}

/** YYYY-MM-DD in China time. */
export const chinaDate = (d: Date) => new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const imgs = (paths: string[]) => paths.map((filepath) => ({ filepath }));

export type EvaluationFilter = {
  goodsId?: string;
  plannerId?: string;
  tag?: string;
  goodOnly?: number;
  withImages?: number;
  page: number;
  limit: number;
};

/** A goods id may name a goods, a trade listing or a combo. */
async function assertSubject(db: Db, { goodsId, plannerId }: { goodsId?: string; plannerId?: string }) {
  if (goodsId) {
    const found = (await goodsExists(db, goodsId)) || (await tradeListingExists(db, goodsId)) || (await comboExists(db, goodsId));
    if (!found) throw notFound('商品不存在');
  }
  if (plannerId) {
    const p = await findPlanner(db, plannerId);
    if (!p) throw notFound('规划师不存在');
  }
}

/** Shown reviews of a goods and/or a planner. */
function subjectWhere({ goodsId, plannerId }: { goodsId?: string; plannerId?: string }): SQL {
  const parts: SQL[] = [eq(evaluations.status, EVALUATION_SHOWN)];
  if (goodsId) parts.push(eq(evaluations.goodsId, goodsId));
  if (plannerId) parts.push(eq(evaluations.plannerId, plannerId));
  return and(...parts) as SQL;
}

export async function evaluationStats(db: Db, where: SQL, tagLimit = 20): Promise<EvaluationStats> {
  const [totals] = await db
    .select({
      total: countInt,
      good: sql<number>`count(*) filter (where ${evaluations.goodEvaluate})::int`,
      withImages: sql<number>`count(*) filter (where jsonb_array_length(${evaluations.images}) > 0)::int`,
    })
    .from(evaluations)
    .where(where);
  const tagRows = await db.execute<{ name: string; count: number }>(
    sql`select t.name, count(*)::int as count
        from ${evaluations}, jsonb_array_elements_text(${evaluations.tags}) as t(name)
        where ${where} group by t.name order by count(*) desc, t.name asc limit ${tagLimit}`,
  );
  const rows = (Array.isArray(tagRows) ? tagRows : (tagRows as { rows: { name: string; count: number }[] }).rows) ?? [];
  const { total, good, withImages } = totals ?? { total: 0, good: 0, withImages: 0 };
  return {
    total,
    good,
    withImages,
    goodRate: total ? Number(((good / total) * 100).toFixed(1)) : null,
    tags: rows.map((r) => ({ name: String(r.name), count: Number(r.count) })),
  };
}

type EvaluationRow = typeof evaluations.$inferSelect;

/** Reviews as the lists show them: masked reviewer, stars, images, and their follow-up and reply (one more statement). */
async function recordsOf(db: Db, rows: EvaluationRow[]): Promise<EvaluationRecord[]> {
  const replies = rows.length
    ? await db
        .select()
        .from(evaluationReplies)
        .where(inArray(evaluationReplies.evaluationId, rows.map((r) => r.id)))
        .orderBy(asc(evaluationReplies.createdAt), asc(evaluationReplies.id))
    : [];

  return rows.map((r): EvaluationRecord => {
    const own = replies.filter((x) => x.evaluationId === r.id);
    const followUp = own.find((x) => x.replyType === REPLY_TYPE.FOLLOW_UP);
    return {
      id: r.id,
      avatar: r.anonymous ? DEFAULT_AVATAR : r.avatar || DEFAULT_AVATAR,
      userName: maskReviewer(r.userName, r.anonymous),
      choiceAnonymous: r.anonymous,
      averageScore: r.averageScore,
      stars: Math.floor(r.averageScore / 200),
      evaluateTime: r.evaluatedAt.toISOString(),
      evaluateDate: chinaDate(r.evaluatedAt),
      goodEvaluate: r.goodEvaluate,
      evaluateContent: r.content,
      imgs: imgs(r.images),
      evaluateTagList: r.tags.map((name) => ({ name })),
      reviewStatus: followUp ? 1 : 0,
      replyStatus: own.some((x) => x.replyType === REPLY_TYPE.PLANNER_REPLY) ? 1 : 0,
      followUpDays: followUp ? Math.max(0, Math.floor((followUp.createdAt.getTime() - r.evaluatedAt.getTime()) / DAY_MS)) : null,
      triggerReviewReplies: own.map((x) => ({
        reviewReplyType: x.replyType as ReplyType,
        reviewReplyTime: x.createdAt.toISOString(),
        reviewReplyContent: x.content,
        imgs: imgs(x.images),
        // The follow-up is the reviewer again (masked like the review); the planner's reply is signed by the planner.
        avatar: x.replyType === REPLY_TYPE.FOLLOW_UP && r.anonymous ? DEFAULT_AVATAR : x.avatar || DEFAULT_AVATAR,
        userName: x.replyType === REPLY_TYPE.FOLLOW_UP ? maskReviewer(x.userName, r.anonymous) : x.userName,
      })),
      goodsId: r.goodsId,
      plannerId: r.plannerId,
    };
  });
}

/**
 * find_already_evaluate_page_list: the review list of /detail/commentList and the planner pages, with chip counts
 * over the unfiltered subject.
 */
export async function findAlreadyEvaluatePageList(db: Db, f: EvaluationFilter): Promise<EvaluationPage> {
  if (!f.goodsId && !f.plannerId) throw badInput('ext1：商品ID与规划师ID至少传一个');
  await assertSubject(db, f);
  const base = subjectWhere(f);
  const filters: SQL[] = [base];
  if (f.tag) filters.push(sql`${evaluations.tags} @> ${JSON.stringify([f.tag])}::jsonb`);
  if (f.goodOnly) filters.push(eq(evaluations.goodEvaluate, true));
  if (f.withImages) filters.push(sql`jsonb_array_length(${evaluations.images}) > 0`);
  const where = and(...filters) as SQL;

  const [stats, [{ n }], rows] = await Promise.all([
    evaluationStats(db, base),
    db.select({ n: countInt }).from(evaluations).where(where),
    db
      .select()
      .from(evaluations)
      .where(where)
      .orderBy(desc(evaluations.evaluatedAt), desc(evaluations.id))
      .limit(f.limit)
      .offset(offsetOf(f.page, f.limit)),
  ]);
  const records = await recordsOf(db, rows);
  return { ...pageOf(records, n, f.page, f.limit), stats };
}

/** 用户评价 of a goods page: the newest shown review, how many there are, and the share of good ones. */
export type ReviewDigest = GoodsPageData['reviews'];

/**
 * How long a goods' review digest is kept. Writers forget it (forgetReviewDigest) after they commit, so a new review
 * shows at once; the time only bounds a copy stored by a reader that read just before such a commit.
 */
export const REVIEW_DIGEST_TTL_S = 120;
const digestKey = (goodsId: string) => `evaluate:digest:${goodsId}`;

/**
 * The review digest of a goods page, the same figures as the first page of its review list, read in two or three
 * statements (totals, the newest review, its replies) and then kept in the shared cache, so the page rendered for
 * every visitor does not read reviews. The caller knows the goods exists.
 */
export async function goodsReviewDigest(deps: { db: Db; cache: Cache }, goodsId: string): Promise<ReviewDigest> {
  return cachedJson(deps.cache, digestKey(goodsId), REVIEW_DIGEST_TTL_S, async () => {
    const where = subjectWhere({ goodsId });
    const [[totals], rows] = await Promise.all([
      deps.db
        .select({ total: countInt, good: sql<number>`count(*) filter (where ${evaluations.goodEvaluate})::int` })
        .from(evaluations)
        .where(where),
      deps.db.select().from(evaluations).where(where).orderBy(desc(evaluations.evaluatedAt), desc(evaluations.id)).limit(1),
    ]);
    const { total, good } = totals ?? { total: 0, good: 0 };
    const [first] = await recordsOf(deps.db, rows);
    return { first: first ?? null, total, goodRate: total ? Number(((good / total) * 100).toFixed(1)) : null };
  });
}

/**
 * Every write that changes what a goods' digest shows (a review added, hidden or removed, a follow-up or reply to
 * one) calls this after its transaction commits.
 */
export async function forgetReviewDigest(cache: Cache, goodsId: string | null | undefined): Promise<void> {
  if (goodsId) await cache.del(digestKey(goodsId));
}

/** Mean review score (0–1000) of a planner, null without reviews. */
export async function averageScoreOf(db: Db, plannerId: string): Promise<number | null> {
  const [row] = await db
    .select({ avg: sql<string | null>`avg(${evaluations.averageScore})` })
    .from(evaluations)
    .where(subjectWhere({ plannerId }));
  return row?.avg === null || row?.avg === undefined ? null : Math.round(Number(row.avg));
}

export const plannerEvaluationWhere = (plannerId: string) => subjectWhere({ plannerId });

/**
 * The planners a user reviewed, the latest review first (then by planner id): one page of their ids, and how many
 * planners there are in all.
 */
export async function reviewedPlannerIds(db: DbLike, userId: string, page: number, limit: number): Promise<{ total: number; ids: string[] }> {
  const latest = db
    .select({ plannerId: evaluations.plannerId, at: sql<Date>`max(${evaluations.evaluatedAt})`.as('at') })
    .from(evaluations)
    .where(and(eq(evaluations.userId, userId), sql`${evaluations.plannerId} is not null`))
    .groupBy(evaluations.plannerId)
    .as('served');
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(latest),
    db
      .select({ id: latest.plannerId })
      .from(latest)
      .orderBy(desc(latest.at), asc(latest.plannerId))
      .limit(limit)
      .offset(offsetOf(page, limit)),
  ]);
  return { total: n, ids: rows.map((r) => r.id as string) };
}
