import type { Db } from '../../db/client';
import type { PlannerBusinessCard, PlannerDetail, PlannerDetailQuery, PlannerEvaluateSummary } from '@/lib/contract/planner/api';
import { CARD_STATUS, PLANNER_STATUS, plannerStatusName, pointLevelOf } from '@/lib/contract/planner/enums';
import { findUserById } from '../auth/users';
import { plannerPayingCustomers } from '../order/plannerStats';
import { averageScoreOf, evaluationStats, findAlreadyEvaluatePageList, plannerEvaluationWhere } from '../evaluate/service';
import { unsealOrNull, type SealDeps } from '../secrets/keys';
import { bpToPercentText } from '@/lib/format';
import { beatPercentOf, percentText, plannerCardOf } from './present';
import { plannerRow } from './service';

// One planner in depth: the contact data (detail), the business card of /planner/detail and its reviews.

/** GET /planner/v1/detail: who the planner is, for the contact buttons, with the page's need echoed. */
export async function plannerDetail(db: Db, input: PlannerDetailQuery): Promise<PlannerDetail> {
  const p = await plannerRow(db, input.id);
  const { percent } = await beatPercentOf(db, p.point);
  return {
    ...plannerCardOf(p),
    prop: percentText(percent),
    show: p.showScore ? 1 : 0,
    pointLevelName: pointLevelOf(p.point),
    serveAge: p.serveAge,
    status: p.status,
    statusName: plannerStatusName(p.status),
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

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** GET /plannerCard/v1/planner_detail: the business card. A resigned planner's card is off the shelf whatever it says. */
export async function plannerCardDetail(deps: SealDeps & { db: Db }, mchUserId: string): Promise<PlannerBusinessCard> {
  const { db } = deps;
  const p = await plannerRow(db, mchUserId);
  const [u, { percent }, customers] = await Promise.all([findUserById(db, p.userId), beatPercentOf(db, p.point), plannerPayingCustomers(db, p.userId)]);
  const card = p.card;
  const status = p.status === PLANNER_STATUS.RESIGNED ? CARD_STATUS.OFF_SHELF : card.status || CARD_STATUS.ON_SHELF;
  const content = card.content ?? {};
  return {
    ...plannerCardOf(p),
    status,
    title: card.title || p.postName,
    userNo: u?.userNo ?? '',
    merchantName: p.merchantName,
    phone: maskedPhone(deps, p.phoneEnc),
    baseInfo: { wechat: card.wechat ?? '', mailbox: card.mailbox ?? '', lawyerIntro: card.intro ?? '' },
    officeAddress: card.officeAddress ?? '',
    baseData: {
      serviceExperience: card.serviceExperience || `${p.serveAge}年`,
      // 服务人数 and 成交次数 from the planner's paid orders (ADR 0027), never from the card's text.
      peopleServed: customers,
      dealNumber: p.payNum,
      responseTime: num(card.responseTime),
      favComRate: Number((p.goodReputationBp / 100).toFixed(1)),
      Evaluator: p.evaluatorCount,
    },
    pointLevelName: pointLevelOf(p.point),
    prop: percentText(percent),
    show: p.showScore ? 1 : 0,
    label: p.tags.slice(0, 5).join('|'),
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
export async function findCard(db: Db, mchUserId: string): Promise<PlannerEvaluateSummary> {
  const p = await plannerRow(db, mchUserId);
  const [stats, averageScore] = await Promise.all([
    evaluationStats(db, plannerEvaluationWhere(p.userId), 10),
    averageScoreOf(db, p.userId),
  ]);
  return {
    ...plannerCardOf(p),
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    evaluateCount: stats.total,
    averageScore,
    evaluateTags: stats.tags,
  };
}

/** GET /planner/v1/find_card_evaluate: the planner's reviews, paged (the evaluate module's list; it 404s 规划师不存在 for an unknown planner). */
export async function findCardEvaluate(db: Db, input: { mchUserId: string; start: number; limit: number }) {
  return findAlreadyEvaluatePageList(db, { plannerId: input.mchUserId, page: input.start, limit: input.limit });
}
