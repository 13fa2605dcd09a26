import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { users } from '../auth/schema';
import { evaluations, goods, planners, tradeListings } from '../catalog/schema';
import { CARD_STATUS_ON_SHELF, PLANNER_STATUS } from '../catalog/enums';
import { unsealOrNull, type SealDeps } from '../secrets/keys';
import { averageScoreOf, evaluationStats, plannerEvaluationWhere } from '../evaluate/service';
import { bpToPercentText, countInt, likeContains, offsetOf, pageOf } from './common';
import { beatPercentOf, DEFAULT_MCH_CLASS, listItemOf, percentText, STATUS_NAME, type PlannerRow } from './present';

export type PlannerListInput = {
  keyWords?: string;
  cityCode: string;
  regionCode?: string;
  firstTypeCode?: string;
  orderByPoint?: number;
  orderByReputation?: number;
  orderByPayNum?: number;
  start: number;
  limit: number;
};

const servesCity = (city: string) => or(eq(planners.cityCode, city), sql`${city} = any(${planners.areaCodes})`) as SQL;
const active = eq(planners.status, PLANNER_STATUS.ACTIVE);

/** 在线直选规划师: active planners serving the city, by name, district and business category, one sort. */
export async function listPlanners(db: Db, input: PlannerListInput) {
  const where: SQL[] = [active, servesCity(input.cityCode)];
  if (input.regionCode) where.push(eq(planners.districtCode, input.regionCode));
  if (input.keyWords) where.push(ilike(planners.name, likeContains(input.keyWords)));
  if (input.firstTypeCode) where.push(sql`${input.firstTypeCode} = any(${planners.firstTypeCodes})`);
  const cond = and(...where);

  const [column, flag] =
    input.orderByReputation !== undefined
      ? [planners.goodReputationBp, input.orderByReputation]
      : input.orderByPayNum !== undefined
        ? [planners.payNum, input.orderByPayNum]
        : [planners.point, input.orderByPoint ?? 1];
  const order = flag === 0 ? asc(column) : desc(column);

  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(planners).where(cond),
    db
      .select()
      .from(planners)
      .where(cond)
      .orderBy(order, asc(planners.sort), asc(planners.userId))
      .limit(input.limit)
      .offset(offsetOf(input.start, input.limit)),
  ]);
  return pageOf(rows.map((p) => listItemOf(p)), n, input.start, input.limit);
}

export async function plannerRow(db: Db, id: string): Promise<PlannerRow> {
  const [p] = await db.select().from(planners).where(eq(planners.userId, id)).limit(1);
  if (!p) throw notFound('规划师不存在');
  return p;
}

/** GET /planner/v1/detail: who the planner is, for the contact buttons, with the page's need echoed. */
export async function plannerDetail(db: Db, input: { id: string; requireCode?: string; requireName?: string }) {
  const p = await plannerRow(db, input.id);
  const { percent } = await beatPercentOf(db, p.point);
  const mchClass = p.mchClass || DEFAULT_MCH_CLASS;
  return {
    id: p.userId,
    mchUserId: p.userId,
    name: p.name,
    userName: p.name,
    img: p.avatar,
    portrait: p.avatar,
    zwName: p.postName,
    postName: p.postName,
    mchClass,
    type: mchClass,
    tagNameList: p.tags,
    prop: percentText(percent),
    show: p.showScore ? 1 : 0,
    point: p.point,
    pointLevelName: p.pointLevelName,
    serveAge: p.serveAge,
    status: p.status,
    statusName: STATUS_NAME[p.status] ?? '未知',
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    mchUserBusinessCategories: p.businessCategories,
    storeId: p.storeId,
    requireCode: input.requireCode ?? '',
    requireName: input.requireName ?? '',
    servesRequire: !input.requireCode || p.firstTypeCodes.includes(input.requireCode),
  };
}

