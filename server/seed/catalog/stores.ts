import { PLANNER_STATUS, STORE_TYPE } from '@/server/modules/catalog/enums';
import type { storeGoods, storeGoodsCategories, stores } from '@/server/modules/store/schema';
import type { CategoryIndex } from './categories';
import type { GoodsRow } from './goods';
import { img } from './images';
import type { PlannerRow } from './planners';
import { daysAgo, pad, rng, type Rng } from './prng';
import type { ListingRow } from './tradeCommon';

export type StoreRow = typeof stores.$inferInsert;
export type StoreCategoryRow = typeof storeGoodsCategories.$inferInsert;
export type StoreGoodsRow = typeof storeGoods.$inferInsert;
export type StoreData = { stores: StoreRow[]; categories: StoreCategoryRow[]; goods: StoreGoodsRow[] };

/** Merchant stores and the team under each; planners join the team of their main domain. */
const GROUPS = [
  { mch: 's_m01', team: 's_t01', domains: ['公司服务', '财税服务', '人力社保'], mchName: '薯片企服成都旗舰店', teamName: '工商财税服务一组', icon: 'company',
    profile: '深耕成都工商财税十年，累计服务三万余家企业', slogan: '让每一家小微企业都少跑腿' },
  { mch: 's_m02', team: 's_t02', domains: ['商标服务', '专利版权', '互联网服务'], mchName: '知远知识产权服务中心', teamName: '知产精英团队', icon: 'trademark',
    profile: '国家知识产权局备案代理机构，专注商标专利与科技认定', slogan: '守护每一个好创意' },
  { mch: 's_m03', team: 's_t03', domains: ['法律服务', '金融服务', '资质办理'], mchName: '衡信企业法律与融资服务', teamName: '法律融资服务团队', icon: 'legal',
    profile: '执业律师与资深信贷顾问联合服务，合规与融资一站解决', slogan: '专业护航，稳健前行' },
] as const;
export const groupOfDomain = (domain: string) => GROUPS.find((g) => (g.domains as readonly string[]).includes(domain))!;

function stats(r: Rng, people: number) {
  return {
    personNum: people,
    customerNum: people * r.int(120, 400),
    maintenanceNum: r.int(20, 90),
    consultResponse: `${(95 + r.next() * 4.8).toFixed(1)}%`,
    callThroughRate: `${(90 + r.next() * 9).toFixed(1)}%`,
  };
}

export function buildStores(cats: CategoryIndex, plannerRows: PlannerRow[], goodsRows: GoodsRow[], listings: ListingRow[]): StoreData {
  const r = rng('stores');
  const out: StoreData = { stores: [], categories: [], goods: [] };
  const firstName = (code: string) => cats.byCode.get(code)!.name;
  const fill = (storeId: string, groups: { name: string; items: { type: string; id: string }[] }[]) => {
    const ids: { id: string; name: string }[] = [];
    groups.filter((g) => g.items.length).forEach((g, gi) => {
      const cid = `sgc_${storeId.slice(2)}_${gi + 1}`;
      ids.push({ id: cid, name: g.name });
      out.categories.push({ id: cid, storeId, name: g.name, sort: gi + 1 });
      g.items.forEach((it, k) => out.goods.push({ id: `sg_${storeId.slice(2)}_${gi + 1}_${pad(k + 1, 2)}`, storeId, categoryId: cid, targetType: it.type, targetId: it.id, sort: k + 1 }));
    });
    return [{ type: 'goodsRecommend', title: '为您推荐', data: ids }];
  };
  const goodsOf = (domain: string, n: number) =>
    r.sample(goodsRows.filter((g) => firstName(g.classCode1) === domain), n).map((g) => ({ type: 'goods', id: g.id }));
  const people = (team: string) => plannerRows.filter((p) => p.status !== PLANNER_STATUS.RESIGNED && groupOfDomain(firstName(p.firstTypeCodes![0])).team === team);

  GROUPS.forEach((g, gi) => {
    const members = people(g.team);
    const created = daysAgo(900 - gi * 60);
    const banners = [1, 2, 3].map((k) => ({ url: img.storeBanner(gi * 3 + k), link: `/detail?productId=${goodsOf(g.domains[k - 1], 1)[0].id}` }));
    out.stores.push({
      id: g.mch, storeType: STORE_TYPE.MERCHANT, name: g.mchName, logo: img.category(g.icon), profile: g.profile,
      ownerUserId: null, teamStoreId: null, mchStoreId: null, banners, stats: stats(r, members.length + r.int(8, 30)),
      modules: fill(g.mch, g.domains.map((d) => ({ name: d, items: goodsOf(d, 8) }))), status: 1, createdAt: created,
    });
    out.stores.push({
      id: g.team, storeType: STORE_TYPE.TEAM, name: g.teamName, logo: img.category(g.icon), profile: g.slogan,
      ownerUserId: null, teamStoreId: null, mchStoreId: g.mch, banners: banners.slice(1), stats: stats(r, members.length),
      modules: fill(g.team, [{ name: '热门服务', items: g.domains.flatMap((d) => goodsOf(d, 3)) }, ...g.domains.map((d) => ({ name: d, items: goodsOf(d, 6) }))]),
      status: 1, createdAt: created,
    });
  });

  plannerRows.forEach((p) => {
    const domains = p.firstTypeCodes!.filter((c) => cats.byCode.get(c)!.kind === 'service').map(firstName);
    const group = groupOfDomain(domains[0]);
    const inTeam = r.chance(0.75);
    const seconds = new Set(p.businessCategories!.map((b) => b.secondTypeCode));
    const mine = goodsRows.filter((g) => seconds.has(g.classCode2!)).map((g) => ({ type: 'goods', id: g.id }));
    const tradeCodes = p.firstTypeCodes!.filter((c) => cats.byCode.get(c)!.kind === 'trade');
    const trades = listings.filter((l) => tradeCodes.includes(l.classCode1)).slice(0, 6).map((l) => ({ type: 'trade', id: l.id }));
    out.stores.push({
      id: p.storeId!, storeType: STORE_TYPE.PLANNER, name: `${p.name}的店铺`, logo: p.avatar!, profile: p.card!.intro ?? '',
      ownerUserId: p.userId, teamStoreId: inTeam ? group.team : null, mchStoreId: group.mch, banners: [], stats: null,
      modules: fill(p.storeId!, [
        { name: '热门推荐', items: r.sample(mine, 4) },
        ...domains.map((d) => ({ name: d, items: mine.filter((m) => firstName(goodsRows.find((g) => g.id === m.id)!.classCode1) === d).slice(0, 10) })),
        { name: '资产交易', items: trades },
      ]),
      // A resigned planner's store is closed.
      status: p.status === PLANNER_STATUS.RESIGNED ? 0 : 1,
      createdAt: p.createdAt as Date,
    });
  });
  return out;
}
