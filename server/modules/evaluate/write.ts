import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Deps } from '../../http/types';
import { AppError, ERR, badInput, forbidden, notFound } from '../../http/errors';
import type { DbLike } from '../../db/types';
import { findUserById } from '../auth/users';
import { countPlannerReview, findPlanner } from '../planner/service';
import { countOrderLinesOf, orderLinesPageOf, type OrderLineFilter } from '../order/userLines';
import { evaluatedItemIdsSql } from './orderEvaluations';
import { countInt, pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import { attachUploads } from '../upload/service';
import { orderForUser, plannerOfOrder } from '../order/facts';
import {
  DEFAULT_AVATAR,
  EVALUATE_DIMENSIONS,
  EVALUATE_STATUS,
  EVALUATE_TAGS,
  EVALUATION_SHOWN,
  GOOD_SCORE,
  MAX_EVALUATE_IMAGES,
  REPLY_TYPE,
  type ReplyType,
} from '@/lib/contract/evaluate/enums';
import { ORDER_LINE_STATUS, isVirtualLine } from '@/lib/contract/order/enums';
import type { CensusNum, EvaluateCenterItem, EvaluateCenterPage, EvaluateWriteDetail, MyEvaluation } from '@/lib/contract/evaluate/api';
import { evaluationOrderItems, evaluationReplies, evaluations } from './schema';
import { chinaDate, forgetReviewDigest, maskReviewer } from './service';

// Writing reviews: the 评价中心 (get_evaluate_list, census_num, evaluate_num), the write page (get_evaluate_detail),
// add_evaluate and add_review_or_reply.

/** Orders (one SKU line = one order item) of services of the user that are completed and not yet evaluated. */
const pendingLines = (db: DbLike, userId: string): OrderLineFilter => ({ status: ORDER_LINE_STATUS.COMPLETED, services: true, lines: { in: false, ids: evaluatedItemIdsSql(db, userId) } });

/** 待评价 count (evaluate_num; the 我的 page's badge). */
export async function evaluateNum(db: DbLike, userId: string): Promise<number> {
  return countOrderLinesOf(db, userId, pendingLines(db, userId));
}

export async function censusNum(db: DbLike, userId: string): Promise<CensusNum> {
  const [[{ n: evaluated }], toEvaluate] = await Promise.all([
    db.select({ n: countInt }).from(evaluationOrderItems).where(eq(evaluationOrderItems.userId, userId)),
    evaluateNum(db, userId),
  ]);
  return { toEvaluate, evaluated };
}

/** 评价中心: pending (completed, not evaluated) or evaluated order items, newest first. */
export async function evaluateCenterList(db: DbLike, userId: string, f: { pending: boolean; page: number; limit: number }): Promise<EvaluateCenterPage> {
  const which: OrderLineFilter = f.pending ? pendingLines(db, userId) : { lines: { in: true, ids: evaluatedItemIdsSql(db, userId) } };
  const [n, rows] = await Promise.all([countOrderLinesOf(db, userId, which), orderLinesPageOf(db, userId, which, { page: f.page, limit: f.limit })]);
  const claims = rows.length
    ? await db
        .select({ orderItemId: evaluationOrderItems.orderItemId, evaluationId: evaluationOrderItems.evaluationId, status: evaluations.status, follow: sql<number>`(select count(*)::int from ${evaluationReplies} r where r.evaluation_id = ${evaluations.id} and r.reply_type = ${REPLY_TYPE.FOLLOW_UP})` })
        .from(evaluationOrderItems)
        .innerJoin(evaluations, eq(evaluations.id, evaluationOrderItems.evaluationId))
        .where(inArray(evaluationOrderItems.orderItemId, rows.map((r) => r.id)))
    : [];
  const records = rows.map((r): EvaluateCenterItem => {
    const cl = claims.find((x) => x.orderItemId === r.id);
    return {
      evaluateCenterId: r.id,
      infoId: r.id,
      submitEvaluateId: cl?.evaluationId ?? null,
      orderId: r.id,
      orderNo: r.orderNo,
      goodsId: r.goodsId,
      indexImg: r.img,
      orderName: r.goodsName,
      orderDesc: [r.skuName, `×${r.quantity}`].filter(Boolean).join(' '),
      evaluateStatus: cl ? EVALUATE_STATUS.DONE : EVALUATE_STATUS.PENDING,
      isReview: cl && cl.status === EVALUATION_SHOWN && Number(cl.follow) === 0 ? 1 : 0,
      isEffective: !cl || cl.status === EVALUATION_SHOWN ? 1 : 0,
      completedAt: r.completedAt?.toISOString() ?? null,
    };
  });
  return pageOf(records, n, f.page, f.limit);
}

async function myEvaluation(db: DbLike, evaluationId: string, orderItemId: string): Promise<MyEvaluation> {
  const [e] = await db.select().from(evaluations).where(eq(evaluations.id, evaluationId)).limit(1);
  if (!e) throw notFound('评价不存在');
  const replies = await db.select().from(evaluationReplies).where(eq(evaluationReplies.evaluationId, e.id)).orderBy(asc(evaluationReplies.createdAt), asc(evaluationReplies.id));
  return {
    id: e.id,
    infoId: orderItemId,
    goodsId: e.goodsId,
    plannerId: e.plannerId,
    avatar: e.anonymous ? DEFAULT_AVATAR : e.avatar || DEFAULT_AVATAR,
    userName: maskReviewer(e.userName, e.anonymous),
    choiceAnonymous: e.anonymous,
    serverScore: Math.round(e.averageScore / 100),
    averageScore: e.averageScore,
    stars: Math.floor(e.averageScore / 200),
    evaluateDimensionList: e.scores.map((s) => ({ id: EVALUATE_DIMENSIONS.find((d) => d.name === s.name)?.id ?? s.name, name: s.name, fraction: Math.round(s.score / 100) })),
    evaluateTagList: e.tags.map((name) => ({ name })),
    evaluateContent: e.content,
    imgs: e.images.map((filepath) => ({ filepath })),
    goodEvaluate: e.goodEvaluate,
    evaluateTime: e.evaluatedAt.toISOString(),
    evaluateDate: chinaDate(e.evaluatedAt),
    reviewStatus: replies.some((r) => r.replyType === REPLY_TYPE.FOLLOW_UP) ? 1 : 0,
    replyStatus: replies.some((r) => r.replyType === REPLY_TYPE.PLANNER_REPLY) ? 1 : 0,
    triggerReviewReplies: replies.map((r) => ({
      reviewReplyType: r.replyType as ReplyType,
      reviewReplyTime: r.createdAt.toISOString(),
      reviewReplyContent: r.content,
      imgs: r.images.map((filepath) => ({ filepath })),
      avatar: r.replyType === REPLY_TYPE.FOLLOW_UP && e.anonymous ? DEFAULT_AVATAR : r.avatar || DEFAULT_AVATAR,
      userName: r.replyType === REPLY_TYPE.FOLLOW_UP ? maskReviewer(r.userName, e.anonymous) : r.userName,
    })),
    isEffective: e.status === EVALUATION_SHOWN ? 1 : 0,
  };
}

/** The write page's data (get_evaluate_detail: dimensions, tags, anonymity) and, once evaluated, the evaluation itself. */
export async function evaluateWriteDetail(deps: Deps, userId: string, infoId: string): Promise<EvaluateWriteDetail> {
  const o = await orderForUser(deps.db, userId, infoId);
  const plannerId = await plannerOfOrder(deps.db, o);
  const p = plannerId ? await findPlanner(deps.db, plannerId) : undefined;
  const [claim] = await deps.db.select().from(evaluationOrderItems).where(eq(evaluationOrderItems.orderItemId, o.orderId)).limit(1);
  return {
    infoId: o.orderId,
    orderNo: o.cusOrderNo,
    goodsId: o.goodsId,
    indexImg: o.img,
    orderName: o.goodsName,
    orderDesc: o.skuName,
    canEvaluate: o.status === ORDER_LINE_STATUS.COMPLETED && !claim && !isVirtualLine(o),
    evaluateStatus: claim ? EVALUATE_STATUS.DONE : o.status === ORDER_LINE_STATUS.COMPLETED ? EVALUATE_STATUS.PENDING : EVALUATE_STATUS.NOT_COMPLETED,
    evaluateDimensionList: EVALUATE_DIMENSIONS,
    evaluateTagList: EVALUATE_TAGS.map((name) => ({ name })),
    choiceSupportAnonymous: true,
    planner: plannerId ? { plannerId, name: p?.name ?? '', avatar: p?.avatar ?? DEFAULT_AVATAR } : null,
    evaluation: claim ? await myEvaluation(deps.db, claim.evaluationId, o.orderId) : null,
  };
}

export type AddEvaluationInput = {
  infoId: string;
  /** 2–10 (stars × 2). */
  serverScore: number;
  dimensions: { id?: string; name?: string; fraction: number }[];
  tags: string[];
  evaluateContent: string;
  choiceAnonymous: boolean;
  images: string[];
};

/**
 * 发布评价 of a completed order item by its buyer, once: the item's claim row (primary key) makes a second
 * evaluation fail even under concurrency. The review counts towards the goods' list and stats (live) and the
 * planner's average score (live), 好评率 and evaluator count.
 */
export async function addEvaluation(deps: Deps, userId: string, input: AddEvaluationInput): Promise<MyEvaluation> {
  if (!Number.isInteger(input.serverScore) || input.serverScore < 2 || input.serverScore > 10 || input.serverScore % 2) throw badInput('serverScore：请选择服务评分哦');
  const dims = EVALUATE_DIMENSIONS.map((d) => {
    const given = input.dimensions.find((x) => x.id === d.id || x.name === d.name);
    if (!given) throw badInput('evaluateDimensionList：维度评分不能为空哦');
    if (!Number.isInteger(given.fraction) || given.fraction < 2 || given.fraction > 10 || given.fraction % 2) throw badInput(`evaluateDimensionList：${d.name}评分有误`);
    return { name: d.name, score: given.fraction * 100 };
  });
  const tags = [...new Set(input.tags.map((t) => t.trim()).filter(Boolean))];
  if (tags.some((t) => !EVALUATE_TAGS.includes(t))) throw badInput('evaluateTagList：评价标签有误');
  const u = await findUserById(deps.db, userId);
  const now = deps.now();
  const averageScore = input.serverScore * 100;
  const good = averageScore >= GOOD_SCORE;
  try {
    const { id, goodsId } = await deps.db.transaction(async (tx) => {
      const o = await orderForUser(tx, userId, input.infoId);
      if (isVirtualLine(o)) throw new AppError(ERR.CONFLICT, '该订单无需评价');
      if (o.status !== ORDER_LINE_STATUS.COMPLETED) throw new AppError(ERR.CONFLICT, '订单完成后才能评价');
      const evalId = newId('ev_');
      await tx.insert(evaluationOrderItems).values({ orderItemId: o.orderId, evaluationId: evalId, orderId: o.orderId, userId, createdAt: now });
      const images = await attachUploads(tx, userId, input.images, `evaluation:${evalId}`, MAX_EVALUATE_IMAGES);
      const plannerId = await plannerOfOrder(tx, o);
      await tx.insert(evaluations).values({
        id: evalId,
        goodsType: 'goods',
        goodsId: o.goodsId,
        plannerId,
        orderId: o.cusOrderId,
        orderItemId: o.orderId,
        userId,
        userName: u?.nickName ?? '',
        avatar: u?.avatar ?? DEFAULT_AVATAR,
        anonymous: input.choiceAnonymous,
        averageScore,
        scores: dims,
        tags,
        content: input.evaluateContent,
        images,
        goodEvaluate: good,
        status: EVALUATION_SHOWN,
        evaluatedAt: now,
        createdAt: now,
      });
      // Keeps the planner's 好评率, evaluator count and 薯片分 in step with the new review (incremental over the stored figures).
      if (plannerId) await countPlannerReview(tx, plannerId, good, averageScore);
      return { id: evalId, goodsId: o.goodsId };
    });
    // The goods page's review digest shows the newest review and the totals: it is read again from now on.
    await forgetReviewDigest(deps.cache, goodsId);
    return myEvaluation(deps.db, id, input.infoId);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(ERR.CONFLICT, '该订单已评价，不能重复评价');
    throw err;
  }
}

/**
 * 追评 (type 1, by the reviewer, once) or 回复 (type 2, by the review's planner, once).
 */
export async function addReviewOrReply(
  deps: Deps,
  user: { userId: string; userType: string },
  input: { submitEvaluateId: string; reviewReplyType: ReplyType; reviewReplyContent: string; images: string[] },
): Promise<MyEvaluation> {
  const [e] = await deps.db.select().from(evaluations).where(eq(evaluations.id, input.submitEvaluateId)).limit(1);
  if (!e || e.status !== EVALUATION_SHOWN) throw notFound('评价不存在');
  const followUp = input.reviewReplyType === REPLY_TYPE.FOLLOW_UP;
  if (followUp && e.userId !== user.userId) throw forbidden('只能追评自己的评价');
  if (!followUp && (!e.plannerId || e.plannerId !== user.userId)) throw forbidden('只有服务该订单的规划师可以回复');
  const u = await findUserById(deps.db, user.userId);
  const now = deps.now();
  const id = newId('evr_');
  await deps.db.transaction(async (tx) => {
    // Serialises concurrent follow-ups of one review: the evaluation row is locked first.
    await tx.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.id, e.id)).for('update');
    const [had] = await tx
      .select({ id: evaluationReplies.id })
      .from(evaluationReplies)
      .where(and(eq(evaluationReplies.evaluationId, e.id), eq(evaluationReplies.replyType, input.reviewReplyType)))
      .limit(1);
    if (had) throw new AppError(ERR.CONFLICT, followUp ? '已追评过，不能重复追评' : '已回复过该评价');
    const images = followUp ? await attachUploads(tx, user.userId, input.images, `evaluation_reply:${id}`, MAX_EVALUATE_IMAGES) : [];
    let userName = u?.nickName ?? '';
    let avatar = u?.avatar ?? DEFAULT_AVATAR;
    if (!followUp) {
      const p = await findPlanner(tx, user.userId);
      if (p) [userName, avatar] = [p.name, p.avatar];
    }
    await tx.insert(evaluationReplies).values({ id, evaluationId: e.id, replyType: input.reviewReplyType, content: input.reviewReplyContent, images, userId: user.userId, userName, avatar, createdAt: now });
  });
  // The digest's newest review carries its follow-up and reply.
  await forgetReviewDigest(deps.cache, e.goodsId);
  return myEvaluation(deps.db, e.id, e.orderItemId ?? '');
}