/** 139****9000: enough to recognise, not to dial (calls go through the relay). */
function maskedPhone(deps: SealDeps, enc: string): string {
  const phone = unsealOrNull(deps, 'planner-phone', enc) ?? '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '';
}

/** The business card of /planner/detail. A resigned planner's card is off the shelf whatever it says. */
export async function plannerCard(deps: SealDeps & { db: Db }, mchUserId: string) {
  const { db } = deps;
  const p = await plannerRow(db, mchUserId);
  const [[u], { percent }] = await Promise.all([
    db.select({ userNo: users.userNo }).from(users).where(eq(users.id, p.userId)).limit(1),
    beatPercentOf(db, p.point),
  ]);
  const card = p.card;
  const status = p.status === PLANNER_STATUS.RESIGNED ? 'BUSINESS_CARD_STATUS_OFF_SHELF' : card.status || CARD_STATUS_ON_SHELF;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const content = card.content ?? {};
  return {
    mchUserId: p.userId,
    status,
    image: p.avatar,
    title: card.title || p.postName,
    userName: p.name,
    userNo: u?.userNo ?? '',
    merchantName: p.merchantName,
    phone: maskedPhone(deps, p.phoneEnc),
    baseInfo: { wechat: card.wechat ?? '', mailbox: card.mailbox ?? '', lawyerIntro: card.intro ?? '' },
    officeAddress: card.officeAddress ?? '',
    baseData: {
      serviceExperience: card.serviceExperience || `${p.serveAge}年`,
      peopleServed: num(card.peopleServed),
      dealNumber: num(card.dealNumber) ?? p.payNum,
      responseTime: num(card.responseTime),
      favComRate: Number((p.goodReputationBp / 100).toFixed(1)),
      Evaluator: p.evaluatorCount,
    },
    point: p.point,
    pointLevelName: p.pointLevelName,
    prop: percentText(percent),
    show: p.showScore ? 1 : 0,
    tagNameList: p.tags,
    label: p.tags.slice(0, 5).join('|'),
    mchClass: p.mchClass || DEFAULT_MCH_CLASS,
    plannerStatus: p.status,
    live: card.live ?? null,
    titleNavs: card.titleNavs ?? [],
    content: {
      wenda: (content.wenda ?? []).map((w) => ({
        id: str(w.id),
        title: str(w.title),
        contentText: str(w.contentText),
        contentImageUrl: str(w.contentImageUrl),
        applaudCount: Number(w.applaudCount ?? 0),
        remarkCount: Number(w.remarkCount ?? 0),
      })),
      article: (content.article ?? []).map((a) => ({
        id: str(a.id),
        title: str(a.title),
        contentImageUrl: str(a.contentImageUrl),
        totalBrowseCount: Number(a.totalBrowseCount ?? 0),
        applaudCount: Number(a.applaudCount ?? 0),
        createTime: Number(a.createTime ?? 0),
      })),
      hotNews: (content.hotNews ?? []).map((h) => ({
        id: str(h.id),
        title: str(h.title),
        imageUrl: str(h.imageUrl),
        createTime: str(h.createTime),
      })),
    },
    dggPlannerRecomLog: '',
  };
}

/** GET /planner/v1/find_card: the review summary of a planner. */
export async function plannerCardSummary(db: Db, mchUserId: string) {
  const p = await plannerRow(db, mchUserId);
  const [stats, averageScore] = await Promise.all([
    evaluationStats(db, plannerEvaluationWhere(p.userId), 10),
    averageScoreOf(db, p.userId),
  ]);
  return {
    mchUserId: p.userId,
    userName: p.name,
    img: p.avatar,
    postName: p.postName,
    point: p.point,
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    evaluateCount: stats.total,
    averageScore,
    evaluateTags: stats.tags,
  };
}

export type RecommendInput = {
  area: string;
  firstTypeCode?: string;
  level_2_ID?: string;
  productId?: string;
  sceneId?: string;
  page: number;
  limit: number;
};

