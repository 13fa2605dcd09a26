import {
  CmsCodeQuery,
  CmsCodesQuery,
  CmsCodeTierQuery,
  DictItems,
  DictItemsByCode,
  DictTier,
  FinancingCityList,
  GetFinancingCityListQuery,
} from '@/lib/contract/dict/api';
import { createRouter } from '../../http/router';
import { okJson } from '../../http/openapi';
import { getRoute } from '../../http/route';
import { cmsCode, cmsCodes, cmsCodeTier, getFinancingCityList } from './service';

const TAG = '字典';

const cmsCodeRoute = getRoute({
  path: '/api/dict/v1/cms_code',
  tag: TAG,
  summary: '字典编码的下级项（如 CONDITION-JY 交易类型、C-SY-RMSP-GG 首页页签；城市编码返回其区县）；未知编码 404',
  query: CmsCodeQuery,
  data: DictItems,
});

const cmsCodesRoute = getRoute({
  path: '/api/dict/v1/cms_codes',
  tag: TAG,
  summary: '一次取多个字典编码的下级项（以编码为键；未知编码为 []）',
  query: CmsCodesQuery,
  data: DictItemsByCode,
});

const cmsCodeTierRoute = getRoute({
  path: '/api/dict/v1/cms_code_tier',
  tag: TAG,
  summary: '树形字典：2147483647 全国省→市→区县；省编码→市→区县；市编码→区县；其他字典编码→子树（depth 限制层数）；未知编码 404',
  query: CmsCodeTierQuery,
  data: DictTier,
});

const getFinancingCityListRoute = getRoute({
  path: '/api/selling_goods/v1/financing_city_list',
  tag: TAG,
  summary: '额度评估的城市选择：{ city: { 省名: [市名…] } }',
  query: GetFinancingCityListQuery,
  data: FinancingCityList,
});

export function dictRoutes() {
  const r = createRouter();
  r.openapi(cmsCodeRoute, async (c) => okJson(c, await cmsCode(c.get('deps').db, c.req.valid('query').code)));
  r.openapi(cmsCodesRoute, async (c) => okJson(c, await cmsCodes(c.get('deps').db, c.req.valid('query').codes)));
  r.openapi(cmsCodeTierRoute, async (c) => {
    const q = c.req.valid('query');
    return okJson(c, await cmsCodeTier(c.get('deps').db, q.code, q.depth));
  });
  r.openapi(getFinancingCityListRoute, (c) => okJson(c, getFinancingCityList()));
  return r;
}
