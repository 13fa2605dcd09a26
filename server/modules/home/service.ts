import type { HomePlanner, HomeTab, PolymerizationBody, PolymerizationData } from '@/lib/contract/home/api';
import { bpToPercentText } from '@/lib/format';
import { AD_SLOT, DICT, NAV_CATEGORY } from '@/lib/contract/catalog/enums';
import type { DbLike } from '../../db/types';
import { pageOf } from '../../db/paging';
import { bestPlannersOfCity } from '../planner/service';
import { dictChildren } from '../dict/service';
import { queryGoods } from '../goods/query';
import { getInformationHome } from '../article/service';
import { findAdvertising, findNavigation, type AdScope } from './ads';

export const HOME_AD_SLOTS = [AD_SLOT.HOME_TOP, AD_SLOT.SECKILL, AD_SLOT.SUBSIDY, AD_SLOT.KNOWN];

/** The 推荐 tabs: the children of C-SY-RMSP-GG that name a first-level class (ext3). */
export async function categoryTab(db: DbLike): Promise<HomeTab[]> {
  const rows = await dictChildren(db, [DICT.HOME_TABS]);
  return rows.filter((r) => r.ext3).map((r) => ({ code: r.code, name: r.name, classCode: r.ext3 as string }));
}

/** Active planners serving the city, best 薯片分 first; the national best when the city has none. */
export async function homePlanners(db: DbLike, areaCode: string, limit = 6): Promise<HomePlanner[]> {
  const rows = await bestPlannersOfCity(db, areaCode, limit);
  return rows.map((p) => ({
    mchUserId: p.userId,
    name: p.name,
    avatar: p.avatar,
    postName: p.postName,
    point: p.point,
    payNum: p.payNum,
    goodReputation: bpToPercentText(p.goodReputationBp),
    tagNameList: p.tags.slice(0, 3),
    type: p.mchClass || 'MERCHANT_B',
  }));
}


/** 资讯精选 cards on the home. */
export const HOME_NEWS_LIMIT = 4;

export async function polymerization(db: DbLike, scope: AdScope, input: PolymerizationBody): Promise<PolymerizationData> {
  const codes = input.locationCodeList?.length ? input.locationCodeList : HOME_AD_SLOTS;
  const [advertising, fixedNavList, rollNavList, toolNavList, tabs, plannerList, information] = await Promise.all([
    findAdvertising(db, codes, scope),
    findNavigation(db, NAV_CATEGORY.FIXED, input.fixedLimit),
    findNavigation(db, NAV_CATEGORY.ROLL, input.rollLimit),
    findNavigation(db, NAV_CATEGORY.TOOL, 50),
    categoryTab(db),
    homePlanners(db, scope.areaCode),
    getInformationHome(db, scope.now, HOME_NEWS_LIMIT),
  ]);
  const first = tabs[0];
  const firstTabGoods = first
    ? await queryGoods(db, { areaCode: scope.areaCode, anyClassCode: first.classCode, sort: 'default' }, 1, 10)
    : pageOf([], 0, 1, 10);
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
