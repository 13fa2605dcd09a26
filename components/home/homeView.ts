/**
 * What the home renders of the polymerization answer (pages/index.tsx): the fields its sections read, and nothing
 * else. The answer repeats every link three times (wapRoute, url, href; wapLink, materialLink, href) and carries the
 * goods' codes and cent prices for other screens; the page's props go into the HTML as JSON, which the phone
 * downloads and parses before the page responds. Applied in getServerSideProps only: the browser's refetch for another
 * city keeps the whole answer (a HomeView too), so this code stays out of the page's JavaScript.
 */
import type { AdItem, HomePlanner, HomeTab, NavItem, PolymerizationData } from '@/services/home';
import type { ArticleCard } from '@/services/article';
import type { Paged } from '@/lib/contract/paging';
import { GOODS_CARD_FIELDS, type GoodsCardView } from '@/components/list/GoodsCard';

// Each shape's fields, listed once: the type and the cut both come from the list.
const NAV_FIELDS = ['id', 'name', 'navigationImageUrl', 'href', 'external'] as const;
const AD_FIELDS = ['id', 'materialUrl', 'materialName', 'materialDescription', 'href', 'external'] as const;
const PLANNER_FIELDS = ['mchUserId', 'name', 'avatar', 'postName', 'point', 'payNum', 'goodReputation'] as const;
const ARTICLE_FIELDS = ['id', 'title', 'summary', 'coverUrl', 'categoryName', 'publishedAt', 'views'] as const;

export type HomeNav = Pick<NavItem, (typeof NAV_FIELDS)[number]>;
export type HomeAd = Pick<AdItem, (typeof AD_FIELDS)[number]>;
export type HomePlannerView = Pick<HomePlanner, (typeof PLANNER_FIELDS)[number]>;
export type HomeArticle = Pick<ArticleCard, (typeof ARTICLE_FIELDS)[number]>;

export type HomeView = {
  advertising: Record<string, HomeAd[]>;
  fixedNavList: HomeNav[];
  rollNavList: HomeNav[];
  toolNavList: HomeNav[];
  tabs: HomeTab[];
  firstTabGoods: Paged<GoodsCardView>;
  planners: HomePlannerView[];
  news: HomeArticle[];
  areaCode: string;
};

/** The cut of one shape: a copy of each item with only `fields`. */
const only =
  <K extends string>(fields: readonly K[]) =>
  <T extends Record<K, unknown>>(item: T): Pick<T, K> =>
    Object.fromEntries(fields.map((f) => [f, item[f]])) as Pick<T, K>;
const nav = only(NAV_FIELDS);
const ad = only(AD_FIELDS);
const planner = only(PLANNER_FIELDS);
const article = only(ARTICLE_FIELDS);
const goods = only(GOODS_CARD_FIELDS);

export function homeView(d: PolymerizationData): HomeView {
  const { records, ...paging } = d.firstTabGoods;
  return {
    advertising: Object.fromEntries(Object.entries(d.advertising).map(([slot, list]) => [slot, list.map(ad)])),
    fixedNavList: d.fixedNavList.map(nav),
    rollNavList: d.rollNavList.map(nav),
    toolNavList: d.toolNavList.map(nav),
    tabs: d.tabs,
    firstTabGoods: { ...paging, records: records.map(goods) },
    planners: d.planners.map(planner),
    news: (d.news ?? []).map(article),
    areaCode: d.areaCode,
  };
}
