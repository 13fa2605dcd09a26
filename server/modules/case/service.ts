import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countInt, offsetOf, pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import type { CaseDetail, CaseItem, CaseListBody, CasePage, CaseSigner } from '@/lib/contract/case/api';
import { CASE_MEMBER, CASE_SHELF, caseMemberRole, type CaseOrderItem } from '@/lib/contract/case/enums';
import { fenToYuan } from '@/lib/format';
import { plannerCardOf } from '../planner/present';
import { findPlanner } from '../planner/service';
import {
  expertOf,
  labelsOf,
  membersOf,
  personOf,
  plainSection,
  priceDataOf,
  processOf,
  reviewsOf,
  sectionOf,
} from './detailInfo';
import { cases } from './schema';

type CaseRow = typeof cases.$inferSelect;

const DEFAULT_ORDER: CaseOrderItem[] = [
  { column: 'isTop', asc: false },
  { column: 'createTime', asc: false },
];
const COLUMNS = { isTop: cases.isTop, caseScore: cases.caseScore, createTime: cases.createdAt } as const;

/** Money is shown with two decimals always ("12800.00元"). */
export function caseItemOf(c: CaseRow): CaseItem {
  return {
    id: c.id,
    caseName: c.caseName,
    caseType: c.caseType,
    caseImg: c.caseImg,
    caseScore: c.caseScore,
    caseScoreText: c.caseScore === null ? '' : (c.caseScore / 100).toFixed(1),
    dealTime: c.dealTimeDays,
    commodityAmountFen: c.commodityAmountFen,
    commodityAmount: fenToYuan(c.commodityAmountFen),
    dealProvince: c.dealProvince,
    dealCity: c.dealCity,
    dealArea: c.dealArea,
    readNum: c.caseDefaultRead + c.caseRealReadNum,
    isTop: c.isTop,
    caseIntro: c.caseIntro,
    productTypeCode: c.productTypeCode,
    productOneBelongCode: c.productOneBelongCode,
    productTwoBelongCode: c.productTwoBelongCode,
    productThreeBelongCode: c.productThreeBelongCode,
    createTime: c.createdAt.toISOString(),
  };
}

/** POST /case/v1/case_list (案例广场): shelved cases by product type, category levels and deal region. */
export async function caseList(db: Db, input: CaseListBody): Promise<CasePage> {
  const where: SQL[] = [eq(cases.upOrDown, CASE_SHELF.UP)];
  if (input.productTypeCode) where.push(eq(cases.productTypeCode, input.productTypeCode));
  if (input.productOneBelongCode) where.push(eq(cases.productOneBelongCode, input.productOneBelongCode));
  if (input.productTwoBelongCode) where.push(eq(cases.productTwoBelongCode, input.productTwoBelongCode));
  if (input.productThreeBelongCode) where.push(eq(cases.productThreeBelongCode, input.productThreeBelongCode));
  if (input.dealProvince) where.push(eq(cases.dealProvinceCode, input.dealProvince));
  if (input.dealCity) where.push(eq(cases.dealCityCode, input.dealCity));
  if (input.dealArea) where.push(eq(cases.dealAreaCode, input.dealArea));
  if (input.plannerId) where.push(eq(cases.plannerId, input.plannerId));
  if (input.ids) where.push(input.ids.length ? inArray(cases.id, input.ids) : sql`false`);
  const cond = and(...where);
  const items = input.orderItems?.length ? input.orderItems : DEFAULT_ORDER;
  // Unscored cases sort after scored ones either way.
  const order = items.map(({ column, asc: up }) =>
    column === 'caseScore' ? sql`${cases.caseScore} ${up ? sql`asc` : sql`desc`} nulls last` : up ? asc(COLUMNS[column]) : desc(COLUMNS[column]),
  );
  const [[{ n }], rows] = await Promise.all([
    db.select({ n: countInt }).from(cases).where(cond),
    db
      .select()
      .from(cases)
      .where(cond)
      .orderBy(...order, asc(cases.id))
      .limit(input.limit)
      .offset(offsetOf(input.page, input.limit)),
  ]);
  return pageOf(rows.map(caseItemOf), n, input.page, input.limit);
}

/** GET /case/v1/case_detail: a shelved case, its sections read from the dynamic form; each view counts one read. */
export async function caseDetail(db: Db, id: string): Promise<CaseDetail> {
  const [row] = await db
    .update(cases)
    .set({ caseRealReadNum: sql`${cases.caseRealReadNum} + 1` })
    .where(and(eq(cases.id, id), eq(cases.upOrDown, CASE_SHELF.UP)))
    .returning();
  if (!row) throw notFound('案例不存在或已下架');
  const info = row.detailInfo ?? {};
  const members = membersOf(info);
  const signMember = members.find((m) => m.type === CASE_MEMBER.SIGN);
  const signerId = row.plannerId ?? personOf(signMember?.value)?.mchUserId ?? null;
  const p = signerId ? await findPlanner(db, signerId) : undefined;
  const signer: CaseSigner | null = p ? { ...plannerCardOf(p), payNum: p.payNum, status: p.status } : null;
  const priceData = priceDataOf(info);
  const head = sectionOf(info, ['caseHeadImg', '案例头图']);
  const intro = plainSection(sectionOf(info, ['caseInfo', '案例简介']));
  return {
    ...caseItemOf(row),
    labels: labelsOf(info),
    headImgs: head ? plainSection(head).imgs : row.caseImg ? [row.caseImg] : [],
    intro: { content: intro.content || row.caseIntro, imgs: intro.imgs },
    process: processOf(sectionOf(info, ['processing', '办理经过'])),
    result: plainSection(sectionOf(info, ['caseResult', '办理结果'])),
    priceData: priceData.map((x) => ({ ...x, amount: fenToYuan(x.amountFen) })),
    priceTotal: priceData.length ? fenToYuan(priceData.reduce((s, x) => s + x.amountFen, 0)) : '',
    expert: expertOf(sectionOf(info, ['expertEvaluation', '专家点评'])),
    reviews: reviewsOf(sectionOf(info, ['UserReviews', '客户评价'])),
    // The signer's numbers come from the live profile, not the copy frozen in the case.
    signer,
    members: members
      .filter((m) => m.type !== CASE_MEMBER.SIGN)
      .flatMap((m) => (Array.isArray(m.value) ? m.value : [m.value]).map((v) => ({ v, role: caseMemberRole(m.type) })))
      .map(({ v, role }) => {
        const person = personOf(v);
        return person ? { ...person, role } : null;
      })
      .filter((m): m is NonNullable<typeof m> => !!m),
  };
}


/** Ids of the cases on the shelf, at most `limit`, in no particular order (the sitemap). */
export async function shelvedCaseIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ id: cases.id }).from(cases).where(eq(cases.upOrDown, CASE_SHELF.UP)).limit(limit);
  return rows.map((r) => r.id);
}
