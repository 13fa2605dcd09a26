/** Home calls (inventory §1, §0.4, spec §7): polymerization, ads, navigation, recommend tabs. */
import { http, type Http } from '@/lib/http';
import type { AdsBySlot, FindNavigationInput, HomeTab, NavItem, PolymerizationData, PolymerizationInput } from '@/lib/contract/home/api';

export type { AdItem, HomePlanner, HomeTab, NavItem, PolymerizationData, PolymerizationInput } from '@/lib/contract/home/api';

/** POST /home/v1/polymerization: everything the home needs in one call (SSR). */
export const polymerization = (input: { locationCodeList?: string[] } & Omit<PolymerizationInput, 'locationCodeList'> = {}, client: Http = http) =>
  client.post<PolymerizationData>('/home/v1/polymerization', { ...input, locationCodeList: input.locationCodeList?.join(',') });

/** GET /home/v1/category_tab: the 推荐 tabs. */
export const categoryTab = (client: Http = http) => client.get<HomeTab[]>('/home/v1/category_tab');

/** POST /public/v1/find_advertising: ads by slot, each slot's materials in order ({} entries are []). */
export const findAdvertising = (locationCodeList: string[], client: Http = http) =>
  client.post<AdsBySlot>('/public/v1/find_advertising', { locationCodeList: locationCodeList.join(',') });

/** GET /public/v1/find_navigation: nav items of a category (nav100007 fixed, nav100012 scroll, nav100026 tools). */
export const findNavigation = (input: FindNavigationInput, client: Http = http) => client.get<NavItem[]>('/public/v1/find_navigation', input);
