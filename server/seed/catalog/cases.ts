import { CASE_TYPE, PLANNER_STATUS, PRODUCT_TYPE } from '@/server/modules/catalog/enums';
import type { cases } from '@/server/modules/case/schema';
import type { CategoryIndex } from './categories';
import { CASE_LABELS, CASE_STORY, CLIENTS, TRADE_STORY } from './caseTexts';
import { GENERIC_REVIEWS, REVIEWER_NAMES, SUB_REVIEWS, TRADE_REVIEWS } from './evalTexts';
import { PROFILES, type GoodsRow } from './goods';
import { img } from './images';
import type { PlannerRow } from './planners';
import { daysAgo, pad, rng, type Rng } from './prng';
import { AREAS, ymd, type ListingRow } from './tradeCommon';

export type CaseRow = typeof cases.$inferInsert;
const DAY = 86_400_000;
const signer = (p: PlannerRow) => ({ mchUserId: p.userId, userName: p.name, headUrl: p.avatar, point: p.point, serveNum: p.payNum });
const staff = (p: PlannerRow) => ({ mchUserId: p.userId, name: p.name, headUrl: p.avatar });

function expert(r: Rng, comment: string) {
  const overall = r.int(86, 99) / 10;
  const dims = ['专业能力', '服务效率', '沟通质量', '结果满意度'].map((name) => ({ name, fraction: Math.min(10, Math.round((overall + r.int(-6, 4) / 10) * 10) / 10) }));
  return { overall, block: [{ infos: [{ name: '综合评分', fraction: overall }, ...dims] }, { content: comment }] };
}

/** The customer's review of a case: about the case's goods category (service) or the trade. */
function userReview(r: Rng, texts: readonly string[], at: Date) {
  const text = r.pick([...texts]).replace(/\{p\}/g, '规划师').replace(/\{d\}/g, String(r.int(3, 9)));
  return [{ name: '客户评价', value: [{ type: 'BaseInput', value: r.pick(REVIEWER_NAMES) }, { type: 'BaseDateTime', value: at.toISOString() }, { type: 'BaseText', value: text }], imgs: [] }];
}

