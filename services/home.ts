/** Home calls (inventory §1, §0.4, spec §7): polymerization, ads, navigation, recommend tabs. */
import { http, type Http } from '@/lib/http';
import type { GoodsCard, Paged } from './goods';
import type { ArticleCard } from './article';

/** linkType 1 → `wapLink` route, 2 → `materialLink` URL, 3 → /img?url=`imgLink`. `href` is that target, ready to use. */
export type AdItem = {
  id: string;
  locationCode: string;
  materialUrl: string;
  materialName: string;
  materialDescription: string;
  linkType: 1 | 2 | 3;
  wapLink: string;
  materialLink: string;
  imgLink: string;
  href: string;
  /** true for linkType 2 (leave the site). */
  external: boolean;
};
/** navigationWay 1 route `wapRoute`, 2 URL `url`, 3 image `imageUrl`; `href` as for ads. */
export type NavItem = {
  id: string;
  name: string;
  navigationImageUrl: string;
  navigationWay: 1 | 2 | 3;
  wapRoute: string;
  url: string;
  imageUrl: string;
  href: string;
  external: boolean;
};
/** A 推荐 tab: `classCode` is the first-level class (ext3 of C-SY-RMSP-GG). */
export type HomeTab = { code: string; name: string; classCode: string };
export type HomePlanner = {
  mchUserId: string;
  userName: string;
  img: string;
  postName: string;
  point: number;
  payNum: number;
  goodReputation: string;
  tagNameList: string[];
  type: string;
};

export type PolymerizationInput = {
  /** Ad slots; default: ad100234 top, ad113282 seckill, ad113284 subsidy, ad100032 必懂. */
  locationCodeList?: string[];
  fixedLimit?: number;
  rollLimit?: number;
};
export type PolymerizationData = {
  advertising: Record<string, AdItem[]>;
  fixedNavList: NavItem[];
  rollNavList: NavItem[];
  toolNavList: NavItem[];
  tabs: HomeTab[];
  /** The first page of the first tab, so the home renders goods on the first frame. */
  firstTabGoods: Paged<GoodsCard>;
  /** Recommended planners of the caller's city (up to 6, best 薯片分 first). */
  planners: HomePlanner[];
  /** 资讯精选: the newest information articles (up to 4). */
  news: ArticleCard[];
  /** The city (areaCode) the data was computed for. */
  areaCode: string;
};

/** POST /home/v1/polymerization: everything the home needs in one call (SSR). */
export const findHomePolymerization = (input: PolymerizationInput = {}, client: Http = http) =>
  client.post<PolymerizationData>('/home/v1/polymerization', { ...input, locationCodeList: input.locationCodeList?.join(',') });

/** GET /home/v1/category_tab: the 推荐 tabs. */
export const getCategoryTab = (client: Http = http) => client.get<HomeTab[]>('/home/v1/category_tab');

/** POST /public/v1/find_advertising: ads by slot, each slot's materials in order ({} entries are []). */
export const findAdvertising = (locationCodeList: string[], client: Http = http) =>
  client.post<Record<string, AdItem[]>>('/public/v1/find_advertising', { locationCodeList: locationCodeList.join(',') });

/** GET /public/v1/find_navigation: nav items of a category (nav100007 fixed, nav100012 scroll, nav100026 tools). */
export const findNavigation = (input: { categoryCode: string; limit?: number }, client: Http = http) =>
  client.get<NavItem[]>('/public/v1/find_navigation', input);
