import type { GetServerSidePropsContext } from 'next';
import { DICT } from '@/server/modules/catalog/enums';
import { isApiError, serverHttp } from '@/lib/http';
import { findCmsCodes } from '@/services/dict';
import { getServiceResources } from '@/services/goods';
import type { ResourceFilters, ResourceQuery } from './ResourcePicker';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** First page and the price / sort presets of a resource picker; classCode defaults to the page's own kind. */
export async function loadResources(ctx: GetServerSidePropsContext, defaultClass: string) {
  const q = ctx.query;
  const query: ResourceQuery = {
    classCode: str(q.classCode) || defaultClass,
    areaCode: str(q.areaCode),
    redirect: str(q.redirect),
    redirectType: str(q.redirectType),
  };
  const client = serverHttp(ctx.req);
  const [dictR, firstR] = await Promise.allSettled([
    findCmsCodes([DICT.RESOURCE_PRICE, DICT.RESOURCE_SORT], client),
    getServiceResources({ classCode: query.classCode, page: 1, limit: 10, areaCode: query.areaCode || undefined }, client),
  ]);
  const filters: ResourceFilters = {
    prices: dictR.status === 'fulfilled' ? (dictR.value[DICT.RESOURCE_PRICE] ?? []) : [],
    sorts: dictR.status === 'fulfilled' ? (dictR.value[DICT.RESOURCE_SORT] ?? []) : [],
  };
  const first = firstR.status === 'fulfilled' ? firstR.value : null;
  const error = firstR.status === 'rejected' ? (isApiError(firstR.reason) && firstR.reason.message) || '请求失败' : null;
  return { query, filters, first, error };
}
