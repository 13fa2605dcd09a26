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
import type { GoodsCardView } from '@/components/list/GoodsCard';

export type HomeNav = Pick<NavItem, 'id' | 'name' | 'navigationImageUrl' | 'href' | 'external'>;
export type HomeAd = Pick<AdItem, 'id' | 'materialUrl' | 'materialName' | 'materialDescription' | 'href' | 'external'>;
export type HomePlannerView = Pick<HomePlanner, 'mchUserId' | 'name' | 'avatar' | 'postName' | 'point' | 'payNum' | 'goodReputation'>;
export type HomeArticle = Pick<ArticleCard, 'id' | 'title' | 'summary' | 'coverUrl' | 'categoryName' | 'publishedAt' | 'views'>;

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

const nav = ({ id, name, navigationImageUrl, href, external }: NavItem): HomeNav => ({ id, name, navigationImageUrl, href, external });
const ad = ({ id, materialUrl, materialName, materialDescription, href, external }: AdItem): HomeAd => ({
  id,
  materialUrl,
  materialName,
  materialDescription,
  href,
  external,
});
const goods = (g: PolymerizationData['firstTabGoods']['records'][number]): GoodsCardView => ({
  id: g.id,
  name: g.name,
  slogan: g.slogan,
  img: g.img,
  tags: g.tags,
  productType: g.productType,
  classCode: g.classCode,
  classCodeLevel: g.classCodeLevel,
  salesVolume: g.salesVolume,
  priceValue: g.priceValue,
  priceUnit: g.priceUnit,
  priceText: g.priceText,
});
const planner = ({ mchUserId, name, avatar, postName, point, payNum, goodReputation }: HomePlanner): HomePlannerView => ({
  mchUserId,
  name,
  avatar,
  postName,
  point,
  payNum,
  goodReputation,
});
const article = ({ id, title, summary, coverUrl, categoryName, publishedAt, views }: ArticleCard): HomeArticle => ({
  id,
  title,
  summary,
  coverUrl,
  categoryName,
  publishedAt,
  views,
});

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
