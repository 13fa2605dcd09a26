/** CMS dictionary calls (spec §7 "Client and dictionary"; inventory §18): codes, several codes, tiers (regions). */
import { http, type Http } from '@/lib/http';
import type { DictItem, DictItemsByCode, DictTierItem, FinancingCityList } from '@/lib/contract/dict/api';

export type { DictItem, DictTierItem } from '@/lib/contract/dict/api';

/** GET /dict/v1/cms_code: the children of a code (e.g. CONDITION-JY trade types, C-SY-RMSP-GG home tabs); [] if none. */
export const cmsCode = (code: string, client: Http = http) => client.get<DictItem[]>('/dict/v1/cms_code', { code });

/** GET /dict/v1/cms_codes: children of several codes at once, keyed by code. */
export const cmsCodes = (codes: string[], client: Http = http) => client.get<DictItemsByCode>('/dict/v1/cms_codes', { codes: codes.join(',') });

/**
 * GET /dict/v1/cms_code_tier: a tree. 2147483647 → every province → city → district; a province code → its cities
 * → districts; a city code → its districts; another dict code → its subtree. `depth` limits the levels (1 =
 * provinces only; load a province's cities with cmsCodeTier(provinceCode)). 404 for an unknown code.
 */
export const cmsCodeTier = (code: string, client: Http = http, depth?: 1 | 2 | 3 | 4) =>
  client.get<DictTierItem[]>('/dict/v1/cms_code_tier', depth ? { code, depth } : { code });

/** GET /selling_goods/v1/financing_city_list: { 省名: [市名…] } for the credit evaluation picker. */
export const getFinancingCityList = (client: Http = http) => client.get<FinancingCityList>('/selling_goods/v1/financing_city_list');
