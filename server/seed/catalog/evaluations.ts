import type { evaluationReplies, evaluations } from '@/server/modules/evaluate/schema';
import { DEFAULT_AVATAR } from '@/server/modules/auth/users';
import type { CategoryIndex } from './categories';
import { FOLLOW_UPS, GENERIC_REVIEWS, PLANNER_REPLIES, REVIEW_TAGS_GOOD, REVIEW_TAGS_MID, REVIEWER_NAMES, SUB_REVIEWS } from './evalTexts';
import type { GoodsRow } from './goods';
import { img } from './images';
import type { PlannerRow } from './planners';
import { daysAgo, pad, rng } from './prng';

export type EvaluationRow = typeof evaluations.$inferInsert;
export type ReplyRow = typeof evaluationReplies.$inferInsert;
const DAY = 86_400_000;

/** 3–15 reviews per planner, each on a goods of the planner's categories, some answered by the planner. */
export function buildEvaluations(cats: CategoryIndex, plannerRows: PlannerRow[], goodsRows: GoodsRow[]) {
  const r = rng('evaluations');
  const evals: EvaluationRow[] = [];
  const replies: ReplyRow[] = [];
  plannerRows.forEach((p, pi) => {
    const seconds = new Set(p.businessCategories!.map((b) => b.secondTypeCode));
    const own = goodsRows.filter((g) => seconds.has(g.classCode2!));
    const pool = own.length ? own : goodsRows.filter((g) => p.firstTypeCodes!.includes(g.classCode1));
    const n = pi === 0 ? 12 : r.int(3, 15);
    const call = `${p.name!.slice(0, 1)}${r.pick(['老师', '老师', '经理', '顾问'])}`;
    // No text repeats under one planner while the goods' category still has an unused one.
    const used = new Set<string>();
    for (let k = 0; k < n; k++) {
      const g = r.pick(pool);
      const sub = cats.byCode.get(g.classCode2!)?.name ?? '';
      const roll = r.next();
      const score = roll < 0.7 ? 1000 : roll < 0.88 ? 800 : roll < 0.96 ? 600 : 400;
      const anonymous = r.chance(0.15);
      const digits = r.chance(0.45);
      const userName = digits ? `薯片用户${r.int(1000, 9999)}` : r.pick(REVIEWER_NAMES);
      // The text speaks of the goods' own category (or is generic), never of another service.
      const candidates = score >= 800 ? [...(SUB_REVIEWS[sub] ?? []), ...GENERIC_REVIEWS.slice(0, 7)] : GENERIC_REVIEWS.slice(7);
      const fresh = candidates.filter((c) => !used.has(c));
      const template = r.pick(fresh.length ? fresh : candidates);
      used.add(template);
      const text = template
        .replace(/\{p\}/g, call)
        .replace(/\{d\}/g, String(r.int(3, 12)));
      const at = daysAgo(r.int(1, 360), r.int(0, 1200));
      const id = `ev_${pad(pi, 2)}_${pad(k + 1, 2)}`;
      const dim = (base: number) => Math.max(200, Math.min(1000, base - r.pick([0, 0, 0, 200])));
      evals.push({
        id,
        goodsType: 'goods',
        goodsId: g.id,
        plannerId: p.userId,
        orderId: null,
        orderItemId: null,
        userId: null,
        userName,
        avatar: !anonymous && r.chance(0.35) ? img.avatar(45 + r.int(0, 3)) : DEFAULT_AVATAR,
        anonymous,
        averageScore: score,
        scores: [{ name: '服务态度', score: dim(score + 200) }, { name: '专业能力', score: dim(score) }, { name: '办理效率', score: dim(score) }],
        tags: score >= 800 ? r.sample(REVIEW_TAGS_GOOD, r.int(1, 3)) : [r.pick(REVIEW_TAGS_MID), r.pick(REVIEW_TAGS_GOOD)],
        content: text,
        images: r.chance(0.2) ? [0, 1, 2].slice(0, r.int(1, 3)).map((j) => img.caseCover(pi + k + j * 5)) : [],
        goodEvaluate: score >= 800,
        status: 1,
        evaluatedAt: at,
        createdAt: at,
      });
      if (r.chance(0.45)) {
        replies.push({
          id: `evr_${id.slice(3)}_2`, evaluationId: id, replyType: 2, content: score >= 800 ? r.pick(PLANNER_REPLIES.slice(0, 4)) : PLANNER_REPLIES[4],
          images: [], userId: p.userId, userName: p.name!, avatar: p.avatar!, createdAt: new Date(at.getTime() + r.int(1, 30) * 3600_000),
        });
      }
      if (score >= 800 && r.chance(0.12)) {
        replies.push({
          id: `evr_${id.slice(3)}_1`, evaluationId: id, replyType: 1, content: r.pick(FOLLOW_UPS).replace(/\{p\}/g, call),
          images: [], userId: null, userName, avatar: DEFAULT_AVATAR, createdAt: new Date(at.getTime() + r.pick([0.3, 3, 15]) * DAY),
        });
      }
    }
  });
  return { evaluations: evals, replies };
}

/**
 * The planners' review figures from their seeded reviews, as countPlannerReview keeps them afterwards: evaluator
 * count, the score sum, 薯片分 (the mean score, 0 without reviews) and 好评率 (share of reviews scored 800 or more).
 */
export function countSeededReviews(plannerRows: PlannerRow[], evals: EvaluationRow[]) {
  for (const p of plannerRows) {
    const own = evals.filter((e) => e.plannerId === p.userId);
    const sum = own.reduce((s, e) => s + e.averageScore, 0);
    const good = own.filter((e) => e.averageScore >= 800).length;
    p.evaluatorCount = own.length;
    p.reviewScoreSum = sum;
    p.point = own.length ? Math.round(sum / own.length) : 0;
    p.goodReputationBp = own.length ? Math.round((good * 10000) / own.length) : 10000;
  }
}