/** The classes of the goods a recommendation is for, when the page sent only its id. */
async function classesOfProduct(db: Db, productId: string) {
  const [g] = await db.select({ c1: goods.classCode1, c2: goods.classCode2 }).from(goods).where(eq(goods.id, productId)).limit(1);
  if (g) return g;
  const [t] = await db
    .select({ c1: tradeListings.classCode1, c2: tradeListings.classCode2 })
    .from(tradeListings)
    .where(eq(tradeListings.id, productId))
    .limit(1);
  if (t) return t;
  throw notFound('商品不存在');
}

/**
 * Planners for a product page (推荐规划师 and the consultation card): active planners of the product's first-level
 * category, those serving the city first, then those matching the second level, then by 薯片分 and deals. Falls back
 * to every active planner when nobody covers the category, so a product page always has someone to contact.
 */
export async function recommendPlanners(db: Db, input: RecommendInput) {
  let { firstTypeCode, level_2_ID } = input;
  if (input.productId && (!firstTypeCode || !level_2_ID)) {
    const cls = await classesOfProduct(db, input.productId);
    firstTypeCode ??= cls.c1;
    level_2_ID ??= cls.c2 ?? undefined;
  }
  const scene = input.sceneId ?? 'app-cpxqye-01';
  const inCategory = firstTypeCode ? and(active, sql`${firstTypeCode} = any(${planners.firstTypeCodes})`) : active;
  let [{ n }] = await db.select({ n: countInt }).from(planners).where(inCategory);
  let cond = inCategory;
  if (!n && firstTypeCode) {
    cond = active;
    [{ n }] = await db.select({ n: countInt }).from(planners).where(cond);
  }
  const order: SQL[] = [desc(sql`(${servesCity(input.area)})`)];
  if (level_2_ID) order.push(desc(sql`(${planners.businessCategories} @> ${JSON.stringify([{ secondTypeCode: level_2_ID }])}::jsonb)`));
  const rows = await db
    .select()
    .from(planners)
    .where(cond)
    .orderBy(...order, desc(planners.point), desc(planners.payNum), asc(planners.userId))
    .limit(input.limit)
    .offset(offsetOf(input.page, input.limit));
  const records = rows.map((p) => ({
    mchUserId: p.userId,
    userName: p.name,
    name: p.name,
    img: p.avatar,
    portrait: p.avatar,
    postName: p.postName,
    point: p.point,
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    tagNameList: p.tags,
    mchUserBusinessCategories: p.businessCategories,
    type: p.mchClass || DEFAULT_MCH_CLASS,
    dggPlannerRecomLog: [scene, input.productId ?? firstTypeCode ?? '', p.userId].join(':'),
  }));
  return pageOf(records, n, input.page, input.limit);
}

/** Planners who served the user: those the user reviewed (orders arrive with the order issue), latest first. */
export async function servicedPlanners(db: Db, userId: string | null, page: number, limit: number) {
  if (!userId) return pageOf([], 0, page, limit);
  const latest = db
    .select({ plannerId: evaluations.plannerId, at: sql<Date>`max(${evaluations.evaluatedAt})`.as('at') })
    .from(evaluations)
    .where(and(eq(evaluations.userId, userId), sql`${evaluations.plannerId} is not null`))
    .groupBy(evaluations.plannerId)
    .as('served');
  const [[{ n }], ids] = await Promise.all([
    db.select({ n: countInt }).from(latest),
    db
      .select({ id: latest.plannerId })
      .from(latest)
      .orderBy(desc(latest.at), asc(latest.plannerId))
      .limit(limit)
      .offset(offsetOf(page, limit)),
  ]);
  const list = ids.length ? await db.select().from(planners).where(inArray(planners.userId, ids.map((r) => r.id as string))) : [];
  const byId = new Map(list.map((p) => [p.userId, p]));
  const records = ids.map((r) => byId.get(r.id as string)).filter((p): p is PlannerRow => !!p).map((p) => listItemOf(p));
  return pageOf(records, n, page, limit);
}

