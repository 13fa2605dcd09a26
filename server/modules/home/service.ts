import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { DbLike } from '../../db/types';
import { AD_SLOT, DICT, NAV_CATEGORY, PLANNER_STATUS } from '../catalog/enums';
import { paged } from '../catalog/http';
import { dictCodes, planners } from '../catalog/schema';
import { queryGoods } from '../goods/query';
import { findAds, findNavs, type AdScope } from './ads';
import { informationHome } from '../article/service';

export const HOME_AD_SLOTS = [AD_SLOT.HOME_TOP, AD_SLOT.SECKILL, AD_SLOT.SUBSIDY, AD_SLOT.KNOWN];

export async function homeTabs(db: DbLike) {
  const rows = await db
    .select()
    .from(dictCodes)
    .where(and(eq(dictCodes.parentCode, DICT.HOME_TABS), eq(dictCodes.enabled, true)))
    .orderBy(asc(dictCodes.sort), asc(dictCodes.code));
  return rows.filter((r) => r.ext3).map((r) => ({ code: r.code, name: r.name, classCode: r.ext3 as string }));
}

const reputationText = (bp: number) => `${(bp / 100).toFixed(1).replace(/\.0$/, '')}%`;

/** Active planners serving the city, best 薯片分 first; the national best when the city has none. */
export async function homePlanners(db: DbLike, areaCode: string, limit = 6) {
  const active = eq(planners.status, PLANNER_STATUS.ACTIVE);
  const inCity = or(eq(planners.cityCode, areaCode), sql`${planners.areaCodes} @> ARRAY[${areaCode}]::text[]`);
  const pick = (where: ReturnType<typeof and>) =>
    db.select().from(planners).where(where).orderBy(desc(planners.point), asc(planners.sort), asc(planners.userId)).limit(limit);
  let rows = await pick(and(active, inCity));
  if (!rows.length) rows = await pick(active);
  return rows.map((p) => ({
    mchUserId: p.userId,
    userName: p.name,
    img: p.avatar,
    postName: p.postName,
    point: p.point,
    payNum: p.payNum,
    goodReputation: reputationText(p.goodReputationBp),
    tagNameList: p.tags.slice(0, 3),
    type: p.mchClass || 'MERCHANT_B',
  }));
}

export type PolymerizationInput = { locationCodeList?: string[]; fixedLimit: number; rollLimit: number };

/** 资讯精选 cards on the home. */
export const HOME_NEWS_LIMIT = 4;

export async function polymerization(db: DbLike, scope: AdScope, input: PolymerizationInput) {
  const codes = input.locationCodeList?.length ? input.locationCodeList : HOME_AD_SLOTS;
  const [advertising, fixedNavList, rollNavList, toolNavList, tabs, plannerList, information] = await Promise.all([
    findAds(db, codes, scope),
    findNavs(db, NAV_CATEGORY.FIXED, input.fixedLimit),
    findNavs(db, NAV_CATEGORY.ROLL, input.rollLimit),
    findNavs(db, NAV_CATEGORY.TOOL, 50),
    homeTabs(db),
    homePlanners(db, scope.areaCode),
    informationHome(db, scope.now, HOME_NEWS_LIMIT),
  ]);
  const first = tabs[0];
  const firstTabGoods = first
    ? await queryGoods(db, { areaCode: scope.areaCode, anyClassCode: first.classCode, sort: 'default' }, 1, 10)
    : paged([], 0, 1, 10);
  return {
    advertising,
    fixedNavList,
    rollNavList,
    toolNavList,
    tabs,
    firstTabGoods,
    planners: plannerList,
    news: information.records,
    areaCode: scope.areaCode,
  };
}