/** 28 service cases and 12 trade cases, each signed by a planner of the domain, with the §15.2 detail sections. */
export function buildCases(cats: CategoryIndex, plannerRows: PlannerRow[], goodsRows: GoodsRow[], listings: ListingRow[]): CaseRow[] {
  const r = rng('cases');
  const out: CaseRow[] = [];
  const active = plannerRows.filter((p) => p.status === PLANNER_STATUS.ACTIVE);
  const firsts = cats.all.filter((c) => c.kind === 'service' && c.level === 1);
  for (let k = 1; k <= 40; k++) {
    const service = k <= 28;
    const id = `case_${pad(k, 3)}`;
    let row: Omit<CaseRow, 'id' | 'detailInfo'>;
    let infos: Record<string, unknown>[];
    let priceData: { name: string; amountFen: number }[] = [];
    let members: { type: string; value: unknown }[];
    const planners = (code: string) => active.filter((p) => p.firstTypeCodes!.includes(code));
    const created = daysAgo(r.int(2, 500), r.int(0, 900));
    if (service) {
      const first = firsts[(k - 1) % firsts.length];
      const g = r.pick(goodsRows.filter((x) => x.classCode1 === first.code && x.priceFen! > 0));
      const story = CASE_STORY[first.name];
      const team = planners(first.code);
      const sign = team.length ? r.pick(team) : r.pick(active);
      const area = AREAS.find((a) => a.c === sign.cityCode) ?? r.pick(AREAS);
      const steps = PROFILES[cats.byCode.get(g.classCode2!)!.name].steps;
      const dealTime = Math.max(steps.length, g.handleCycleDays ?? r.int(steps.length, 15));
      const client = r.pick(CLIENTS);
      const start = new Date(created.getTime() - dealTime * DAY);
      let cursor = start.getTime();
      const experience = steps.map((s, i) => {
        const len = i === steps.length - 1 ? Math.max(1, Math.round((created.getTime() - cursor) / DAY)) : Math.max(1, Math.floor(dealTime / steps.length));
        const from = new Date(cursor);
        cursor += len * DAY;
        return { name: s, show: [{ type: 'BaseDate', value: [ymd(from), ymd(new Date(cursor))] }, { type: 'BaseText', content: `${s}：规划师与客户确认细节后按计划完成。` }, { type: 'BaseUpload', imgs: [] }] };
      });
      const fee = r.int(2, 6) * 10000;
      priceData = [{ name: g.name!, amountFen: g.priceFen! }, { name: '官方规费及杂费', amountFen: fee }];
      const ex = expert(r, story.expert);
      row = {
        caseName: `${area.short}${client}${g.classCodeName}，${dealTime}天办结`,
        caseType: CASE_TYPE.SERVICE, caseImg: img.caseCover(k), caseScore: Math.round(ex.overall * 100), dealTimeDays: dealTime,
        commodityAmountFen: g.priceFen! + fee,
        dealProvinceCode: area.p, dealProvince: area.pn, dealCityCode: area.c, dealCity: area.cn, dealAreaCode: area.d, dealArea: area.dn,
        caseDefaultRead: r.int(300, 6000), caseRealReadNum: r.int(10, 900), isTop: k % 7 === 1,
        caseIntro: `${client}位于${area.cn}${area.dn}，${story.need}。${sign.name}${story.approach}，最终${story.result}。`,
        productTypeCode: PRODUCT_TYPE.SERVICE, productOneBelongCode: g.classCode1, productTwoBelongCode: g.classCode2, productThreeBelongCode: g.classCode3,
        goodsId: g.id, plannerId: sign.userId, upOrDown: 1, createdAt: created,
      };
      const others = r.sample(team.filter((p) => p !== sign).concat(active.filter((p) => p !== sign)), 3);
      infos = [
        { key: 'caseHeadImg', name: '案例头图', imgs: [img.caseCover(k), img.caseCover(k + 7)] },
        { key: 'caseInfo', name: '案例简介', content: row.caseIntro, imgs: [img.caseCover(k + 3)] },
        { key: 'processing', name: '办理经过', experience },
        { key: 'caseResult', name: '办理结果', content: `${story.result}。`, imgs: [img.caseCover(k + 11)] },
        { key: 'expertEvaluation', name: '专家点评', expertEvaluation: ex.block },
        { key: 'UserReviews', name: '客户评价', cusEvaluation: userReview(r, SUB_REVIEWS[cats.byCode.get(g.classCode2!)!.name] ?? GENERIC_REVIEWS.slice(0, 7), new Date(created.getTime() + 2 * DAY)) },
      ];
      members = [
        { type: 'STAFF_MEMBER_SIGN', value: signer(sign) },
        { type: 'STAFF_MEMBER_PROJECT_LEADER', value: [staff(others[0])] },
        { type: 'STAFF_MEMBER_DIGESTION', value: others.slice(1).map(staff) },
      ];
    } else {
      // Three cases per trade type (the trade detail shows the cases of its own type).
      const key = (['GS', 'SB', 'ZL', 'ZZ'] as const)[(k - 29) % 4];
      const l = listings.filter((x) => x.tradeKey === key)[Math.floor((k - 29) / 4) * 5 + 1];
      const story = TRADE_STORY[l.tradeKey];
      const team = planners(l.classCode1);
      const sign = team.length ? r.pick(team) : r.pick(active);
      const area = AREAS.find((a) => a.d === l.districtCode) ?? AREAS.find((a) => a.c === sign.cityCode) ?? AREAS[0];
      const dealTime = r.int(7, 30);
      const ex = expert(r, '资源核验充分，交易结构清晰，资金监管与过户节点衔接顺畅。');
      const short = l.tradeKey === 'GS' ? l.dzname! : l.tradeKey === 'ZZ' ? `${l.name.replace(/资质转让$/, '')}资质公司` : l.name;
      row = {
        caseName: story.title.replace('{name}', short).replace('{d}', String(dealTime)),
        caseType: CASE_TYPE.TRADE, caseImg: l.goodsImg, caseScore: Math.round(ex.overall * 100), dealTimeDays: dealTime,
        commodityAmountFen: l.platformPriceFen,
        dealProvinceCode: area.p, dealProvince: area.pn, dealCityCode: area.c, dealCity: area.cn, dealAreaCode: area.d, dealArea: area.dn,
        caseDefaultRead: r.int(200, 4000), caseRealReadNum: r.int(5, 600), isTop: k === 30,
        caseIntro: story.text, productTypeCode: PRODUCT_TYPE.TRANSACTION, productOneBelongCode: l.classCode1,
        productTwoBelongCode: l.classCode2, productThreeBelongCode: l.classCode3, goodsId: l.id, plannerId: sign.userId, upOrDown: 1, createdAt: created,
      };
      infos = [
        { key: 'caseHeadImg', name: '案例头图', imgs: [l.goodsImg] },
        { key: 'caseInfo', name: '案例简介', content: story.text, imgs: [] },
        { key: 'processing', name: '办理经过', content: `核验资源 → 签订协议并支付定金 → 办理过户 → 交接并支付尾款，历时${dealTime}天。`, imgs: [l.goodsImg] },
        { key: 'caseResult', name: '办理结果', content: '过户手续全部办结，资料与印章交接完毕，交易款项按约定结算。', imgs: [] },
        { key: 'expertEvaluation', name: '专家点评', expertEvaluation: ex.block },
        { key: 'UserReviews', name: '客户评价', cusEvaluation: userReview(r, TRADE_REVIEWS, new Date(created.getTime() + DAY)) },
      ];
      members = [{ type: 'STAFF_MEMBER_SIGN', value: signer(sign) }];
    }
    out.push({
      id,
      ...row,
      detailInfo: { caseLabel: r.sample(CASE_LABELS, r.int(2, 3)).map((labelName) => ({ labelName })), priceData, infos, members },
    });
  }
  // A case taken off the shelf, so listings can be seen to respect up_or_down.
  out[out.length - 1].upOrDown = 0;
  return out;
}
