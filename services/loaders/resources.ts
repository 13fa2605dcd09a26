/** First screen of the resource pickers (/detail/selectAddress, /detail/selectPhone). */
import { DICT } from '@/lib/contract/catalog/enums';
import { isApiError, type Http } from '@/lib/http';
import type { Query } from '@/lib/query';
import { cmsCodes } from '@/services/dict';
import { serviceResource } from '@/services/goods';
import type { ResourceFilters, ResourceQuery } from '@/lib/detail/resourceQuery';

/** First page and the price / sort presets of a resource picker; classCode defaults to the page's own kind. */
export async function loadResources(client: Http, q: Query, defaultClass: string) {
  const query: ResourceQuery = {
    classCode: q.classCode || defaultClass,
    areaCode: q.areaCode || '',
    redirect: q.redirect || '',
    redirectType: q.redirectType || '',
  };
  const [dictR, firstR] = await Promise.allSettled([
    cmsCodes([DICT.RESOURCE_PRICE, DICT.RESOURCE_SORT], client),
    serviceResource({ classCode: query.classCode, page: 1, limit: 10, areaCode: query.areaCode || undefined }, client),
  ]);
  const filters: ResourceFilters = {
    prices: dictR.status === 'fulfilled' ? (dictR.value[DICT.RESOURCE_PRICE] ?? []) : [],
    sorts: dictR.status === 'fulfilled' ? (dictR.value[DICT.RESOURCE_SORT] ?? []) : [],
  };
  const first = firstR.status === 'fulfilled' ? firstR.value : null;
  const error = firstR.status === 'rejected' ? (isApiError(firstR.reason) && firstR.reason.message) || '请求失败' : null;
  return { query, filters, first, error };
}

export type ResourcesData = Awaited<ReturnType<typeof loadResources>>;
